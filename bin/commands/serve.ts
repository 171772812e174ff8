import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { flag, parseCommandArgs, splitCommand, stringValue } from '../args';
import type { BridgeHost } from '../serve/host';
import { SITE_DIR } from '../package-root';
import { EXIT, StartError, UsageError, type ExitCode } from '../exit-codes';
import { bridgeHostFor, startBridges, type BridgeSources } from './serve-bridges';
import { installLastResort, untilStopped } from './serve-stop';
import { openBrowser } from '../serve/site/open-browser';
import { OneTimeOpen } from '../serve/site/one-time-open';
import { sandboxHandler, withSandboxOrigin } from '../serve/site/sandbox-origin';
import { siteHandler } from '../serve/site/site-handler';
import { SERVE_USAGE } from '../usage';

export const DEFAULT_PORT = 6280;
const DEFAULT_HOST = '127.0.0.1';

interface ServeArgs extends BridgeSources {
  port: number;
  host: string;
  open: boolean;
  /** The MCP App sandbox origin's port (0: any free one); undefined: the same-origin opaque sandbox. */
  sandboxPort: number | undefined;
}

function portValue(raw: string, name: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new UsageError(`${name} takes a number from 0 to 65535, not "${raw}"`, SERVE_USAGE);
  return port;
}

/** The serve command's arguments, or undefined for `--help`. */
export function parseServeArgs(argv: readonly string[]): ServeArgs | undefined {
  const { own, command } = splitCommand(argv);
  const args = parseCommandArgs(
    own,
    { port: { type: 'string' }, host: { type: 'string' }, open: { type: 'boolean' }, 'sandbox-port': { type: 'string' }, config: { type: 'string' }, server: { type: 'string' }, 'connect-all': { type: 'boolean' }, 'inject-headers': { type: 'boolean' } },
    SERVE_USAGE,
  );
  if (flag(args, 'help')) return undefined;
  if (args.positionals.length > 0) throw new UsageError(`unexpected argument "${args.positionals.join(' ')}"`, SERVE_USAGE);
  const port = portValue(stringValue(args, 'port') ?? String(DEFAULT_PORT), '--port');
  const rawSandbox = stringValue(args, 'sandbox-port');
  const sandboxPort = rawSandbox === undefined ? undefined : portValue(rawSandbox, '--sandbox-port');
  const host = stringValue(args, 'host') ?? DEFAULT_HOST;
  if (host === '') throw new UsageError('--host needs an address', SERVE_USAGE);
  return { port, host, open: flag(args, 'open'), sandboxPort, command, config: stringValue(args, 'config'), server: stringValue(args, 'server'), connectAll: flag(args, 'connect-all'), injectHeaders: flag(args, 'inject-headers') };
}

/** 127.0.0.0/8, ::1 and localhost: reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}

function listen(server: Server, args: ServeArgs): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${args.host}:${args.port}`;
      if (error.code === 'EADDRINUSE') reject(new StartError(`Port ${args.port} on ${args.host} is already in use. Stop what uses it, or pick another port with --port <n>.`));
      else if (error.code === 'EACCES') reject(new StartError(`Not allowed to listen on ${where}. Pick a port above 1023 with --port <n>.`));
      else reject(new StartError(`Cannot listen on ${where}: ${error.message}`));
    });
    server.listen(args.port, args.host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new StartError('The server has no TCP address'));
      else resolve(address);
    });
  });
}

/** A start-up failure (a missing build) as the StartError the CLI reports. */
function startError<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw new StartError(error instanceof Error ? error.message : String(error));
  }
}

async function startSandbox(siteDir: string, args: ServeArgs & { port: number }, consoleOrigin: () => string | undefined): Promise<{ server: Server; url: string }> {
  const server = createServer(startError(() => sandboxHandler(siteDir, consoleOrigin)));
  return { server, url: urlOf(await listen(server, args)) };
}

/** Starts the bridged children once the listener has its address; the URL carries the secret in its fragment. */
async function consoleUrlOf(bridges: BridgeHost, server: Server, host: string, port: number): Promise<string> {
  bridges.listening({ host, port });
  try {
    await startBridges(bridges);
  } catch (error) {
    server.closeAllConnections();
    server.close();
    throw error;
  }
  return bridges.consoleUrl();
}

/** `--open`: the browser gets a one-time URL, so the secret is on no command line (one-time-open.ts). */
function openOnce(consoleUrl: string, address: { host: string; port: number }, open: (url: string) => void): OneTimeOpen {
  const url = new URL(consoleUrl);
  const once = new OneTimeOpen(address, `/${url.hash}`);
  open(once.issue(url.origin));
  return once;
}

/**
 * `mcp-console serve`: the console on loopback; its URL is the first line on stdout (the app
 * sandbox's, if any, the second). `open` launches the browser for `--open` (tests pass their own).
 */
export async function runServeCommand(argv: readonly string[], open: (url: string) => void = openBrowser): Promise<ExitCode> {
  const args = parseServeArgs(argv);
  if (args === undefined) {
    process.stdout.write(SERVE_USAGE);
    return EXIT.ok;
  }
  const siteDir = fileURLToPath(SITE_DIR);
  // With --sandbox-port, MCP App views get their own origin (docs/apps.md): the proxy on a second port.
  const framedBy: { origin?: string } = {};
  const sandbox = args.sandboxPort === undefined ? undefined : await startSandbox(siteDir, { ...args, port: args.sandboxPort }, () => framedBy.origin);
  const handler = startError(() => siteHandler(siteDir, sandbox === undefined ? undefined : (html) => withSandboxOrigin(html, new URL(sandbox.url).origin)));
  if (!isLoopbackHost(args.host)) {
    process.stderr.write(
      `mcp-console: warning: ${args.host} is not a loopback address. Other machines can reach the console, and browsers treat it as a network site, so connecting to localhost servers asks for Local Network Access. Use 127.0.0.1 unless you need that.\n`,
    );
  }
  const bridges = await bridgeHostFor(args, (line) => process.stderr.write(`${line}\n`));
  installLastResort(() => bridges?.stopAll() ?? Promise.resolve());
  let once: OneTimeOpen | undefined;
  const server = createServer((req, res) => {
    if (once?.handle(req, res) === true) return;
    if (bridges?.handle(req, res) !== true) handler(req, res);
  });
  // Listen for Ctrl-C and SIGHUP before the URL is out: whoever reads it may signal at once.
  const stopped = Promise.all([untilStopped(server, () => bridges?.stopAll() ?? Promise.resolve()), ...(sandbox === undefined ? [] : [untilStopped(sandbox.server)])]);
  const address = await listen(server, args);
  const url = urlOf(address);
  framedBy.origin = new URL(url).origin;
  const shown = bridges === undefined ? url : await consoleUrlOf(bridges, server, args.host, address.port);
  process.stdout.write(sandbox === undefined ? `${shown}\n` : `${shown}\n${sandbox.url} (MCP App sandbox)\n`);
  if (args.open) once = openOnce(shown, { host: args.host, port: address.port }, open);
  await stopped;
  return EXIT.ok;
}
