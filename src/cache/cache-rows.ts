import { hashKey, type QueryKey } from '@tanstack/react-query';
import { envelopeStaleTime, isEnvelope } from './envelope';
import type { InvalidationCause, InvalidationEntry } from './invalidation';
import { parseMcpKey, type CacheableMethod } from './keys';
import type { CacheScope } from './policy';
import type { StatsSnapshot } from './cache-stats';

/** The part of a TanStack `Query` the cache panel reads; a real `Query` satisfies it. */
export interface QueryLike {
  queryKey: QueryKey;
  queryHash: string;
  state: {
    data: unknown;
    status: 'pending' | 'success' | 'error';
    fetchStatus: 'fetching' | 'paused' | 'idle';
    dataUpdatedAt: number;
    dataUpdateCount: number;
    errorUpdateCount: number;
    isInvalidated: boolean;
    error: unknown;
  };
  getObserversCount(): number;
}

/**
 * The entry's own state (ui-contract.md: `fresh` / `stale` / `fetching`): a fetch in flight, else
 * its freshness by its own ttlMs. Whether anything observes it is a separate fact (`observers`):
 * an entry nobody looks at is still fresh until its TTL runs out.
 */
export type RowStatus = 'fetching' | 'stale' | 'fresh';

export interface CacheRow {
  hash: string;
  key: QueryKey;
  serverId: string;
  principalId: string;
  method: CacheableMethod;
  /** `uri` for reads, `cursor` for list pages (`first page` without one). */
  params: string;
  status: RowStatus;
  /** Freshness alone, whether or not a fetch is in flight. */
  fresh: boolean;
  /** Components observing the entry now (0: inactive, kept until garbage-collected). */
  observers: number;
  /** The `ttlMs` as received (raw), for display. */
  ttlMs: unknown;
  cacheScope: CacheScope | undefined;
  /** Milliseconds until stale (0 when stale; Infinity for a legacy handshake entry). */
  remainingMs: number;
  /** Milliseconds since the data arrived; undefined before any data. */
  ageMs: number | undefined;
  fetchCount: number;
  servedFromCache: number;
  lastInvalidation: { at: number; cause: InvalidationCause; detail: string } | undefined;
  /** Update notifications that joined a re-read already owed instead of sending their own. */
  coalescedInvalidations: number;
  warnings: readonly string[];
  mrtr: boolean;
  error: string | undefined;
}

export interface CacheRowsContext {
  invalidations?: Iterable<InvalidationEntry>;
  coalesced?: ReadonlyMap<string, number>;
  stats?: StatsSnapshot;
}

export function paramsSummary(method: CacheableMethod, params: Readonly<Record<string, unknown>>): string {
  const uri = params['uri'];
  if (typeof uri === 'string') return uri;
  const cursor = params['cursor'];
  if (typeof cursor === 'string') return `cursor ${JSON.stringify(cursor)}`;
  const name = params['name'];
  if (typeof name === 'string') return name;
  return method.endsWith('/list') ? 'first page' : '';
}

function lastInvalidations(entries: Iterable<InvalidationEntry>): Map<string, InvalidationEntry> {
  const byHash = new Map<string, InvalidationEntry>();
  for (const entry of entries) for (const key of entry.keys) byHash.set(hashKey(key), entry);
  return byHash;
}

function errorText(error: unknown): string | undefined {
  if (error === null || error === undefined) return undefined;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

function freshness(query: QueryLike, now: number): { remainingMs: number; fresh: boolean } {
  const data = isEnvelope(query.state.data) ? query.state.data : undefined;
  if (data === undefined || query.state.isInvalidated) return { remainingMs: 0, fresh: false };
  const staleTime = envelopeStaleTime(data);
  const remainingMs = Math.max(0, query.state.dataUpdatedAt + staleTime - now);
  return { remainingMs, fresh: remainingMs > 0 };
}

function statusOf(query: QueryLike, fresh: boolean): RowStatus {
  if (query.state.fetchStatus === 'fetching') return 'fetching';
  return fresh ? 'fresh' : 'stale';
}

/**
 * Projects the QueryCache onto cache-panel rows (design.md "Cache hints onto
 * TanStack Query"; spec §12). Pure: `now` is passed in, so it is tested with
 * fake clocks. Queries not built by this layer are skipped.
 */
export function cacheRows(queries: readonly QueryLike[], now: number, context: CacheRowsContext = {}): CacheRow[] {
  const invalidated = lastInvalidations(context.invalidations ?? []);
  const rows: CacheRow[] = [];
  for (const query of queries) {
    const key = parseMcpKey(query.queryKey);
    if (key === undefined) continue;
    const data = isEnvelope(query.state.data) ? query.state.data : undefined;
    const { remainingMs, fresh } = freshness(query, now);
    const last = invalidated.get(query.queryHash);
    rows.push({
      hash: query.queryHash,
      key: query.queryKey,
      serverId: key.serverId,
      principalId: key.principalId,
      method: key.method,
      params: paramsSummary(key.method, key.params),
      status: statusOf(query, fresh),
      fresh,
      observers: query.getObserversCount(),
      ttlMs: data?.hints.raw.ttlMs,
      cacheScope: data?.hints.cacheScope,
      remainingMs,
      ageMs: data === undefined ? undefined : Math.max(0, now - query.state.dataUpdatedAt),
      fetchCount: query.state.dataUpdateCount + query.state.errorUpdateCount,
      servedFromCache: context.stats?.get(query.queryHash)?.hits ?? 0,
      lastInvalidation: last === undefined ? undefined : { at: last.at, cause: last.cause, detail: last.detail },
      coalescedInvalidations: context.coalesced?.get(query.queryHash) ?? 0,
      warnings: data?.warnings ?? [],
      mrtr: data?.mrtr ?? false,
      error: query.state.status === 'error' ? errorText(query.state.error) : undefined,
    });
  }
  return rows;
}
