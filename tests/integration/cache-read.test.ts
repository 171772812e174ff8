import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATED_URI, SHORT_TTL_MS, startShortTtlServer, type ShortTtlServer } from '../../e2e/fixtures/short-ttl-server';
import {
  CacheStats,
  InvalidationLog,
  applyNotification,
  cacheRows,
  discoverOptions,
  installMrtrEviction,
  mcpKey,
  readResourceOptions,
  type CacheContext,
} from '../../src/cache';
import { McpSession } from '../../src/protocol';

const NEWS = 'short://public/news.txt';
const INBOX = 'short://private/inbox.txt';

let server: ShortTtlServer;
let session: McpSession;
let queryClient: QueryClient;
let ctx: CacheContext;

beforeAll(async () => {
  server = await startShortTtlServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  // Only Date is faked: the network runs in real time while the TTL clock moves on command.
  vi.useFakeTimers({ toFake: ['Date'] });
  session = new McpSession({ url: server.url });
  const status = await session.connect();
  if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
  queryClient = new QueryClient();
  ctx = { session, serverId: server.url, principalId: 'alice' };
});
afterEach(async () => {
  queryClient.clear();
  await session.close();
  vi.useRealTimers();
});

/** HTTP requests that carried `method` (each is one exchange in the traffic log). */
function wireRequests(method: string): number {
  return session.traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === method).length;
}

function firstText(result: { contents: readonly unknown[] }): string {
  const first = result.contents[0];
  return typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string' ? first.text : '';
}

