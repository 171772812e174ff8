import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer, type RunningServer } from './http.js';

const ORIGIN = 'http://localhost:5173';

/** node:http lets us send a forged Host header, which fetch does not. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { host, 'content-type': 'application/json' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }));
  });
}

describe('demo HTTP server envelope', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startDemoHttpServer({ port: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('allows the headers a browser preflight asks for', async () => {
    const response = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,mcp-method,mcp-name,mcp-protocol-version,mcp-param-city',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE, OPTIONS');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(', ');
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'mcp-method', 'mcp-name', 'mcp-protocol-version', 'mcp-param-city']));
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('exposes MCP response headers on actual responses', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('access-control-expose-headers')).toBe(
      'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate',
    );
    await response.body?.cancel();
  });

  it('answers other paths with 404', async () => {
    const response = await fetch(new URL('/elsewhere', server.url), { headers: { origin: ORIGIN } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    expect(await statusWithHost(server.url, 'attacker.example')).toBe(403);
  });
});
