import { describe, expect, it, vi } from 'vitest';
import { shortTtlHarness } from './short-ttl-harness';
import { GATED_URI, SHORT_TTL_MS } from '../../e2e/fixtures/short-ttl-server';
import {
  CacheStats,
  InvalidationLog,
  applyNotification,
  cacheRows,
  discoverOptions,
  installMrtrEviction,
  mcpKey,
  readResourceOptions,
} from '../../src/cache';

const NEWS = 'short://public/news.txt';
const INBOX = 'short://private/inbox.txt';

const h = shortTtlHarness();

function firstText(result: { contents: readonly unknown[] }): string {
  const first = result.contents[0];
  return typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string' ? first.text : '';
}

async function bump(uri: string): Promise<void> {
  const response = await fetch(`${h.server.controlUrl}/update?uri=${encodeURIComponent(uri)}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

describe('resources/read through TanStack Query (spec §12)', () => {
  it('serves a revisit within ttlMs from the cache and fetches once after it', async () => {
    const stats = new CacheStats(h.queryClient);
    const first = await stats.query(readResourceOptions(h.ctx, NEWS));
    expect(h.wireRequests('resources/read')).toBe(1);
    expect(first.hints).toEqual({ ttlMs: SHORT_TTL_MS, cacheScope: 'public', raw: { ttlMs: SHORT_TTL_MS, cacheScope: 'public' } });
    expect(first.warnings).toEqual([]);
    expect(first.mrtr).toBe(false);
    const exchange = h.session.traffic.getExchange(first.exchangeId ?? -1);
    expect(exchange).toMatchObject({ rpcMethod: 'resources/read', mcpName: NEWS });

    vi.setSystemTime(Date.now() + SHORT_TTL_MS - 1);
    await stats.query(readResourceOptions(h.ctx, NEWS));
    await stats.ensureQueryData(readResourceOptions(h.ctx, NEWS));
    expect(h.wireRequests('resources/read')).toBe(1);
    const [fresh] = cacheRows(h.queryClient.getQueryCache().getAll(), Date.now(), { stats: stats.getSnapshot() });
    expect(fresh).toMatchObject({ params: NEWS, fresh: true, remainingMs: 1, fetchCount: 1, servedFromCache: 2, ttlMs: SHORT_TTL_MS });

    vi.setSystemTime(Date.now() + 1);
    const again = await stats.query(readResourceOptions(h.ctx, NEWS));
    expect(h.wireRequests('resources/read')).toBe(2);
    expect(again.exchangeId).not.toBe(first.exchangeId);
    stats.dispose();
  });

  it('bypasses the SDK response cache: an invalidated entry refetches on the wire within ttlMs', async () => {
    await h.queryClient.query(readResourceOptions(h.ctx, NEWS));
    await h.queryClient.invalidateQueries({ queryKey: mcpKey(h.ctx, 'resources/read', { uri: NEWS }) });
    await h.queryClient.query(readResourceOptions(h.ctx, NEWS));
    expect(h.wireRequests('resources/read')).toBe(2);
  });

  it('keeps principals apart: another principal’s fresh entry is not reused', async () => {
    await h.queryClient.query(readResourceOptions(h.ctx, INBOX));
    const bob = await h.queryClient.query(readResourceOptions({ ...h.ctx, principalId: 'bob' }, INBOX));
    expect(bob.hints.cacheScope).toBe('private');
    expect(h.wireRequests('resources/read')).toBe(2);
  });

  it('invalidates before the TTL ends when resources/updated arrives on a listen stream', async () => {
    const log = new InvalidationLog();
    const client = h.session.client;
    if (client === undefined) throw new Error('no client');
    client.setNotificationHandler('notifications/resources/updated', (notification) => {
      applyNotification(h.queryClient, { serverId: h.ctx.serverId, principalId: h.ctx.principalId, log }, notification);
    });
    const subscription = await client.listen({ resourceSubscriptions: ['short://docs'] });
    try {
      const before = await h.queryClient.query(readResourceOptions(h.ctx, 'short://docs'));
      const child = await h.queryClient.query(readResourceOptions(h.ctx, 'short://docs/intro.md'));
      expect(firstText(before.result)).toMatch(/v1/);
      await bump('short://docs');
      await vi.waitFor(() => expect(log.getSnapshot().size).toBe(1));
      const [entry] = log.getSnapshot();
      expect(entry).toMatchObject({ cause: 'notification', notification: { method: 'notifications/resources/updated', uri: 'short://docs' } });
      expect(entry?.keys).toEqual([mcpKey(h.ctx, 'resources/read', { uri: 'short://docs' }), mcpKey(h.ctx, 'resources/read', { uri: 'short://docs/intro.md' })]);

      const after = await h.queryClient.query(readResourceOptions(h.ctx, 'short://docs'));
      expect(Date.now() - before.receivedAt).toBeLessThan(SHORT_TTL_MS);
      expect(after.exchangeId).not.toBe(before.exchangeId);
      expect(h.wireRequests('resources/read')).toBe(3);
      const rows = cacheRows(h.queryClient.getQueryCache().getAll(), Date.now(), { invalidations: log.getSnapshot() });
      expect(rows.find((r) => r.params === 'short://docs/intro.md')).toMatchObject({ fresh: false, lastInvalidation: { cause: 'notification' } });
      expect(child.exchangeId).toBeDefined();
    } finally {
      await subscription.close();
    }
  });

  it('never caches a result obtained through an input_required retry (spec §11.3)', async () => {
    installMrtrEviction(h.queryClient);
    h.session.client?.setRequestHandler('elicitation/create', () => Promise.resolve({ action: 'accept', content: { name: 'ada' } }));
    const envelope = await h.queryClient.query(readResourceOptions(h.ctx, GATED_URI));
    expect(firstText(envelope.result)).toBe('hello ada\n');
    expect(envelope.mrtr).toBe(true);
    // The final answer still carries hints; they are shown but not honoured.
    expect(envelope.hints.ttlMs).toBe(SHORT_TTL_MS);
    expect(h.wireRequests('resources/read')).toBe(2);
    const retry = h.session.traffic.getExchange(envelope.exchangeId ?? -1);
    expect(retry?.request.body?.text).toContain('"inputResponses"');
    await vi.waitFor(() => expect(h.queryClient.getQueryData(mcpKey(h.ctx, 'resources/read', { uri: GATED_URI }))).toBeUndefined());
    await h.queryClient.query(readResourceOptions(h.ctx, GATED_URI));
    expect(h.wireRequests('resources/read')).toBe(4);
  });
});

describe('server/discover (spec §8)', () => {
  it('is seeded from the connect handshake, dated at connect time, and refetched after its TTL', async () => {
    const status = h.session.status.getSnapshot();
    if (status.state !== 'connected') throw new Error('not connected');
    const probes = h.wireRequests('server/discover');
    const seeded = await h.queryClient.query(discoverOptions(h.ctx));
    expect(seeded).toMatchObject({ source: 'connect', receivedAt: status.connectedAt, hints: { ttlMs: SHORT_TTL_MS, cacheScope: 'public' } });
    expect(h.session.traffic.getExchange(seeded.exchangeId ?? -1)?.rpcMethod).toBe('server/discover');
    expect(h.wireRequests('server/discover')).toBe(probes);

    vi.setSystemTime(status.connectedAt + SHORT_TTL_MS);
    const refetched = await h.queryClient.query(discoverOptions(h.ctx));
    expect(refetched.source).toBe('wire');
    expect(h.wireRequests('server/discover')).toBe(probes + 1);
  });
});
