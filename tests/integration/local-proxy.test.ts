import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeHost } from '../../bin/serve/host';
import { listenOn, startUpstream, type Upstream } from './counting-upstream';

let upstream: Upstream;
let consoleServer: Server;
let host: BridgeHost;
let consoleOrigin: string;
let port: number;

beforeAll(async () => {
  upstream = await startUpstream();
  host = new BridgeHost({ stdio: [] });
  consoleServer = createServer((req, res) => {
    if (!host.handle(req, res)) res.writeHead(404).end();
  });
  port = await listenOn(consoleServer);
  host.listening({ host: '127.0.0.1', port });
  consoleOrigin = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const server of [consoleServer, upstream.server]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const proxied = (target: string): string => `${consoleOrigin}/.mcp-console/proxy?target=${encodeURIComponent(target)}`;
const secret = (): Record<string, string> => ({ 'x-mcp-console-secret': host.secret });

/** A raw request, so Host can be anything (fetch does not let a caller set it). */
function raw(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe('the local proxy (0031 "The proxy")', () => {
  it('refuses without the secret (401), with a foreign Origin or Host (403), and file:, data: or its own origin as target (400); the upstream sees none of them', async () => {
    const before = upstream.seen.length;
    const target = `${upstream.origin}/mcp`;
    const post = (url: string, headers: Record<string, string>) => fetch(url, { method: 'POST', headers, body: '{}' }).then((r) => r.status);
    expect(await post(proxied(target), {})).toBe(401);
    expect(await post(proxied(target), { 'x-mcp-console-secret': '0'.repeat(64) })).toBe(401);
    expect(await post(proxied(target), { ...secret(), origin: 'https://evil.example' })).toBe(403);
    const path = new URL(proxied(target)).pathname + new URL(proxied(target)).search;
    expect(await raw(path, { ...secret(), host: `evil.example:${port}` })).toBe(403);
    for (const bad of ['file:///etc/passwd', 'data:text/plain,hello', `${consoleOrigin}/.mcp-console/servers`, `http://localhost:${port}/`]) {
      const response = await fetch(proxied(bad), { method: 'POST', headers: secret(), body: '{}' });
      expect(response.status, bad).toBe(400);
      expect(response.headers.get('x-mcp-console-via')).toBe('local-proxy');
    }
    expect(upstream.seen.length).toBe(before);
  });

  it('forwards method, body and MCP headers as they are, never the secret, and answers with the server headers marked via local proxy', async () => {
    const response = await fetch(proxied(`${upstream.origin}/mcp?q=1`), {
      method: 'POST',
      headers: { ...secret(), 'content-type': 'application/json', 'mcp-session-id': 's1', 'mcp-protocol-version': '2025-11-25', authorization: 'Bearer t', 'last-event-id': '9', origin: consoleOrigin },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ echoed: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
    expect(response.headers.get('mcp-session-id')).toBe('upstream-session');
    expect(response.headers.get('x-mcp-console-via')).toBe('local-proxy');
    expect(response.headers.get('set-cookie')).toBeNull();
    const seen = upstream.seen.at(-1);
    expect(seen).toMatchObject({ method: 'POST', url: '/mcp?q=1' });
    expect(seen?.headers).toMatchObject({ 'mcp-session-id': 's1', 'mcp-protocol-version': '2025-11-25', authorization: 'Bearer t', 'last-event-id': '9', host: new URL(upstream.origin).host });
    expect(seen?.headers['x-mcp-console-secret']).toBeUndefined();
    expect(seen?.headers.origin).toBeUndefined();
  });

  it('streams SSE chunk by chunk: the first event arrives before the upstream ends the stream', async () => {
    const response = await fetch(proxied(`${upstream.origin}/sse`), { headers: { ...secret(), accept: 'text/event-stream' } });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    const decoder = new TextDecoder();
    const first = await reader.read();
    // The upstream has not ended the stream yet: this event came through on its own.
    expect(decoder.decode(first.value)).toContain('{"first":true}');
    upstream.endStream();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toContain('{"last":true}');
  });
});
