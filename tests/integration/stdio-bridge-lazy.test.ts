import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeHost } from '../../bin/serve/host';
import { McpSession, openSubscription, type SubscriptionEvent } from '../../src/protocol';
import { everythingSpec, fixtureSpec, post } from './stdio-bridge-harness';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A BridgeHost mounted as `serve` mounts it, on an ephemeral loopback port. */
async function hosted(host: BridgeHost): Promise<string> {
  const server: Server = createServer((req, res) => {
    if (!host.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  const { port } = address;
  host.listening({ host: '127.0.0.1', port });
  cleanup.push(async () => {
    await host.stopAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${port}`;
}

describe('a lazy bridge (a --config stdio entry)', () => {
  it('starts on the first request that passes the guard, never on a refused one', async () => {
    const host = new BridgeHost({ stdio: [{ ...fixtureSpec('lazy'), lazy: true }], echo: () => undefined });
    await hosted(host);
    const bridge = host.bridge('lazy');
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    expect((await post(host.mcpUrl('lazy'), init, {})).status).toBe(401);
    expect((await post(host.mcpUrl('lazy'), init, { 'x-mcp-console-secret': host.secret, origin: 'http://evil.example' })).status).toBe(403);
    expect(bridge?.state()).toMatchObject({ running: false, spawns: 0 });
    const served = await post(host.mcpUrl('lazy'), init, { 'x-mcp-console-secret': host.secret });
    expect(served.status).toBe(200);
    await served.text();
    expect(bridge?.state()).toMatchObject({ running: true, spawns: 1 });
  });
});

describe('the legacy GET stream through the bridge', () => {
  it('carries server-everything’s unsolicited resources/updated to a legacy subscription', async () => {
    const host = new BridgeHost({ stdio: [everythingSpec()], echo: () => undefined });
    await hosted(host);
    await host.startEager();
    const session = new McpSession({ url: host.mcpUrl('everything'), headers: { 'x-mcp-console-secret': host.secret } });
    cleanup.push(() => session.close());
    const status = await session.connect();
    const client = session.client;
    if (status.state !== 'connected' || client === undefined) throw new Error(`not connected: ${JSON.stringify(status)}`);
    const uri = 'demo://resource/static/document/architecture.md';
    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription({ client, inbound: session.inbound }, { resourceSubscriptions: [uri] }, (e) => events.push(e));
    try {
      expect(sub.mode).toBe('legacy');
      await client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
      await vi.waitFor(() => expect(events.find((e) => e.uri === uri)).toMatchObject({ method: 'notifications/resources/updated' }), { timeout: 10_000 });
      await client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    } finally {
      await sub.close();
    }
  });
});
