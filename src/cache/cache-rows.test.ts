import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheRows, type QueryLike } from './cache-rows';
import { buildEnvelope, type McpEnvelope } from './envelope';
import { InvalidationLog } from './invalidation';
import { mcpKey } from './keys';

const scope = { serverId: 'srv', principalId: 'me' };
const T0 = Date.UTC(2026, 6, 28, 12, 0, 0);

function envelope(result: Record<string, unknown>, extra: Partial<McpEnvelope<unknown>> = {}): McpEnvelope<unknown> {
  return { ...buildEnvelope({ result, era: 'modern', receivedAt: T0, exchangeId: 7, mrtr: false, source: 'wire' }), ...extra };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cacheRows', () => {
  it('counts a TTL down from receipt: fresh, then stale once it has passed', () => {
    const client = new QueryClient();
    client.setQueryData(mcpKey(scope, 'resources/read', { uri: 'x://a' }), envelope({ contents: [], ttlMs: 1_500, cacheScope: 'private' }));
    const observer = new QueryObserver(client, { queryKey: mcpKey(scope, 'resources/read', { uri: 'x://a' }), enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);

    vi.advanceTimersByTime(1_000);
    const [row] = cacheRows(client.getQueryCache().getAll(), Date.now());
    expect(row).toMatchObject({ method: 'resources/read', params: 'x://a', status: 'fresh', observers: 1, fresh: true, ttlMs: 1_500, cacheScope: 'private', remainingMs: 500, ageMs: 1_000 });

    vi.advanceTimersByTime(500);
    expect(cacheRows(client.getQueryCache().getAll(), Date.now())[0]).toMatchObject({ status: 'stale', fresh: false, remainingMs: 0, ageMs: 1_500 });
    unsubscribe();
  });

  it('keeps an unobserved entry fresh by its own TTL and says apart that nothing observes it', () => {
    const client = new QueryClient();
    client.setQueryData(mcpKey(scope, 'tools/list', {}), envelope({ tools: [], ttlMs: 60_000, cacheScope: 'public' }));
    expect(cacheRows(client.getQueryCache().getAll(), Date.now())[0]).toMatchObject({ params: 'first page', status: 'fresh', observers: 0, fresh: true, remainingMs: 60_000 });
    vi.advanceTimersByTime(60_000);
    expect(cacheRows(client.getQueryCache().getAll(), Date.now())[0]).toMatchObject({ status: 'stale', observers: 0 });
  });

  it('labels an entry with a fetch in flight as fetching', async () => {
    const client = new QueryClient();
    let release: (value: McpEnvelope<unknown>) => void = () => undefined;
    const pending = client.query({ queryKey: mcpKey(scope, 'prompts/list', { cursor: 'p2' }), queryFn: () => new Promise<McpEnvelope<unknown>>((r) => (release = r)) });
    expect(cacheRows(client.getQueryCache().getAll(), Date.now())[0]).toMatchObject({ params: 'cursor "p2"', status: 'fetching', ageMs: undefined, fetchCount: 0 });
    release(envelope({ prompts: [], ttlMs: 10, cacheScope: 'public' }));
    await pending;
    expect(cacheRows(client.getQueryCache().getAll(), Date.now())[0]).toMatchObject({ fetchCount: 1, fresh: true });
  });

  it('treats an invalidated entry as stale before its TTL ends and names the cause', () => {
    const client = new QueryClient();
    const key = mcpKey(scope, 'resources/read', { uri: 'x://a' });
    client.setQueryData(key, envelope({ contents: [], ttlMs: 60_000, cacheScope: 'public' }));
    const log = new InvalidationLog({ now: Date.now });
    vi.advanceTimersByTime(200);
    void client.invalidateQueries({ queryKey: key });
    log.record({ cause: 'notification', detail: 'notifications/resources/updated x://a', keys: [key] });
    const [row] = cacheRows(client.getQueryCache().getAll(), Date.now(), { invalidations: log.getSnapshot() });
    expect(row).toMatchObject({ fresh: false, remainingMs: 0, lastInvalidation: { at: T0 + 200, cause: 'notification', detail: 'notifications/resources/updated x://a' } });
  });

  it('shows hints as received with their warnings, MRTR and error state', () => {
    const rows = cacheRows(
      [
        fakeQuery(mcpKey(scope, 'resources/read', { uri: 'x://m' }), envelope({ contents: [], ttlMs: 1_000, cacheScope: 'private' }, { mrtr: true })),
        fakeQuery(mcpKey(scope, 'resources/list', {}), envelope({ resources: [], ttlMs: -3, cacheScope: 'team' })),
        { ...fakeQuery(mcpKey(scope, 'tools/list', {}), undefined), state: { ...fakeQuery([], undefined).state, status: 'error', error: new Error('JSON-RPC -32603') } },
        fakeQuery(['not', 'ours'], 1),
      ],
      T0,
      { stats: new Map([['h:resources/list', { fetches: 1, hits: 4 }]]) },
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ mrtr: true, fresh: false, remainingMs: 0 });
    expect(rows[1]).toMatchObject({ ttlMs: -3, cacheScope: undefined, fresh: false, servedFromCache: 4 });
    expect(rows[1]?.warnings).toEqual(['ttlMs -3 is negative: treated as 0.', 'cacheScope "team" is not "public" or "private": treated as private.']);
    expect(rows[2]).toMatchObject({ error: 'JSON-RPC -32603', ageMs: undefined });
  });
});

function fakeQuery(queryKey: readonly unknown[], data: unknown): QueryLike {
  const method = typeof queryKey[3] === 'string' ? queryKey[3] : 'x';
  return {
    queryKey,
    queryHash: `h:${method}`,
    state: { data, status: 'success', fetchStatus: 'idle', dataUpdatedAt: T0, dataUpdateCount: 1, errorUpdateCount: 0, isInvalidated: false, error: null },
    getObserversCount: () => 1,
  };
}