async function bump(uri: string): Promise<void> {
  const response = await fetch(`${server.controlUrl}/update?uri=${encodeURIComponent(uri)}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

describe('resources/read through TanStack Query (spec §12)', () => {
  it('serves a revisit within ttlMs from the cache and fetches once after it', async () => {
    const stats = new CacheStats(queryClient);
    const first = await stats.query(readResourceOptions(ctx, NEWS));
    expect(wireRequests('resources/read')).toBe(1);
    expect(first.hints).toEqual({ ttlMs: SHORT_TTL_MS, cacheScope: 'public', raw: { ttlMs: SHORT_TTL_MS, cacheScope: 'public' } });
    expect(first.warnings).toEqual([]);
    expect(first.mrtr).toBe(false);
    const exchange = session.traffic.getExchange(first.exchangeId ?? -1);
    expect(exchange).toMatchObject({ rpcMethod: 'resources/read', mcpName: NEWS });

    vi.setSystemTime(Date.now() + SHORT_TTL_MS - 1);
    await stats.query(readResourceOptions(ctx, NEWS));
    await stats.ensureQueryData(readResourceOptions(ctx, NEWS));
    expect(wireRequests('resources/read')).toBe(1);
    const [fresh] = cacheRows(queryClient.getQueryCache().getAll(), Date.now(), { stats: stats.getSnapshot() });
    expect(fresh).toMatchObject({ params: NEWS, fresh: true, remainingMs: 1, fetchCount: 1, servedFromCache: 2, ttlMs: SHORT_TTL_MS });

    vi.setSystemTime(Date.now() + 1);
    const again = await stats.query(readResourceOptions(ctx, NEWS));
    expect(wireRequests('resources/read')).toBe(2);
    expect(again.exchangeId).not.toBe(first.exchangeId);
    stats.dispose();
  });

  it('bypasses the SDK response cache: an invalidated entry refetches on the wire within ttlMs', async () => {
    await queryClient.query(readResourceOptions(ctx, NEWS));
    await queryClient.invalidateQueries({ queryKey: mcpKey(ctx, 'resources/read', { uri: NEWS }) });
    await queryClient.query(readResourceOptions(ctx, NEWS));
    expect(wireRequests('resources/read')).toBe(2);
  });

  it('keeps principals apart: another principal’s fresh entry is not reused', async () => {
    await queryClient.query(readResourceOptions(ctx, INBOX));
    const bob = await queryClient.query(readResourceOptions({ ...ctx, principalId: 'bob' }, INBOX));
    expect(bob.hints.cacheScope).toBe('private');
    expect(wireRequests('resources/read')).toBe(2);
  });

  it('invalidates before the TTL ends when resources/updated arrives on a listen stream', async () => {
    const log = new InvalidationLog();
    const client = session.client;
    if (client === undefined) throw new Error('no client');
    client.setNotificationHandler('notifications/resources/updated', (notification) => {
      applyNotification(queryClient, { serverId: ctx.serverId, principalId: ctx.principalId, log }, notification);
    });
    const subscription = await client.listen({ resourceSubscriptions: ['short://docs'] });
    try {
      const before = await queryClient.query(readResourceOptions(ctx, 'short://docs'));
      const child = await queryClient.query(readResourceOptions(ctx, 'short://docs/intro.md'));
      expect(firstText(before.result)).toMatch(/v1/);
      await bump('short://docs');
      await vi.waitFor(() => expect(log.getSnapshot()).toHaveLength(1));
      const [entry] = log.getSnapshot();
      expect(entry).toMatchObject({ cause: 'notification', notification: { method: 'notifications/resources/updated', uri: 'short://docs' } });
      expect(entry?.keys).toEqual([mcpKey(ctx, 'resources/read', { uri: 'short://docs' }), mcpKey(ctx, 'resources/read', { uri: 'short://docs/intro.md' })]);

      const after = await queryClient.query(readResourceOptions(ctx, 'short://docs'));
      expect(Date.now() - before.receivedAt).toBeLessThan(SHORT_TTL_MS);
      expect(after.exchangeId).not.toBe(before.exchangeId);
      expect(wireRequests('resources/read')).toBe(3);
      const rows = cacheRows(queryClient.getQueryCache().getAll(), Date.now(), { invalidations: log.getSnapshot() });
      expect(rows.find((r) => r.params === 'short://docs/intro.md')).toMatchObject({ fresh: false, lastInvalidation: { cause: 'notification' } });
      expect(child.exchangeId).toBeDefined();
    } finally {
      await subscription.close();
    }
  });

  it('never caches a result obtained through an input_required retry (spec §11.3)', async () => {
    installMrtrEviction(queryClient);
    session.client?.setRequestHandler('elicitation/create', () => Promise.resolve({ action: 'accept', content: { name: 'ada' } }));
    const envelope = await queryClient.query(readResourceOptions(ctx, GATED_URI));
    expect(firstText(envelope.result)).toBe('hello ada\n');
    expect(envelope.mrtr).toBe(true);
    // The final answer still carries hints; they are shown but not honoured.
    expect(envelope.hints.ttlMs).toBe(SHORT_TTL_MS);
    expect(wireRequests('resources/read')).toBe(2);
    const retry = session.traffic.getExchange(envelope.exchangeId ?? -1);
    expect(retry?.request.body?.text).toContain('"inputResponses"');
    await vi.waitFor(() => expect(queryClient.getQueryData(mcpKey(ctx, 'resources/read', { uri: GATED_URI }))).toBeUndefined());
    await queryClient.query(readResourceOptions(ctx, GATED_URI));
    expect(wireRequests('resources/read')).toBe(4);
  });
});

describe('server/discover (spec §8)', () => {
  it('is seeded from the connect handshake, dated at connect time, and refetched after its TTL', async () => {
    const status = session.status.getSnapshot();
    if (status.state !== 'connected') throw new Error('not connected');
    const probes = wireRequests('server/discover');
    const seeded = await queryClient.query(discoverOptions(ctx));
    expect(seeded).toMatchObject({ source: 'connect', receivedAt: status.connectedAt, hints: { ttlMs: SHORT_TTL_MS, cacheScope: 'public' } });
    expect(session.traffic.getExchange(seeded.exchangeId ?? -1)?.rpcMethod).toBe('server/discover');
    expect(wireRequests('server/discover')).toBe(probes);

    vi.setSystemTime(status.connectedAt + SHORT_TTL_MS);
    const refetched = await queryClient.query(discoverOptions(ctx));
    expect(refetched.source).toBe('wire');
    expect(wireRequests('server/discover')).toBe(probes + 1);
  });
});
