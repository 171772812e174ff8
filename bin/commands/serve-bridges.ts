import type { BridgeHost, StdioSpec, UrlEntry } from '../serve/host';
import { StartError, UsageError } from '../exit-codes';
import { SERVE_USAGE } from '../usage';

/** The bridge id of the `-- <command>` server (config entries have their names' slugs). */
export const COMMAND_BRIDGE_ID = '0';

export interface BridgeSources {
  /** Everything after `--`, verbatim. */
  command: readonly string[] | undefined;
  config: string | undefined;
  server: string | undefined;
  /** `--connect-all`: the page connects every entry at start, the first (or `--server`'s) active */
  connectAll?: boolean;
  /** `--inject-headers`: the proxy adds URL entries' headers; the page gets their names only */
  injectHeaders?: boolean;
}

/**
 * The bridges `serve` runs: the `-- <command>` server (started at once, opened on load) and
 * the entries of `--config` (stdio ones start on their first request, so a config of five
 * starts only the processes the page connects). Plain `serve` gets a host
 * with no bridge: its secret guards the local proxy (0031 "The proxy").
 */
export async function bridgeHostFor(sources: BridgeSources, warn: (line: string) => void): Promise<BridgeHost | undefined> {
  const { command, config, server, injectHeaders, connectAll = false } = sources;
  if (command !== undefined && command.length === 0) throw new UsageError('-- must be followed by the command of a stdio server, e.g. -- node build/index.js', SERVE_USAGE);
  if (server !== undefined && config === undefined) throw new UsageError('--server picks an entry of --config <file>', SERVE_USAGE);
  if (connectAll && config === undefined) throw new UsageError('--connect-all connects every server of --config <file>', SERVE_USAGE);
  const { BridgeHost, commandLine } = await import('../serve/host');
  if (command === undefined && config === undefined) return new BridgeHost({ stdio: [] });
  const stdio: StdioSpec[] = [];
  const urls: UrlEntry[] = [];
  let open: string | undefined;
  const [program, ...args] = command ?? [];
  if (program !== undefined) {
    stdio.push({ id: COMMAND_BRIDGE_ID, name: `stdio: ${commandLine(program, args)}`, command: program, args });
    open = COMMAND_BRIDGE_ID;
  }
  if (config !== undefined) {
    const loaded = await (await import('../config')).loadConfigServers(config, server, SERVE_USAGE);
    for (const error of loaded.errors) warn(`mcp-console: --config: ${error}`);
    stdio.push(...loaded.stdio.filter((spec) => spec.id !== COMMAND_BRIDGE_ID));
    urls.push(...loaded.urls);
    // Without --server, --connect-all makes the file's first server the active one (the command's, if any).
    open = loaded.open ?? open ?? (connectAll ? loaded.first : undefined);
  }
  return new BridgeHost({ stdio, urls, connectAll, injectHeaders: injectHeaders === true, ...(open === undefined ? {} : { open }) });
}

/** Starts the `-- <command>` child; a command that cannot start is a start-up failure (exit 2). */
export async function startBridges(host: BridgeHost): Promise<void> {
  const { SpawnError } = await import('../serve/host');
  try {
    await host.startEager();
  } catch (error) {
    await host.stopAll();
    if (error instanceof SpawnError) throw new StartError(error.message);
    throw error;
  }
}
