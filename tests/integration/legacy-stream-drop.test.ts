import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isGetStream } from '../../e2e/fixtures/droppable-streams';
import { startDroppingProxy, type DroppingProxy } from '../../e2e/fixtures/dropping-proxy';
import { startEverything } from '../../e2e/fixtures/everything';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession, openSubscription } from '../../src/protocol';
import type { StreamEnd } from '../../src/protocol/server-features/stream-watch';

let everything: FixtureServer;
let proxy: DroppingProxy;

beforeAll(async () => {
  everything = await startEverything(0);
  proxy = await startDroppingProxy(everything.url, isGetStream);
}, 30_000);
afterAll(async () => {
  await proxy.close();
  await everything.close();
});

const openGetStreams = (session: McpSession): number =>
  session.traffic.getSnapshot().exchanges.filter((e) => e.request.method === 'GET' && e.state === 'streaming').length;

describe('a 2025 server whose standalone GET stream drops (spec §17.5)', () => {
  it('tells the legacy subscription, and the reopened stream is a new exchange', async () => {
    const session = new McpSession({ url: proxy.url });
    const status = await session.connect();
    expect(status).toMatchObject({ state: 'connected' });
    const client = session.client;
    if (client === undefined) throw new Error('no client');
    const ends: StreamEnd[] = [];
    const sub = await openSubscription(
      { client, inbound: session.inbound, streams: { traffic: session.traffic, url: session.url } },
      { resourceSubscriptions: ['demo://resource/static/document/architecture.md'] },
      () => undefined,
      (end) => ends.push(end),
    );
    try {
      expect(sub.mode).toBe('legacy');
      await vi.waitFor(() => expect(openGetStreams(session)).toBe(1), { timeout: 5_000 });
      const dropped = session.traffic.getSnapshot().exchanges.find((e) => e.request.method === 'GET' && e.state === 'streaming');
      expect(proxy.dropStreams()).toBe(1);
      await vi.waitFor(() => expect(ends).toHaveLength(1));
      expect(ends[0]?.exchangeId).toBe(dropped?.id);
      // The SDK reopens the stream on its own after its reconnection delay.
      await vi.waitFor(() => expect(openGetStreams(session)).toBe(1), { timeout: 10_000 });
    } finally {
      await sub.close();
      await session.close();
    }
    // Closing the session aborts the stream on purpose: that is not reported as a drop.
    expect(ends).toHaveLength(1);
  }, 30_000);
});
