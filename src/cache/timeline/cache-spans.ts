import { notificationId, timelineEvent, type TimelineEvent } from '../../recording/timeline';
import type { CacheFetch, CacheInvalidation } from './cache-fetches';

export interface CacheLane {
  events: TimelineEvent[];
  /** Notification event id → the cache events it invalidated. */
  invalidatedBy: Map<string, string[]>;
  /** The next moment a fresh span turns stale, so a live view knows when to derive again. */
  nextExpiry: number | undefined;
}

function groupBy<T extends { key: string; at: number }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.key);
    if (list === undefined) groups.set(item.key, [item]);
    else list.push(item);
  }
  for (const list of groups.values()) list.sort((a, b) => a.at - b.at);
  return groups;
}

/** The first invalidation in [from, to) of a time-ordered list (binary search: an entry may have thousands). */
function firstInvalidation(list: readonly CacheInvalidation[], from: number, to: number): CacheInvalidation | undefined {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((list[mid]?.at ?? 0) < from) low = mid + 1;
    else high = mid;
  }
  const hit = list[low];
  return hit !== undefined && hit.at < to ? hit : undefined;
}

export interface SpanContext {
  key: string;
  now: number;
  invalidations: readonly CacheInvalidation[];
}

/** The fresh span of one fetch and the stale span after it (up to the next fetch, or now). */
export function spansOf(fetch: CacheFetch, next: CacheFetch | undefined, ctx: SpanContext): { events: TimelineEvent[]; expiry: number | undefined; freshEnd: number } {
  const until = next?.at ?? Number.POSITIVE_INFINITY;
  const expiry = fetch.at + fetch.ttlMs;
  const cut = firstInvalidation(ctx.invalidations, fetch.at, Math.min(expiry, until));
  const freshEnd = Math.min(cut?.at ?? expiry, until);
  const base = { lane: 'cache' as const, cacheKey: ctx.key, exchangeId: fetch.exchangeId, method: fetch.method };
  const fetched = `Fetched over exchange #${fetch.exchangeId ?? '?'}, ttlMs ${fetch.ttlMs}`;
  const events: TimelineEvent[] = [];
  if (freshEnd > fetch.at) {
    events.push(
      timelineEvent({
        ...base,
        id: `cache:${fetch.at}:${ctx.key}:fresh`,
        start: fetch.at,
        end: freshEnd,
        status: freshEnd > ctx.now ? 'open' : 'ok',
        label: `${ctx.key} fresh`,
        details: [fetched, cut === undefined ? `Fresh until ${fetch.ttlMs} ms after the fetch` : `Fresh until invalidated (${cut.cause}: ${cut.detail})`],
      }),
    );
  }
  if (freshEnd < until && freshEnd <= ctx.now) {
    const why = cut === undefined ? 'ttlMs expired' : `invalidated (${cut.cause})`;
    events.push(
      timelineEvent({
        ...base,
        id: `cache:${fetch.at}:${ctx.key}:stale`,
        start: freshEnd,
        end: next?.at,
        open: next === undefined,
        status: 'ok',
        label: `${ctx.key} stale: ${why}`,
        details: [fetched, `Stale since ${why}${next === undefined ? '' : `, refetched ${Math.round(next.at - freshEnd)} ms later`}`],
      }),
    );
  }
  return { events, freshEnd, expiry: freshEnd > ctx.now && cut === undefined && expiry < until ? expiry : undefined };
}

export function invalidationEvent(inv: CacheInvalidation): TimelineEvent {
  const source = inv.notificationFrameId === undefined ? undefined : notificationId({ id: inv.notificationFrameId });
  return timelineEvent({
    id: inv.id,
    lane: 'cache',
    start: inv.at,
    label: `${inv.key} invalidated (${inv.cause}): ${inv.detail}`,
    details: [`Cause: ${inv.cause}`, inv.detail],
    cacheKey: inv.key,
    links: source === undefined ? [] : [source],
  });
}

/**
 * The `cache` lane (spec §12): per entry, each fetch is fresh until its ttlMs runs out (or an
 * invalidation cuts it short), then stale until the next fetch; invalidations are marks with
 * their cause, linked to the notification that caused them.
 */
export function cacheLane(fetches: readonly CacheFetch[], invalidations: readonly CacheInvalidation[], now: number): CacheLane {
  const byKey = groupBy(invalidations);
  const events: TimelineEvent[] = [];
  let nextExpiry: number | undefined;
  for (const [key, list] of groupBy(fetches)) {
    const ctx: SpanContext = { key, now, invalidations: byKey.get(key) ?? [] };
    list.forEach((fetch, i) => {
      const spans = spansOf(fetch, list[i + 1], ctx);
      events.push(...spans.events);
      if (spans.expiry !== undefined && (nextExpiry === undefined || spans.expiry < nextExpiry)) nextExpiry = spans.expiry;
    });
  }
  const invalidatedBy = new Map<string, string[]>();
  for (const inv of invalidations) {
    const event = invalidationEvent(inv);
    events.push(event);
    const source = event.links[0];
    if (source !== undefined) invalidatedBy.set(source, [...(invalidatedBy.get(source) ?? []), event.id]);
  }
  return { events, invalidatedBy, nextExpiry };
}
