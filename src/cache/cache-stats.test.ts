import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CacheStats } from './cache-stats';

const key = ['mcp', 'srv', 'me', 'resources/read', { uri: 'x://a' }] as const;

function setup(staleTime: number) {
  const client = new QueryClient();
  const stats = new CacheStats(client);
  let requests = 0;
  const options = {
    queryKey: key,
    queryFn: () => {
      requests += 1;
      return Promise.resolve(requests);
    },
    staleTime,
  };
  const hash = () => client.getQueryCache().find({ queryKey: key, exact: true })?.queryHash ?? '';
  const counts = () => stats.getSnapshot().get(hash());
  return { client, stats, options, counts, requests: () => requests };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CacheStats', () => {
  it('counts a fetchQuery within staleTime as served from cache, and one after it as a fetch', async () => {
    const { stats, options, counts, requests } = setup(1_000);
    await stats.query(options);
    expect(counts()).toEqual({ fetches: 1, hits: 0 });
    await stats.query(options);
    await stats.query(options);
    expect(counts()).toEqual({ fetches: 1, hits: 2 });
    vi.advanceTimersByTime(1_000);
    await stats.query(options);
    expect(counts()).toEqual({ fetches: 2, hits: 2 });
    expect(requests()).toBe(2);
  });

  it('does not count joining a fetch in flight as a hit', async () => {
    const { stats, options, counts } = setup(1_000);
    const first = stats.query(options);
    const second = stats.query(options);
    await Promise.all([first, second]);
    expect(counts()).toEqual({ fetches: 1, hits: 0 });
  });

  it('counts ensureQueryData answered from cache, even when stale (TanStack semantics)', async () => {
    const { stats, options, counts } = setup(0);
    await stats.ensureQueryData(options);
    await stats.ensureQueryData(options);
    expect(counts()).toEqual({ fetches: 1, hits: 1 });
  });

  it('counts an observer mount served by fresh data, not one that fetches', async () => {
    const { client, stats, options, counts } = setup(1_000);
    await stats.query(options);
    const fresh = new QueryObserver(client, options).subscribe(() => undefined);
    await Promise.resolve();
    expect(counts()).toEqual({ fetches: 1, hits: 1 });
    fresh();
    vi.advanceTimersByTime(1_000);
    const stale = new QueryObserver(client, options).subscribe(() => undefined);
    await Promise.resolve();
    expect(counts()).toEqual({ fetches: 2, hits: 1 });
    stale();
  });

  it('forgets a removed query and notifies subscribers', async () => {
    const { client, stats, options, counts } = setup(1_000);
    const listener = vi.fn();
    stats.subscribe(listener);
    await stats.query(options);
    expect(listener).toHaveBeenCalled();
    client.removeQueries({ queryKey: key });
    expect(stats.getSnapshot().size).toBe(0);
    expect(counts()).toBeUndefined();
    stats.dispose();
  });
});
