import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startShortTtlServer, type ShortTtlServer } from '../../e2e/fixtures/short-ttl-server';
import { SubscriptionLanes } from '../../src/features/subscriptions/lanes-store';
import { McpSession, openSubscription } from '../../src/protocol';

const NEWS = 'short://public/news.txt';

let server: ShortTtlServer;
let session: McpSession;

beforeAll(async () => {
  server = await startShortTtlServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  session = new McpSession({ url: server.url });
  const status = await session.connect();
  if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
});
afterEach(async () => {
  await session.close();
});

function host() {
  const client = session.client;
  if (client === undefined) throw new Error('no client');
  return { client, inbound: session.inbound };
}

async function control(path: string): Promise<string> {
  const response = await fetch(`${server.controlUrl}/${path}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.text()).trim();
}

describe('a listen stream that drops mid-flight (spec §17.4)', () => {
  it('ends the subscription as dropped, not as closed or cancelled', async () => {
    const sub = await openSubscription(host(), { resourceSubscriptions: [NEWS] }, () => undefined);
    expect(await control('drop-listens')).toBe('1');
    await expect(sub.ended).resolves.toMatchObject({ cause: 'dropped' });
  });

  it('re-listens with a new id and keeps delivering updates to the same lane', async () => {
    const relistened = vi.fn();
    const lanes = new SubscriptionLanes({
      host: host(),
      toError: (err) => session.toConsoleError(err).data,
      backoff: { baseMs: 10, maxMs: 10, maxAttempts: 3 },
      onRelisten: relistened,
    });
    await lanes.listen({ resourceSubscriptions: [NEWS] });
    const first = lanes.getSnapshot().lanes[0];
    expect(first?.state).toBe('open');
    const firstId = first?.subscriptionId;

    expect(await control('drop-listens')).toBe('1');
    await vi.waitFor(() => {
      const lane = lanes.getSnapshot().lanes[0];
      expect(lane?.state).toBe('open');
      expect(lane?.previousIds).toEqual([firstId]);
    });
    const lane = lanes.getSnapshot().lanes[0];
    expect(lane?.subscriptionId).not.toBe(firstId);
    expect(relistened).toHaveBeenCalledTimes(1);

    await control(`update?uri=${encodeURIComponent(NEWS)}`);
    await vi.waitFor(() => {
      expect(lanes.getSnapshot().log.map((e) => [e.method, e.uri, e.subscriptionId])).toEqual([
        ['notifications/resources/updated', NEWS, lane?.subscriptionId],
      ]);
    });
    await lanes.close(1);
  });
});
