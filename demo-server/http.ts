import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { hostHeaderValidationResponse, localhostAllowedHostnames, localhostAllowedOrigins, originValidationResponse } from '@modelcontextprotocol/server';
import { withCors, type FetchHandler } from './cors.js';
import { createDemoHandler, type DemoHandlerOptions } from './server.js';

export interface DemoHttpServerOptions extends DemoHandlerOptions {
  /** 0 picks a free port. Defaults to 3001. */
  port?: number;
  /** Defaults to loopback: the demo server is for local use only. */
  host?: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

const MCP_PATH = '/mcp';

/** Anything but the MCP endpoint is a plain 404 (still with CORS, so the console can tell). */
function onlyMcpPath(handler: FetchHandler): FetchHandler {
  return async (request) => {
    if (new URL(request.url).pathname === MCP_PATH) return handler(request);
    return new Response('Not found. The MCP endpoint is /mcp.\n', { status: 404, headers: { 'content-type': 'text/plain' } });
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * A loopback-bound server refuses foreign Host headers (what stops DNS-rebinding pages) and
 * foreign Origins (spec §7.1 MUST: otherwise any page the user visits can drive it). Pages on
 * localhost-class origins, such as the console served from 127.0.0.1, stay allowed.
 */
function guardHost(handler: FetchHandler, host: string): FetchHandler {
  if (!LOOPBACK_HOSTS.has(host)) return handler;
  const allowed = localhostAllowedHostnames();
  const origins = localhostAllowedOrigins();
  return (request) => {
    const rejected = hostHeaderValidationResponse(request, allowed) ?? originValidationResponse(request, origins);
    return rejected === undefined ? handler(request) : Promise.resolve(rejected);
  };
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('server has no TCP address'));
      else resolve(address);
    });
  });
}

/** Starts the demo server on node:http with CORS; resolves once it is listening. */
export async function startDemoHttpServer(options: DemoHttpServerOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const handler = createDemoHandler(options);
  const nodeHandler = toNodeHandler({ fetch: withCors(onlyMcpPath(guardHost(handler.fetch, host))) });
  const server = createServer((req, res) => {
    void nodeHandler(req, res);
  });
  const address = await listen(server, options.port ?? 3001, host);
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}${MCP_PATH}`,
    close: async () => {
      await handler.close();
      // Open listen streams would otherwise keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && import.meta.url === pathToFileURL(entry).href;
}

if (isMainModule()) {
  const port = Number(process.env.PORT ?? 3001);
  const running = await startDemoHttpServer({ port });
  // `READY <url>` is the line Playwright's webServer and scripts wait for.
  console.log(`READY ${running.url}`);
  console.log(`MCP Console demo server listening on ${running.url} (Ctrl+C to stop)`);
  const shutdown = (): void => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
