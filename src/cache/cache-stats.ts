import { hashKey, type QueryCacheNotifyEvent, type QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';
import type { ExternalStore } from '../protocol';

/** Per query: fetches started, and uses answered from the cache without one. */
export interface QueryStats {
  fetches: number;
  hits: number;
}

export type StatsSnapshot = ReadonlyMap<string, QueryStats>;

interface Before {
  fetches: number;
  servable: boolean;
}

type ExecuteOptions<TData, TKey extends QueryKey> = QueryExecuteOptions<TData, Error, TData, TData, TKey>;

/**
 * Counts, per query hash, how often a use of the cache was answered without a
 * request. TanStack emits no event for a fresh `query()` hit, so a use is
 * judged by comparing the fetch count before and after it: a use that started
 * no fetch, on a query that had data and was not already fetching, was served
 * from the cache (joining an in-flight fetch is neither). TanStack decides to
 * fetch synchronously, so the count right after the call is conclusive.
 * Observer mounts are judged the same way, once the mount's fetch decision is made.
 */
export class CacheStats implements ExternalStore<StatsSnapshot> {
  private readonly stats = new Map<string, QueryStats>();
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribeCache: () => void;
  // Built when read, not on every fetch: "Load all" starts a fetch per page, and only an open
  // Cache panel reads the counts.
  private snapshot: StatsSnapshot | undefined = new Map();

  constructor(private readonly queryClient: QueryClient) {
    this.unsubscribeCache = queryClient.getQueryCache().subscribe((event) => this.onEvent(event));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): StatsSnapshot => {
    this.snapshot ??= new Map([...this.stats].map(([hash, s]) => [hash, { ...s }]));
    return this.snapshot;
  };

  dispose(): void {
    this.unsubscribeCache();
  }

  /** `queryClient.query` (fetches when stale), counted. */
  query<TData, TKey extends QueryKey>(options: ExecuteOptions<TData, TKey>): Promise<TData> {
    const before = this.before(this.hashOf(options.queryKey));
    const promise = this.queryClient.query(options);
    this.judge(this.hashOf(options.queryKey), before);
    return promise;
  }

  /** Any cached data, even stale, else a fetch (TanStack's `staleTime: 'static'` read), counted. */
  ensureQueryData<TData, TKey extends QueryKey>(options: ExecuteOptions<TData, TKey>): Promise<TData> {
    return this.query({ ...options, staleTime: 'static' });
  }

  // A lookup by hash: `find({ exact: true })` hashes the key once per cached query.
  private hashOf(key: QueryKey): string | undefined {
    const hash = hashKey(key);
    return this.queryClient.getQueryCache().get(hash) === undefined ? undefined : hash;
  }

  private before(hash: string | undefined): Before {
    const query = hash === undefined ? undefined : this.queryClient.getQueryCache().get(hash);
    if (hash === undefined || query === undefined) return { fetches: 0, servable: false };
    return {
      fetches: this.stats.get(hash)?.fetches ?? 0,
      servable: query.state.data !== undefined && query.state.fetchStatus === 'idle',
    };
  }

  private judge(hash: string | undefined, before: Before): void {
    if (hash === undefined || !before.servable) return;
    const entry = this.entry(hash);
    if (entry.fetches !== before.fetches) return;
    entry.hits += 1;
    this.changed();
  }

  private entry(hash: string): QueryStats {
    let entry = this.stats.get(hash);
    if (entry === undefined) {
      entry = { fetches: 0, hits: 0 };
      this.stats.set(hash, entry);
    }
    return entry;
  }

  private onEvent(event: QueryCacheNotifyEvent): void {
    const hash = event.query.queryHash;
    if (event.type === 'removed') {
      if (this.stats.delete(hash)) this.changed();
    } else if (event.type === 'updated' && event.action.type === 'fetch') {
      this.entry(hash).fetches += 1;
      this.changed();
    } else if (event.type === 'observerAdded') {
      // The observer decides whether to fetch synchronously right after it is added.
      const before = this.before(hash);
      queueMicrotask(() => this.judge(hash, before));
    }
  }

  private changed(): void {
    this.snapshot = undefined;
    for (const listener of [...this.listeners]) listener();
  }
}
