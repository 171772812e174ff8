/**
 * The stdio bridge (docs/decisions/0031-stdio-bridge.md): local stdio servers, started from
 * argv or a config file, exposed as Streamable HTTP under the console's own origin behind a
 * per-run secret.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Bridge } from '../bridge/bridge';
import { BRIDGE_PREFIX, restartBridge, routeBridgePath, sendServers, shownCommandLine, streamEvents } from '../bridge/endpoints';
import { allowedHosts, guardRequest, SECRET_HEADER } from '../guard/guard';
import { sendJson } from '../guard/http';
import type { BridgedServer, BridgeHandle, StdioSpec, UrlEntry } from '../bridge/types';
import { failRequest, forwardProxy } from '../proxy/forward';
import type { HeaderInjection } from '../proxy/inject';
import { ownAddresses, type OwnAddresses } from '../proxy/own-address';

export type { BridgedServer, BridgeHandle, OutputLine, ProcessState, StdioSpec, StdoutAuditEntry, UrlEntry } from '../bridge/types';
export { SpawnError } from '../bridge/child';
export { commandLine, shownCommandLine } from '../bridge/endpoints';
export { SECRET_HEADER } from '../guard/guard';

const defaultEcho = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

const urlHost = (host: string): string => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

export class BridgeHost {
  readonly secret: string;
  private readonly secretBytes: Buffer;
  private readonly bridges = new Map<string, Bridge>();
  private readonly urls: readonly UrlEntry[];
  private readonly open: string | undefined;
  private readonly connectAll: boolean;
  private address: { host: string; port: number } | undefined;
  private hosts: ReadonlySet<string> = new Set();
  private own: OwnAddresses = { port: 0, addresses: new Set() };
  private readonly echo: (line: string) => void;
  private readonly injections: readonly HeaderInjection[];

  constructor(options: { stdio: readonly StdioSpec[]; urls?: readonly UrlEntry[]; open?: string; connectAll?: boolean; secret?: string; echo?: (line: string) => void; injectHeaders?: boolean }) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
    this.secretBytes = Buffer.from(this.secret, 'utf8');
    this.echo = options.echo ?? defaultEcho;
    for (const spec of options.stdio) this.bridges.set(spec.id, new Bridge(spec, this.echo));
    this.urls = options.urls ?? [];
    // `serve --inject-headers` (0031 "The proxy", header injection): the proxy adds each URL entry's headers itself.
    this.injections = options.injectHeaders === true ? this.urls.map(({ url, headers }) => ({ url, headers })) : [];
    this.open = options.open;
    this.connectAll = options.connectAll === true;
  }

  /** Called once the listener has an address: Host/Origin checks and absolute URLs use it. */
  listening(address: { host: string; port: number }): void {
    this.address = address;
    this.hosts = allowedHosts(address.host, address.port);
    this.own = ownAddresses(address);
  }

  /**
   * Handles a request under /.mcp-console/ and returns true; returns false for any other path.
   * An exception in a request's handling ends that request (502, or a cut stream), never `serve`.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    try {
      return this.handleGuarded(req, res);
    } catch (error) {
      failRequest(res, error, this.echo);
      return true;
    }
  }

  private handleGuarded(req: IncomingMessage, res: ServerResponse): boolean {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith(BRIDGE_PREFIX)) return false;
    const verdict = guardRequest(req.headers, this.hosts, this.secretBytes);
    if (!verdict.ok) {
      // Nothing else happens: no body is read, no child is started or written to.
      sendJson(res, verdict.status, { error: verdict.reason });
      return true;
    }
    this.route(req, res, pathname).catch((error: unknown) => failRequest(res, error, this.echo));
    return true;
  }

  private async route(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const route = routeBridgePath(pathname);
    if (route.kind === 'servers') {
      sendServers(req, res, (origin) => this.servers(origin), { open: this.open, connectAll: this.connectAll });
      return;
    }
    if (route.kind === 'proxy') {
      await forwardProxy(req, res, { ownHosts: this.hosts, own: this.own, injections: this.injections, log: this.echo });
      return;
    }
    const bridge = route.kind === 'unknown' ? undefined : this.bridges.get(route.id);
    if (route.kind === 'unknown' || bridge === undefined) sendJson(res, 404, { error: 'No such bridge endpoint' });
    else if (route.kind === 'mcp') await bridge.relay.handle(req, res);
    else if (route.kind === 'events') streamEvents(req, res, bridge);
    else await restartBridge(req, res, bridge);
  }

  private servers(origin: string): BridgedServer[] {
    const stdio = [...this.bridges.values()].map(({ spec }): BridgedServer => ({ id: spec.id, kind: 'stdio', name: spec.name, url: `${origin}${this.mcpPath(spec.id)}`, command: shownCommandLine(spec) }));
    const urls = this.urls.map((entry): BridgedServer => {
      const base = { id: entry.id, kind: 'http' as const, name: entry.name, url: entry.url, transport: entry.transport };
      // With --inject-headers the page gets the names only, and reaches the server through the proxy, which adds the values.
      if (this.injections.length > 0) return { ...base, headers: {}, injectedHeaders: Object.keys(entry.headers), useLocalProxy: true };
      return { ...base, headers: { ...entry.headers } };
    });
    return [...stdio, ...urls];
  }

  bridge(id: string): BridgeHandle | undefined {
    return this.bridges.get(id);
  }

  /** Frames to and from a bridge's child so far (tests count what reached the child). */
  frameCounts(id: string): { toChild: number; fromChild: number } | undefined {
    return this.bridges.get(id)?.frameCounts();
  }

  private mcpPath(id: string): string {
    return `${BRIDGE_PREFIX}bridge/${encodeURIComponent(id)}/mcp`;
  }

  private origin(): string {
    if (this.address === undefined) throw new Error('BridgeHost.listening() has not been called');
    return `http://${urlHost(this.address.host)}:${this.address.port}`;
  }

  mcpUrl(id: string): string {
    return `${this.origin()}${this.mcpPath(id)}`;
  }

  /** The URL to print: the fragment carries the secret to the page and never to a server. */
  consoleUrl(): string {
    return `${this.origin()}/#mcp-console-secret=${this.secret}`;
  }

  /** Starts every bridge that is not lazy; rejects with a SpawnError when a command cannot start. */
  async startEager(): Promise<void> {
    await Promise.all([...this.bridges.values()].filter((b) => b.spec.lazy !== true).map((b) => b.start()));
  }

  stopAll(): Promise<void> {
    return Promise.all([...this.bridges.values()].map((b) => b.stop())).then(() => undefined);
  }
}

/** For the CLI (check/snapshot/diff/walkthrough -- <command>): one bridge on 127.0.0.1:<ephemeral> in this process, started. */
export async function startStandaloneBridge(
  spec: StdioSpec,
  options: { echo?: (line: string) => void } = {},
): Promise<{ host: BridgeHost; bridge: BridgeHandle; url: string; headers: Record<string, string>; close(): Promise<void> }> {
  const host = new BridgeHost({ stdio: [spec], ...(options.echo === undefined ? {} : { echo: options.echo }) });
  const server = createServer((req, res) => {
    if (!host.handle(req, res)) sendJson(res, 404, { error: 'Not found' });
  });
  const address = await new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const bound = server.address();
      if (bound === null || typeof bound === 'string') reject(new Error('The bridge has no TCP address'));
      else resolve(bound);
    });
  });
  host.listening({ host: '127.0.0.1', port: address.port });
  const close = async (): Promise<void> => {
    await host.stopAll();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const bridge = host.bridge(spec.id);
  if (bridge === undefined) throw new Error('The bridge was not created');
  try {
    await bridge.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { host, bridge, url: host.mcpUrl(spec.id), headers: { [SECRET_HEADER]: host.secret }, close };
}
