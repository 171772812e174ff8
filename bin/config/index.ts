import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import type { StdioSpec, UrlEntry } from '../serve/bridge/types';
import { StartError, UsageError } from '../exit-codes';
import { convertEntry, slug } from './entries';
import { parseConfigText } from './parse';
import { describeIssues, fileSchema } from './schema';

export interface LoadedConfig {
  stdio: StdioSpec[];
  urls: UrlEntry[];
  /** The id of the entry `--server` named. */
  open?: string;
  /** The id of the file's first usable entry, stdio or URL (`--connect-all` makes it active). */
  first?: string;
  /** One line per skipped entry: `server "x": …`. */
  errors: string[];
}

/** Config files are small; a larger file is refused before parsing. */
const MAX_BYTES = 1024 * 1024;

/**
 * `${workspaceFolder}` of VS Code is the folder that holds `.vscode/`, so a `.vscode/mcp.json`
 * resolves it to its folder's parent; any other file resolves it to its own folder.
 */
export function workspaceFolderOf(file: string): string {
  const folder = dirname(resolve(file));
  return basename(folder) === '.vscode' ? dirname(folder) : folder;
}

async function readConfigFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new StartError(`--config: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (text.length > MAX_BYTES) throw new StartError(`--config: ${file} is larger than 1 MiB; it is not a client config file`);
  const parsed = parseConfigText(text);
  if (!parsed.ok) throw new StartError(`--config: ${file} is not valid JSON (comments and trailing commas are allowed): ${parsed.error}`);
  return parsed.value;
}

/** A unique id per entry: `name`'s slug, with `-2`, `-3`… for names that slug alike. */
function uniqueId(name: string, taken: Set<string>): string {
  const base = slug(name);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The servers of a client config file (`--config`): Claude Desktop's
 * `claude_desktop_config.json`, Claude Code's and Cursor's `.mcp.json` (`mcpServers`), VS Code's
 * `.vscode/mcp.json` (`servers`, JSONC; `mcp.servers` in its settings.json). Stdio entries
 * become lazy bridge specs, URL entries saved servers. An entry that cannot be used (a `${input:…}`, an unset variable, a bad shape)
 * is named in `errors` and skipped; the rest loads. `serverName` picks the entry to open: an
 * unknown name is a usage error listing the names, a skipped one a start error with its reason.
 */
export async function loadConfigServers(file: string, serverName?: string, usage = ''): Promise<LoadedConfig> {
  const parsed = fileSchema.safeParse(await readConfigFile(file));
  if (!parsed.success) throw new StartError(`--config: ${file} is not an MCP client config: ${describeIssues(parsed.error)}`);
  const entries = Object.entries({ ...parsed.data.mcpServers, ...parsed.data.mcp?.servers, ...parsed.data.servers });
  const scope = { env: process.env, workspaceFolder: workspaceFolderOf(file) };
  const loaded: LoadedConfig = { stdio: [], urls: [], errors: [] };
  const taken = new Set<string>();
  const failures = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const [name, raw] of entries) {
    const id = uniqueId(name, taken);
    ids.set(name, id);
    const converted = convertEntry(id, name, raw, scope);
    if (converted.kind !== 'error') loaded.first ??= id;
    if (converted.kind === 'stdio') loaded.stdio.push(converted.spec);
    else if (converted.kind === 'url') loaded.urls.push(converted.entry);
    else {
      failures.set(name, converted.error);
      loaded.errors.push(`server "${name}": ${converted.error}`);
    }
  }
  if (serverName === undefined) return loaded;
  const id = ids.get(serverName);
  if (id === undefined) {
    const names = entries.map(([name]) => `"${name}"`).join(', ');
    throw new UsageError(`--server "${serverName}" is not in ${file}; its servers are ${names === '' ? '(none)' : names}`, usage);
  }
  const failure = failures.get(serverName);
  if (failure !== undefined) throw new StartError(`--server "${serverName}" cannot be started: ${failure}`);
  return { ...loaded, open: id };
}
