import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSpec, post, startBridge } from './stdio-bridge-harness';

let bridge: Awaited<ReturnType<typeof startBridge>>;
const marker = join(mkdtempSync(join(tmpdir(), 'bridge-hostile-')), 'started-by-a-request');
/** What a hostile page would love the bridge to run. */
const HOSTILE = { command: 'touch', args: [marker], env: { NODE_OPTIONS: `--require ${marker}` }, cwd: '/' };

beforeAll(async () => {
  bridge = await startBridge(fixtureSpec());
});
afterAll(async () => {
  await bridge.close();
});

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'hostile', version: '1' }, ...HOSTILE } };
const secretHeader = (): Record<string, string> => bridge.headers;

/** A raw request, so the Host header can be anything (fetch does not let a page set it). */
function rawRequest(path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; body: string }> {
  const { port } = new URL(bridge.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function childSaw(): { spawns: number; frames: number } {
  return { spawns: bridge.bridge.state().spawns, frames: bridge.host.frameCounts('fixture')?.toChild ?? -1 };
}

describe('the bridge guard (0031 Security)', () => {
  it('refuses a request without the secret (401), with a wrong one (401), a foreign Origin (403) or a foreign Host (403), and the child sees none of them', async () => {
    const before = childSaw();
    const mcpPath = new URL(bridge.url).pathname;
    const query = `?command=touch&args=${encodeURIComponent(marker)}`;
    expect((await post(bridge.url + query, initialize, { 'x-command': 'touch' })).status).toBe(401);
    expect((await post(bridge.url, initialize, { 'x-mcp-console-secret': '0'.repeat(64) })).status).toBe(401);
    expect((await post(bridge.url, initialize, { 'x-mcp-console-secret': bridge.host.secret.slice(0, 63) })).status).toBe(401);
    expect((await post(bridge.url, initialize, { ...secretHeader(), origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(bridge.url, initialize, { ...secretHeader(), origin: 'null' })).status).toBe(403);
    const { port } = new URL(bridge.url);
    expect((await rawRequest(mcpPath, { ...secretHeader(), host: `evil.example:${port}` }, JSON.stringify(initialize))).status).toBe(403);
    expect((await rawRequest(mcpPath, { ...secretHeader(), host: `127.0.0.1:${Number(port) + 1}` }, JSON.stringify(initialize))).status).toBe(403);
    // The other endpoints are behind the same guard.
    for (const path of ['/.mcp-console/servers', '/.mcp-console/bridge/fixture/restart', '/.mcp-console/bridge/fixture/events']) {
      expect((await rawRequest(path, { host: `127.0.0.1:${port}` })).status).toBe(401);
      expect((await rawRequest(path, { ...secretHeader(), host: `127.0.0.1:${port}`, origin: 'http://localhost:1' })).status).toBe(403);
    }
    expect(childSaw()).toEqual(before);
  });

  it('lets no body, query or header start or change a process, even with the secret', async () => {
    const before = childSaw();
    const served = await post(`${bridge.url}?command=touch&args=${encodeURIComponent(marker)}`, initialize, { ...secretHeader(), 'x-command': 'touch', 'x-args': marker });
    expect(served.status).toBe(200);
    await served.text();
    const other = bridge.url.replace('/bridge/fixture/', '/bridge/touch/');
    expect((await post(other, { ...initialize, id: 2 }, secretHeader())).status).toBe(404);
    const servers = await fetch(new URL('/.mcp-console/servers?command=touch', bridge.url), { headers: secretHeader() });
    expect(await servers.json()).toEqual({ servers: [{ id: 'fixture', kind: 'stdio', name: 'stdio: stdio-server.ts', url: bridge.url, command: `${process.execPath} --import tsx ${fixtureSpec().args[2] ?? ''}` }] });
    // The frame went to the running child unchanged; no process was spawned for it.
    expect(childSaw()).toEqual({ spawns: before.spawns, frames: before.frames + 1 });
    expect(existsSync(marker)).toBe(false);
    expect(bridge.bridge.spec.args).toEqual(fixtureSpec().args);
  });

  it('accepts the page’s own origin under any loopback name of the listener', async () => {
    const { port } = new URL(bridge.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const listed = await rawRequest('/.mcp-console/servers', { ...secretHeader(), host, origin: `http://${host}` });
      expect(listed.status).toBe(405); // POST: passed the guard, refused by the endpoint
    }
  });
});
