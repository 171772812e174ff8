import { specTypeSchemas } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import { startShortTtlServer, type ShortTtlServer } from '../../e2e/fixtures/short-ttl-server';
import { SubscriptionLanes, type Lane } from '../../src/features/subscriptions/lanes-store';
import { McpSession } from '../../src/protocol';

const NEWS = 'short://public/news.txt';
// Re-listens quickly, so the test waits on the server, not on the default 1 s, 2 s… pacing.
const FAST = { baseMs: 100, maxMs: 400, maxAttempts: 40 };

/** The lanes as the Subscriptions panel builds them (features/subscriptions/use-lanes.ts). */
function lanesOf(session: McpSession, onRelisten: () => void): SubscriptionLanes {
  const client = session.client;
  if (client === undefined) throw new Error('no client');
  return new SubscriptionLanes({
    host: { client, inbound: session.inbound, streams: { traffic: session.traffic, url: session.url } },
    toError: (err) => session.toConsoleError(err).data,
    isAlive: () => session.client === client,
    onRelisten,
    backoff: FAST,
    schedule: (flush) => flush(),
  });
}

const only = (lanes: SubscriptionLanes): Lane => lanes.getSnapshot().lanes[0] ?? expectedLane();
function expectedLane(): never {
  throw new Error('no lane');
}
const updates = (lanes: SubscriptionLanes) => lanes.getSnapshot().log.toArray().filter((e) => e.method === 'notifications/resources/updated' && e.uri === NEWS);

async function update(server: ShortTtlServer): Promise<void> {
  const response = await fetch(`${server.controlUrl}/update?uri=${encodeURIComponent(NEWS)}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

describe.each([
  ['the stream drop alone', false],
  ['a request that found nobody (the console reconnects)', true],
])('a subscriptions/listen lane across a 2026-07-28 server restart, noticed by %s', (_label, requestWhileDown) => {
  it('listens again on the restarted server, so notifications/resources/updated still arrive on the lane', async () => {
    let server = await startShortTtlServer(0);
    const port = Number(new URL(server.url).port);
    const session = new McpSession({ url: server.url });
    const relistened = vi.fn();
    try {
      expect((await session.connect()).state).toBe('connected');
      const lanes = lanesOf(session, relistened);
      await lanes.listen({ resourceSubscriptions: [NEWS] });
      const first = only(lanes).subscriptionId;
      expect(only(lanes).state).toBe('open');

      await server.close();
      if (requestWhileDown) {
        await expect(session.request({ method: 'resources/read', params: { uri: NEWS } }, specTypeSchemas.ReadResourceResult)).rejects.toMatchObject({ data: { kind: 'network' } });
        expect(session.status.getSnapshot().state).toBe('reconnecting');
      }
      await vi.waitFor(() => expect(only(lanes).state).toBe('retrying'), { timeout: 5_000, interval: 20 });

      server = await startShortTtlServer(port);
      await vi.waitFor(() => expect(only(lanes).state).toBe('open'), { timeout: 15_000, interval: 50 });
      expect(session.status.getSnapshot().state).toBe('connected');
      // A new listen: a new subscription id on the same lane, and the caches told of the gap.
      expect(only(lanes).subscriptionId).not.toBe(first);
      expect(only(lanes).previousIds).toEqual([first]);
      expect(relistened).toHaveBeenCalled();

      await update(server);
      await vi.waitFor(() => expect(updates(lanes).map((e) => e.subscriptionId)).toEqual([only(lanes).subscriptionId]), { timeout: 5_000, interval: 20 });
      await lanes.close(only(lanes).key);
    } finally {
      await session.close();
      await server.close();
    }
  });
});
