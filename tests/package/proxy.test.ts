import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type Upstream } from '../integration/counting-upstream';
import { rawUpstream } from '../integration/proxy-harness';
import { PACKAGE_PORTS } from './ports';
import { serveInstalled, type InstalledServe } from './serve-installed';

// Issue 32, "Safe by construction", against what users install: the local proxy of `serve` from
// the packed and installed tarball. Every refusal is counted at the upstream, which must see none.
const PORT = PACKAGE_PORTS.proxyServe;
const CONSOLE = `http://127.0.0.1:${PORT}`;

let served: InstalledServe;
let upstream: Upstream;
let secret: string;

beforeAll(async () => {
  upstream = await startUpstream();
  served = await serveInstalled(['serve', '--port', String(PORT)]);
  secret = new URLSearchParams(new URL(served.url).hash.slice(1)).get('mcp-console-secret') ?? '';
});

afterAll(async () => {
  served.child.kill('SIGINT');
  await served.exited;
  upstream.server.closeAllConnections();
  await new Promise((resolve) => upstream.server.close(resolve));
});

const proxyPath = (target: string): string => `/.mcp-console/proxy?target=${encodeURIComponent(target)}`;

/** A raw POST, so Host and Origin can be anything (fetch does not let a caller set Host). */
function post(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end('{"jsonrpc":"2.0","id":1,"method":"ping"}');
  });
}

describe('the local proxy of the installed console (issue 32)', () => {
  it('listens on loopback and prints its per-run secret in the URL fragment', () => {
    expect(served.url).toMatch(new RegExp(`^${CONSOLE}/#mcp-console-secret=[0-9a-f]{64}$`));
  });

  it('refuses a request without the secret (401), with a wrong one (401), a foreign Origin or Host (403), and a file:, data: or own-origin target (400); the upstream sees none of them', async () => {
    const target = proxyPath(`${upstream.origin}/mcp`);
    const withSecret = { 'x-mcp-console-secret': secret };
    expect((await post(target, {})).status).toBe(401);
    expect((await post(target, { 'x-mcp-console-secret': '0'.repeat(64) })).status).toBe(401);
    expect((await post(target, { ...withSecret, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(target, { ...withSecret, host: `evil.example:${PORT}` })).status).toBe(403);
    for (const bad of ['file:///etc/passwd', 'data:text/plain,hello', `${CONSOLE}/.mcp-console/servers`]) {
      expect((await post(proxyPath(bad), withSecret)).status, bad).toBe(400);
    }
    expect(upstream.seen).toEqual([]);
  });

  it('forwards a request that carries the secret, with the console’s own Origin, and never passes the secret on', async () => {
    const answer = await post(proxyPath(`${upstream.origin}/mcp`), { 'x-mcp-console-secret': secret, origin: CONSOLE, 'mcp-method': 'ping' });
    expect(answer.status).toBe(201);
    expect(answer.body).toContain('ping');
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]?.headers['mcp-method']).toBe('ping');
    expect(upstream.seen[0]?.headers['x-mcp-console-secret']).toBeUndefined();
    expect(upstream.seen[0]?.headers.origin).toBeUndefined();
  });
});

describe('the hardened local proxy of the installed console (issue 39)', () => {
  const withSecret = (): Record<string, string> => ({ 'x-mcp-console-secret': secret });

  it("refuses its own address in IPv4-mapped, unspecified and numeric forms with 400, and nothing reaches it", async () => {
    for (const own of [`http://[::ffff:127.0.0.1]:${PORT}/`, `http://0.0.0.0:${PORT}/`, `http://0:${PORT}/`]) {
      const answer = await post(proxyPath(own), withSecret());
      expect(answer.status, own).toBe(400);
      expect(answer.body, own).toContain('own address');
    }
  });

  it('answers a bad upstream status line with 502 and stays up', async () => {
    const bad = await rawUpstream('HTTP/1.1 200 OK\x01\r\nContent-Length: 2\r\n\r\nok');
    try {
      expect((await post(proxyPath(`${bad.origin}/mcp`), withSecret())).status).toBe(502);
    } finally {
      await bad.close();
    }
    expect((await post(proxyPath(`${upstream.origin}/mcp`), withSecret())).status).toBe(201);
  });

  it('with --inject-headers, adds a --config entry’s header upstream and never shows its value to the page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-console-inject-'));
    const config = join(dir, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { remote: { type: 'http', url: `${upstream.origin}/mcp`, headers: { Authorization: 'Bearer ${env:INJECT_TOKEN}' } } } }));
    const injecting = await serveInstalled(['serve', '--port', '0', '--config', config, '--inject-headers'], dir, { INJECT_TOKEN: 'tok-7d1e' });
    try {
      const origin = new URL(injecting.url).origin;
      const headers = { 'x-mcp-console-secret': new URLSearchParams(new URL(injecting.url).hash.slice(1)).get('mcp-console-secret') ?? '' };
      const listing = await fetch(`${origin}/.mcp-console/servers`, { headers }).then((r) => r.text());
      expect(listing).toContain('"injectedHeaders":["Authorization"]');
      expect(listing).not.toContain('tok-7d1e');
      const proxied = await fetch(`${origin}${proxyPath(`${upstream.origin}/mcp`)}`, { method: 'POST', headers, body: '{}' });
      expect(proxied.status).toBe(201);
      expect(upstream.seen.at(-1)?.headers.authorization).toBe('Bearer tok-7d1e');
    } finally {
      injecting.child.kill('SIGINT');
      await injecting.exited;
    }
  });
});
