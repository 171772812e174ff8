import { createServer as createHttpServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type Socket } from 'node:net';
import { BridgeHost } from '../../bin/serve/host';
import { listenOn } from './counting-upstream';

type HostOptions = ConstructorParameters<typeof BridgeHost>[0];

/** A BridgeHost on a real loopback listener, as `serve` runs it, with its terminal lines collected. */
export interface ServedConsole {
  host: BridgeHost;
  origin: string;
  port: number;
  echoed: string[];
  /** the proxy's address for a target, absolute */
  proxied: (target: string) => string;
  secret: () => Record<string, string>;
  close: () => Promise<void>;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export async function startConsole(options: Omit<HostOptions, 'echo'> = { stdio: [] }): Promise<ServedConsole> {
  const echoed: string[] = [];
  const host = new BridgeHost({ ...options, echo: (line) => echoed.push(line) });
  const server = createHttpServer((req, res) => {
    if (!host.handle(req, res)) res.writeHead(404).end();
  });
  const port = await listenOn(server);
  host.listening({ host: '127.0.0.1', port });
  const origin = `http://127.0.0.1:${port}`;
  return {
    host,
    origin,
    port,
    echoed,
    proxied: (target) => `${origin}/.mcp-console/proxy?target=${encodeURIComponent(target)}`,
    secret: () => ({ 'x-mcp-console-secret': host.secret }),
    close: async () => {
      await host.stopAll();
      await closeServer(server);
    },
  };
}

/** An upstream that writes `answer` as raw bytes once a request arrives, whatever the request: no HTTP library checks it. */
export async function rawUpstream(answer: string): Promise<{ origin: string; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', () => {
      count += 1;
      socket.end(answer);
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'));
      else resolve(address.port);
    });
  });
  const close = async (): Promise<void> => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { origin: `http://127.0.0.1:${port}`, requests: () => count, close };
}

/** What a routed upstream saw. */
export interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An upstream that redirects `/redirect?to=<URL>&status=<code>` and answers anything else with
 * 200 and the body it got, recording every request.
 */
export async function redirectingUpstream(): Promise<{ origin: string; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const to = query.get('to');
      if (to !== null) res.writeHead(Number(query.get('status') ?? '307'), { location: to }).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end(`got ${body}`);
    });
  });
  const origin = `http://127.0.0.1:${await listenOn(server)}`;
  return { origin, seen, close: () => closeServer(server) };
}

/** The `error` of a JSON refusal, or '' when the body has none. */
export async function errorOf(response: Response): Promise<string> {
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : '';
}

/** Listens on `host` at an ephemeral port and returns the port. */
export function listenAt(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'));
      else resolve(address.port);
    });
  });
}
