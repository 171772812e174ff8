import { isAbsolute, resolve } from 'node:path';
import type { StdioSpec, UrlEntry } from '../serve/host';
import { expandValue, type ExpandScope } from './expand';
import { describeIssues, entrySchema, type ConfigEntry } from './schema';

export type Converted = { kind: 'stdio'; spec: StdioSpec } | { kind: 'url'; entry: UrlEntry } | { kind: 'error'; error: string };

/** `My Server!` → `my-server`: ids go into the bridge's URL path (`/.mcp-console/bridge/<id>/mcp`). */
export function slug(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base === '' ? 'server' : base.slice(0, 60);
}

/** Expands every string of a map, or names the first reference that cannot be resolved. */
function expandMap(map: Readonly<Record<string, string>> | undefined, scope: ExpandScope): Record<string, string> | string {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(map ?? {})) {
    const expanded = expandValue(value, scope);
    if (!expanded.ok) return expanded.error;
    out[key] = expanded.value;
  }
  return out;
}

/** The expanded words, and the words as the page may see them (expand.ts `shown`). */
function expandList(list: readonly string[], scope: ExpandScope): { values: string[]; shown: string[] } | string {
  const values: string[] = [];
  const shown: string[] = [];
  for (const value of list) {
    const expanded = expandValue(value, scope);
    if (!expanded.ok) return expanded.error;
    values.push(expanded.value);
    shown.push(expanded.shown);
  }
  return { values, shown };
}

/** stdio, http or sse: from `type` where the client writes one, else from `command` / `url`. */
function kindOf(entry: ConfigEntry): { kind: 'stdio' | 'http' | 'sse' } | { error: string } {
  const type = entry.type?.toLowerCase();
  if (type === 'stdio' || type === 'sse' || type === 'http') return { kind: type };
  if (type === 'streamable-http' || type === 'streamablehttp') return { kind: 'http' };
  if (type !== undefined) return { error: `type "${entry.type ?? ''}" is not one of stdio, http, sse` };
  if (entry.command !== undefined && entry.url !== undefined) return { error: 'it has both a command and a url; add "type" to say which' };
  if (entry.command !== undefined) return { kind: 'stdio' };
  if (entry.url !== undefined) return { kind: 'http' };
  return { error: 'it needs a "command" (stdio server) or a "url" (http or sse server)' };
}

function toStdio(id: string, name: string, entry: ConfigEntry, scope: ExpandScope): Converted {
  if (entry.command === undefined) return { kind: 'error', error: 'type "stdio" needs a "command"' };
  if (entry.envFile !== undefined) return { kind: 'error', error: `"envFile" is not read by mcp-console; move its variables into "env"` };
  const words = expandList([entry.command, ...(entry.args ?? [])], scope);
  if (typeof words === 'string') return { kind: 'error', error: words };
  const env = expandMap(entry.env, scope);
  if (typeof env === 'string') return { kind: 'error', error: env };
  const [command = '', ...args] = words.values;
  const [shownCommand = '', ...shownArgs] = words.shown;
  const masked = words.shown.some((word, at) => word !== words.values[at]);
  const spec: StdioSpec = { id, name, command, args, lazy: true, ...(entry.env === undefined ? {} : { env }), ...(masked ? { shown: { command: shownCommand, args: shownArgs } } : {}) };
  if (entry.cwd === undefined) return { kind: 'stdio', spec };
  const cwd = expandValue(entry.cwd, scope);
  if (!cwd.ok) return { kind: 'error', error: cwd.error };
  return { kind: 'stdio', spec: { ...spec, cwd: isAbsolute(cwd.value) ? cwd.value : resolve(scope.workspaceFolder, cwd.value) } };
}

function toUrl(id: string, name: string, entry: ConfigEntry, transport: 'http' | 'sse', scope: ExpandScope): Converted {
  if (entry.url === undefined) return { kind: 'error', error: `type "${transport}" needs a "url"` };
  const url = expandValue(entry.url, scope);
  if (!url.ok) return { kind: 'error', error: url.error };
  if (!URL.canParse(url.value) || !/^https?:$/.test(new URL(url.value).protocol)) return { kind: 'error', error: `"${url.value}" is not an http(s) URL` };
  const headers = expandMap(entry.headers, scope);
  if (typeof headers === 'string') return { kind: 'error', error: headers };
  return { kind: 'url', entry: { id, name, url: url.value, headers, transport } };
}

/** One entry of the file as a bridge spec or a saved URL, or the reason it is skipped. */
export function convertEntry(id: string, name: string, raw: unknown, scope: ExpandScope): Converted {
  const parsed = entrySchema.safeParse(raw);
  if (!parsed.success) return { kind: 'error', error: describeIssues(parsed.error) };
  const found = kindOf(parsed.data);
  if ('error' in found) return { kind: 'error', error: found.error };
  if (found.kind === 'stdio') return toStdio(id, name, parsed.data, scope);
  return toUrl(id, name, parsed.data, found.kind, scope);
}
