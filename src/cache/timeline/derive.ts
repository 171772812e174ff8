import type { AuthStep } from '../../protocol/auth/auth-types';
import {
  authStepEvent,
  compareEvents,
  emptyFacts,
  factsByExchange,
  httpEvent,
  inputRoundEvents,
  isStream,
  modelEvent,
  noteEvent,
  notificationEvent,
  notificationUri,
  streamEvents,
  type TimelineEvent,
} from '../../recording/timeline';
import type { HttpExchange, RpcFrame } from '../../protocol/model/types';
import type { ModelExchange } from '../../models';
import type { InvalidationEntry } from '../invalidation';
import { cacheFetches, FetchReader, ImpliedInvalidations, loggedInvalidations, type CacheFetch, type CacheInvalidation } from './cache-fetches';
import { cacheLane } from './cache-spans';

/** The stores the timeline reads (live) or the recording it replays; nothing of its own. */
export interface TimelineSources {
  exchanges: readonly HttpExchange[];
  frames: readonly RpcFrame[];
  /** The live invalidation log; absent for a recording, whose notifications imply them. */
  invalidations?: Iterable<InvalidationEntry> | undefined;
  authSteps?: readonly AuthStep[] | undefined;
  /** The Playground's requests to the model endpoint (the `model` lane). */
  modelExchanges?: readonly ModelExchange[] | undefined;
  now: number;
}

export interface TimelineModel {
  /** Every event in `compareEvents` order (start, lane, id), as the `Timeline events` table lists them. */
  events: readonly TimelineEvent[];
  byId: ReadonlyMap<string, TimelineEvent>;
  /** Earliest start and latest end, no later than now (open spans end now); undefined with no events. */
  range: { start: number; end: number } | undefined;
  nextExpiry: number | undefined;
}

function wireEvents(sources: TimelineSources): { events: TimelineEvent[]; notifications: RpcFrame[] } {
  const grouped = factsByExchange(sources.frames);
  const events: TimelineEvent[] = [];
  for (const exchange of sources.exchanges) {
    const facts = grouped.get(exchange.id) ?? emptyFacts();
    events.push(httpEvent(exchange, facts));
    if (isStream(exchange)) events.push(...streamEvents(exchange, facts));
    const note = noteEvent(exchange);
    if (note !== undefined) events.push(note);
  }
  const notifications: RpcFrame[] = [];
  for (const frame of sources.frames) {
    const event = notificationEvent(frame);
    if (event === undefined) continue;
    notifications.push(frame);
    events.push(event);
  }
  events.push(...inputRoundEvents(sources.frames));
  for (const step of sources.authSteps ?? []) events.push(authStepEvent(step));
  for (const exchange of sources.modelExchanges ?? []) events.push(modelEvent(exchange));
  return { events, notifications };
}

/** A recording's fetches and the invalidations its notifications imply, read in log order. */
function impliedFetches(frames: readonly RpcFrame[]): { fetches: CacheFetch[]; invalidations: CacheInvalidation[] } {
  const reader = new FetchReader();
  const implied = new ImpliedInvalidations(notificationUri);
  const fetches: CacheFetch[] = [];
  const invalidations: CacheInvalidation[] = [];
  for (const frame of frames) {
    const fetch = reader.add(frame);
    if (fetch !== undefined) {
      fetches.push(fetch);
      implied.addFetch(fetch);
    }
    if (notificationEvent(frame) !== undefined) invalidations.push(...implied.addNotification(frame));
  }
  return { fetches, invalidations };
}

/**
 * The whole timeline as plain data (design.md "Time-based views"): derived from the traffic
 * log, the invalidation log and the auth steps each time they change, recording nothing itself.
 * One pass per source plus one sort. The live panel and replays use the incremental
 * `TimelineStore`, which gives the same result; this is its reference (and its tests').
 */
export function deriveTimeline(sources: TimelineSources): TimelineModel {
  const { events, notifications } = wireEvents(sources);
  const { fetches, invalidations } =
    sources.invalidations === undefined
      ? impliedFetches(sources.frames)
      : { fetches: cacheFetches(sources.frames), invalidations: loggedInvalidations(sources.invalidations, notifications, notificationUri) };
  const cache = cacheLane(fetches, invalidations, sources.now);
  const linked = events.map((event) => {
    const targets = cache.invalidatedBy.get(event.id);
    return targets === undefined ? event : { ...event, links: [...event.links, ...targets] };
  });
  const all = [...linked, ...cache.events].sort(compareEvents);
  const byId = new Map(all.map((event) => [event.id, event]));
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const event of all) {
    start = Math.min(start, event.start);
    // A fresh span ends when its ttlMs runs out, maybe an hour ahead: the range stops at now, so
    // Fit and Follow live show what happened, not an empty future.
    const last = event.end ?? (event.open ? sources.now : event.start);
    end = Math.max(end, Math.min(last, Math.max(sources.now, event.start)));
  }
  return { events: all, byId, range: all.length === 0 ? undefined : { start, end }, nextExpiry: cache.nextExpiry };
}
