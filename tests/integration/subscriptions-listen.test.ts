import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startShortTtlServer, type ShortTtlServer } from '../../e2e/fixtures/short-ttl-server';
import { InvalidationLog, applyNotification, readResourceOptions } from '../../src/cache';
import { SubscriptionLanes } from '../../src/features/subscriptions/lanes-store';
import { McpSession, openSubscription, refusedParts, type SubscriptionEvent } from '../../src/protocol';

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

describe('subscriptions/listen against the short-TTL fixture (2026-07-28)', () => {
  it('resolves on the acknowledgement and delivers updates for the subscribed URI under its id', async () => {
    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription(host(), { toolsListChanged: true, resourceSubscriptions: [NEWS] }, (e) => events.push(e));
    try {
      expect(sub.mode).toBe('listen');
      expect(sub.id).toMatch(/^listen:/);
      expect(sub.honored.resourceSubscriptions).toEqual([NEWS]);
      expect(refusedParts(sub.requested, sub.honored)).toEqual([]);
      await control(`update?uri=${encodeURIComponent(NEWS)}`);
      await control('list-changed?kind=tools');
      await vi.waitFor(() => {
        expect(events.map((e) => [e.method, e.uri, e.subscriptionId])).toEqual([
          ['notifications/resources/updated', NEWS, sub.id],
          ['notifications/tools/list_changed', undefined, sub.id],
        ]);
      });
    } finally {
      await sub.close();
    }
    await expect(sub.ended).resolves.toEqual({ cause: 'local' });
  });

  it('keeps two lanes apart and stops delivering after close', async () => {
    const first: SubscriptionEvent[] = [];
    const second: SubscriptionEvent[] = [];
    const a = await openSubscription(host(), { resourceSubscriptions: [NEWS] }, (e) => first.push(e));
    const b = await openSubscription(host(), { promptsListChanged: true }, (e) => second.push(e));
    expect(a.id).not.toBe(b.id);
    await a.close();
    await control(`update?uri=${encodeURIComponent(NEWS)}`);
    await control('list-changed?kind=prompts');
    await vi.waitFor(() => expect(second.map((e) => e.method)).toEqual(['notifications/prompts/list_changed']));
    expect(first).toEqual([]);
    await b.close();
  });

  it('a notification on the stream invalidates the cached read before its TTL ends', async () => {
    const queryClient = new QueryClient();
    const log = new InvalidationLog();
    const untap = session.inbound.subscribe((message) => applyNotification(queryClient, { serverId: server.url, principalId: 'anonymous', log }, message));
    const ctx = { session, serverId: server.url, principalId: 'anonymous' };
    await queryClient.query(readResourceOptions(ctx, NEWS));
    const sub = await openSubscription(host(), { resourceSubscriptions: [NEWS] }, () => undefined);
    try {
      await control(`update?uri=${encodeURIComponent(NEWS)}`);
      await vi.waitFor(() => expect(queryClient.getQueryCache().find({ queryKey: readResourceOptions(ctx, NEWS).queryKey })?.state.isInvalidated).toBe(true));
      expect(log.getSnapshot().at(-1)).toMatchObject({ cause: 'notification', notification: { method: 'notifications/resources/updated', uri: NEWS, subscriptionId: sub.id } });
    } finally {
      untap();
      await sub.close();
      queryClient.clear();
    }
  });
});

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
      expect(lanes.getSnapshot().log.toArray().map((e) => [e.method, e.uri, e.subscriptionId])).toEqual([
        ['notifications/resources/updated', NEWS, lane?.subscriptionId],
      ]);
    });
    await lanes.close(1);
  });
});
