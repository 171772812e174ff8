import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEverything } from '../../e2e/fixtures/everything';
import { McpSession, openSubscription, type SubscriptionEvent } from '../../src/protocol';

const URI = 'demo://resource/static/document/architecture.md';
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startEverything(0);
});
afterAll(async () => {
  await server.close();
});

describe('resources/subscribe against the unmodified server-everything (2025-11-25)', () => {
  it('delivers the unsolicited resources/updated of the GET stream to the lane', async () => {
    const session = new McpSession({ url: server.url });
    const status = await session.connect();
    const client = session.client;
    if (status.state !== 'connected' || client === undefined) throw new Error(`not connected: ${JSON.stringify(status)}`);
    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription({ client, inbound: session.inbound }, { resourceSubscriptions: [URI], toolsListChanged: true }, (e) => events.push(e));
    try {
      expect(sub.mode).toBe('legacy');
      expect(sub.honored.resourceSubscriptions).toEqual([URI]);
      // The server sends one update at once when its simulated updates are switched on.
      await client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
      await vi.waitFor(() => expect(events.find((e) => e.uri === URI)).toMatchObject({ method: 'notifications/resources/updated', subscriptionId: sub.id }), { timeout: 8_000 });
      await client.callTool({ name: 'toggle-subscriber-updates', arguments: {} });
    } finally {
      await sub.close();
      await session.close();
    }
    await expect(sub.ended).resolves.toEqual({ cause: 'local' });
  });
});
