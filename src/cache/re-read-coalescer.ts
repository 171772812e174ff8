import type { QueryCacheNotifyEvent, QueryClient, QueryKey } from '@tanstack/react-query';
import { FrameNotifier } from '../lib/buffers/frame-notifier';
import type { ExternalStore } from '../protocol';
import type { QueryPredicate } from './keys';

/** Coalesced invalidations per query hash: notifications that joined a re-read already owed. */
export type CoalescedCounts = ReadonlyMap<string, number>;

/**
 * Invalidation by notification with at most one re-read in flight per query (issue 24). An
 * update that arrives while the query is fetching does not cancel that fetch (TanStack's default
 * would, and the cancelled request still reaches the server); it owes one re-read after it. Any
 * further updates before then join that owed re-read and are counted as coalesced, so a burst for
 * one URI costs the current read plus one.
 */
export class ReReadCoalescer implements ExternalStore<CoalescedCounts> {
  private readonly owed = new Set<string>();
  private readonly counts = new Map<string, number>();
  private readonly notifier = new FrameNotifier();
  private snapshot: CoalescedCounts = new Map();
  private dirty = false;

  constructor(private readonly queryClient: QueryClient) {
    queryClient.getQueryCache().subscribe((event) => this.onEvent(event));
  }

  subscribe = (listener: () => void): (() => void) => this.notifier.subscribe(listener);

  /** A copy of the (few) per-query counts, made at most once per change batch. */
  getSnapshot = (): CoalescedCounts => {
    if (this.dirty) {
      this.snapshot = new Map(this.counts);
      this.dirty = false;
    }
    return this.snapshot;
  };

  /** Marks what `predicate` selects stale and re-reads the observed ones; returns their keys. */
  invalidate(predicate: QueryPredicate): QueryKey[] {
    const queries = this.queryClient.getQueryCache().findAll({ predicate });
    for (const query of queries) {
      query.invalidate();
      if (!query.isActive()) continue; // stale now; it re-reads on its next use
      if (query.state.fetchStatus !== 'fetching') this.refetch(query.queryKey);
      else if (!this.owed.has(query.queryHash)) this.owed.add(query.queryHash);
      else this.count(query.queryHash);
    }
    return queries.map((q) => q.queryKey);
  }

  private refetch(queryKey: QueryKey): void {
    void this.queryClient.refetchQueries({ queryKey, exact: true, type: 'active' }, { cancelRefetch: false });
  }

  private onEvent(event: QueryCacheNotifyEvent): void {
    const hash = event.query.queryHash;
    if (event.type === 'removed') {
      this.owed.delete(hash);
      return;
    }
    if (event.type !== 'updated' || !this.owed.has(hash) || event.query.state.fetchStatus === 'fetching') return;
    this.owed.delete(hash);
    const query = this.queryClient.getQueryCache().get(hash);
    if (query === undefined) return;
    // The read that just ended started before the update: its answer may already be old.
    query.invalidate();
    if (query.isActive()) this.refetch(query.queryKey);
  }

  private count(hash: string): void {
    this.counts.set(hash, (this.counts.get(hash) ?? 0) + 1);
    this.dirty = true;
    this.notifier.changed();
  }
}

const coalescers = new WeakMap<QueryClient, ReReadCoalescer>();

/** The coalescer of `queryClient`, created on first use (one per cache). */
export function coalescerFor(queryClient: QueryClient): ReReadCoalescer {
  let coalescer = coalescers.get(queryClient);
  if (coalescer === undefined) {
    coalescer = new ReReadCoalescer(queryClient);
    coalescers.set(queryClient, coalescer);
  }
  return coalescer;
}
