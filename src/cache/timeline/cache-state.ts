import type { CacheFetch, CacheInvalidation } from './cache-fetches';
import { invalidationEvent, spansOf } from './cache-spans';
import type { ChangeSink } from './timeline-events';

interface KeyState {
  /** In time order (stable: equal times keep arrival order, as the full derivation's sort does). */
  fetches: CacheFetch[];
  invalidations: CacheInvalidation[];
}

/** A fetch whose spans depend on the clock: still fresh when last derived. */
interface Pending {
  key: string;
  fetch: CacheFetch;
  freshEnd: number;
  expiry: number | undefined;
}

/** Index after every item at or before `at` (upper bound), so an item lands after its equals. */
function after(list: readonly { at: number }[], at: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid]?.at ?? 0) <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Where `fetch` itself is in its key's list: a binary search, then back over equal times. */
function indexOfFetch(list: readonly CacheFetch[], fetch: CacheFetch): number {
  for (let i = after(list, fetch.at) - 1; i >= 0 && list[i]?.at === fetch.at; i -= 1) if (list[i] === fetch) return i;
  return -1;
}

function spanIds(fetch: CacheFetch): string[] {
  return [`cache:${fetch.at}:${fetch.key}:fresh`, `cache:${fetch.at}:${fetch.key}:stale`];
}

/**
 * The `cache` lane kept up to date one fetch or invalidation at a time (the same spans as
 * `cacheLane`): a new fetch touches its own spans and the previous fetch's stale span, an
 * invalidation the fetch it falls in, and a clock change only the fetches still fresh. Touched
 * fetches are derived once, in `flush`: a recording read in one update (thousands of fetches and
 * invalidations of the same entries) would otherwise derive each fetch about four times.
 */
export class CacheLaneState {
  private readonly keys = new Map<string, KeyState>();
  private readonly pending = new Map<CacheFetch, Pending>();
  /** Fetches whose spans may have changed since the last `flush`. */
  private readonly touched = new Set<CacheFetch>();
  private now = 0;

  addFetch(fetch: CacheFetch): void {
    const state = this.keyState(fetch.key);
    const index = after(state.fetches, fetch.at);
    state.fetches.splice(index, 0, fetch);
    this.touch(state.fetches[index - 1]);
    this.touch(fetch);
  }

  addInvalidation(inv: CacheInvalidation, change: ChangeSink): void {
    const state = this.keyState(inv.key);
    state.invalidations.splice(after(state.invalidations, inv.at), 0, inv);
    change.upsert(invalidationEvent(inv));
    this.touch(state.fetches[after(state.fetches, inv.at) - 1]);
  }

  /** Moves the clock: fetches whose fresh span has run out by `now` turn stale (at the next `flush`). */
  advance(now: number): void {
    this.now = now;
    for (const entry of this.pending.values()) if (entry.freshEnd <= now) this.touch(entry.fetch);
  }

  /** Derives the spans of every fetch touched since the last flush, each once, as things stand now. */
  flush(change: ChangeSink): void {
    for (const fetch of this.touched) {
      const index = indexOfFetch(this.keys.get(fetch.key)?.fetches ?? [], fetch);
      if (index >= 0) this.derive(fetch.key, index, change);
    }
    this.touched.clear();
  }

  /** The next moment a fresh span turns stale, so a live view knows when to move the clock. */
  get nextExpiry(): number | undefined {
    let next: number | undefined;
    for (const entry of this.pending.values()) if (entry.expiry !== undefined && (next === undefined || entry.expiry < next)) next = entry.expiry;
    return next;
  }

  private touch(fetch: CacheFetch | undefined): void {
    if (fetch !== undefined) this.touched.add(fetch);
  }

  private keyState(key: string): KeyState {
    let state = this.keys.get(key);
    if (state === undefined) this.keys.set(key, (state = { fetches: [], invalidations: [] }));
    return state;
  }

  private derive(key: string, index: number, change: ChangeSink): void {
    const state = this.keyState(key);
    const fetch = state.fetches[index];
    if (fetch === undefined) return;
    const spans = spansOf(fetch, state.fetches[index + 1], { key, now: this.now, invalidations: state.invalidations });
    const kept = new Set(spans.events.map((e) => e.id));
    for (const id of spanIds(fetch)) if (!kept.has(id)) change.remove(id);
    for (const event of spans.events) change.upsert(event);
    if (spans.freshEnd > this.now) this.pending.set(fetch, { key, fetch, freshEnd: spans.freshEnd, expiry: spans.expiry });
    else this.pending.delete(fetch);
  }
}
