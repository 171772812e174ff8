import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The upstream: counts every request, echoes what it got, and streams SSE on /sse until told to end. */
export interface Upstream {
  server: Server;
  origin: string;
  seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[];
  endStream: () => void;
}

export function listenOn(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address: AddressInfo | string | null = server.address();
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'));
      else resolve(address.port);
    });
  });
}

/** A server behind the local proxy that records every request it gets, so a test can show a refusal never reached it. */
export async function startUpstream(): Promise<Upstream> {
  const up: Upstream = { server: createServer(), origin: '', seen: [], endStream: () => undefined };
  up.server.on('request', (req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      up.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/sse') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'mcp-session-id': 'upstream-session' });
        res.write('id: 1\ndata: {"first":true}\n\n');
        up.endStream = () => res.end('id: 2\ndata: {"last":true}\n\n');
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json', 'mcp-session-id': 'upstream-session', 'set-cookie': 'sid=1' });
      res.end(JSON.stringify({ echoed: body }));
    });
  });
  up.origin = `http://127.0.0.1:${await listenOn(up.server)}`;
  return up;
}
