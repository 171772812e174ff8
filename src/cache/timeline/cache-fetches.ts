import type { QueryKey } from '@tanstack/react-query';
import type { RpcFrame } from '../../protocol/model/types';
import { frameParams, frameResult } from '../../recording/timeline';
import { paramsSummary } from '../cache-rows';
import type { InvalidationCause, InvalidationEntry } from '../invalidation';
import { CACHEABLE_METHODS, isSameOrSubResource, parseMcpKey, type CacheableMethod } from '../keys';
import { staleTimeFromHints } from '../policy';

/** One result the cache stored: when it arrived, how long its hints keep it fresh, which exchange. */
export interface CacheFetch {
  key: string;
  method: CacheableMethod;
  uri: string | undefined;
  at: number;
  ttlMs: number;
  exchangeId: number | undefined;
}

/** One invalidation as it hit one entry, with the notification frame that caused it, if any. */
export interface CacheInvalidation {
  id: string;
  key: string;
  at: number;
  cause: InvalidationCause;
  detail: string;
  notificationFrameId: number | undefined;
}

function isCacheable(method: string | undefined): method is CacheableMethod {
  return (CACHEABLE_METHODS as readonly string[]).includes(method ?? '');
}

const IGNORED_PARAMS = new Set(['_meta', 'inputResponses', 'requestState']);

/** The Cache panel's name for an entry: its method and the params summary its row shows. */
export function cacheEntryLabel(method: CacheableMethod, params: Readonly<Record<string, unknown>>): string {
  const summary = paramsSummary(method, params);
  return summary === '' ? method : `${method} ${summary}`;
}

/**
 * Every result the cache took in, read back from the traffic frames (the same frames the
 * queries were answered with, live or recorded), so no second record of fetches is kept.
 * Results that came through an `input_required` retry are never fresh (spec §11.3, §12).
 * Fed one frame at a time, in log order.
 */
export class FetchReader {
  private readonly requests = new Map<number, RpcFrame>();

  add(frame: RpcFrame): CacheFetch | undefined {
    if (frame.kind === 'request' && frame.direction === 'out') {
      if (isCacheable(frame.method)) this.requests.set(frame.id, frame);
      return undefined;
    }
    const request = frame.requestFrameId === undefined ? undefined : this.requests.get(frame.requestFrameId);
    if (request === undefined) return undefined;
    this.requests.delete(request.id);
    const result = frameResult(frame);
    if (result === undefined || !isCacheable(request.method) || result['resultType'] === 'input_required') return undefined;
    const params = Object.fromEntries(Object.entries(frameParams(request) ?? {}).filter(([name]) => !IGNORED_PARAMS.has(name)));
    const retried = frameParams(request)?.['inputResponses'] !== undefined;
    const uri = typeof params['uri'] === 'string' ? params['uri'] : undefined;
    return { key: cacheEntryLabel(request.method, params), method: request.method, uri, at: frame.at, ttlMs: retried ? 0 : staleTimeFromHints(result), exchangeId: frame.exchangeId };
  }
}

export function cacheFetches(frames: readonly RpcFrame[]): CacheFetch[] {
  const reader = new FetchReader();
  const fetches: CacheFetch[] = [];
  for (const frame of frames) {
    const fetch = reader.add(frame);
    if (fetch !== undefined) fetches.push(fetch);
  }
  return fetches;
}

function keyLabel(key: QueryKey): string | undefined {
  const parsed = parseMcpKey(key);
  return parsed === undefined ? undefined : cacheEntryLabel(parsed.method, parsed.params);
}

/** How many recent notifications per method and URI wait to be named as an invalidation's cause. */
const KEPT_PER_KEY = 256;
/**
 * How far behind the tap the SDK may handle a notification: it reads event streams in paced
 * slices (decision 0024), so a storm's frames are logged well before their invalidations.
 */
const MAX_LAG_MS = 2_000;
/** The invalidation is recorded after its frame, on the same clock; a little slack for rounding. */
const SLACK_MS = 50;

interface KeyFrames {
  frames: RpcFrame[];
  /** The first frame no invalidation has named yet. */
  next: number;
}

/**
 * The recent notification frames by method and URI, in log order, to find an invalidation's cause.
 * The session handles notifications in the order the tap logged them and records one invalidation
 * for each, so the n-th invalidation of a URI names the n-th frame of that URI: claimed in order,
 * not "the newest before it", which in a storm gave one frame every link and the rest none.
 */
export class NotificationIndex {
  private readonly index = new Map<string, KeyFrames>();

  constructor(private readonly uriOf: (f: RpcFrame) => string | undefined) {}

  add(frame: RpcFrame): void {
    const key = `${frame.method ?? ''} ${this.uriOf(frame) ?? ''}`;
    const list = this.index.get(key);
    if (list === undefined) {
      this.index.set(key, { frames: [frame], next: 0 });
      return;
    }
    if (list.frames.push(frame) > 2 * KEPT_PER_KEY) {
      list.frames.splice(0, KEPT_PER_KEY);
      list.next = Math.max(0, list.next - KEPT_PER_KEY);
    }
  }

  /** The notification an invalidation came from: the oldest of its method and URI not named yet. */
  causeOf(entry: InvalidationEntry): number | undefined {
    if (entry.notification === undefined) return undefined;
    const list = this.index.get(`${entry.notification.method} ${entry.notification.uri ?? ''}`);
    if (list === undefined) return undefined;
    const { frames } = list;
    // A frame whose invalidation never came (malformed, or sent before this session) is passed over.
    while (list.next < frames.length && (frames[list.next]?.at ?? 0) < entry.at - MAX_LAG_MS) list.next += 1;
    const frame = frames[list.next];
    if (frame !== undefined && frame.at <= entry.at + SLACK_MS) {
      list.next += 1;
      return frame.id;
    }
    // Every frame is named (the log dropped one, or a clock disagreed): the newest before it.
    for (let i = Math.min(list.next, frames.length) - 1; i >= 0; i -= 1) {
      const before = frames[i];
      if (before !== undefined && before.at <= entry.at + SLACK_MS) return before.id;
    }
    return undefined;
  }
}

/** One logged invalidation, one per entry it hit, named like the entries. */
export function entryInvalidations(entry: InvalidationEntry, frameId: number | undefined): CacheInvalidation[] {
  const keys = new Set(entry.keys.map(keyLabel).filter((k): k is string => k !== undefined));
  return [...keys].map((key) => ({ id: `cache-inv:${entry.id}:${key}`, key, at: entry.at, cause: entry.cause, detail: entry.detail, notificationFrameId: frameId }));
}

/** The invalidation log's entries, one per entry they hit, named like the entries. */
export function loggedInvalidations(entries: Iterable<InvalidationEntry>, notifications: readonly RpcFrame[], uriOf: (f: RpcFrame) => string | undefined): CacheInvalidation[] {
  const index = new NotificationIndex(uriOf);
  for (const frame of notifications) index.add(frame);
  const out: CacheInvalidation[] = [];
  for (const entry of entries) out.push(...entryInvalidations(entry, index.causeOf(entry)));
  return out;
}

/** Same resource, or one inside the other (a sub-resource always starts with its parent's URI). */
function related(a: string, b: string): boolean {
  if (a === b) return true;
  if (!a.startsWith(b) && !b.startsWith(a)) return false;
  return isSameOrSubResource(a, b) || isSameOrSubResource(b, a);
}

const LIST_TARGETS: Readonly<Record<string, CacheableMethod>> = {
  'notifications/resources/list_changed': 'resources/list',
  'notifications/prompts/list_changed': 'prompts/list',
  'notifications/tools/list_changed': 'tools/list',
};

/**
 * For a recording, which has no invalidation log: the invalidations its notifications imply
 * (the same rules as `applyNotification`: a read of the URI, above or below it; every page of a
 * list). Fed fetches and notifications in log order; each notification is checked against each
 * distinct entry (its first fetch) once.
 */
export class ImpliedInvalidations {
  private readonly entries = new Map<string, CacheFetch>();

  constructor(private readonly uriOf: (f: RpcFrame) => string | undefined) {}

  addFetch(fetch: CacheFetch): void {
    if (!this.entries.has(fetch.key)) this.entries.set(fetch.key, fetch);
  }

  addNotification(frame: RpcFrame): CacheInvalidation[] {
    const uri = this.uriOf(frame);
    const list = LIST_TARGETS[frame.method ?? ''];
    const updated = frame.method === 'notifications/resources/updated' && uri !== undefined;
    if (list === undefined && !updated) return [];
    const detail = `${frame.method ?? 'notification'}${uri === undefined ? '' : ` ${uri}`}`;
    const out: CacheInvalidation[] = [];
    for (const entry of this.entries.values()) {
      if (entry.at > frame.at) continue;
      const hit = list !== undefined ? entry.method === list : entry.uri !== undefined && uri !== undefined && related(uri, entry.uri);
      if (hit) out.push({ id: `cache-inv:n${frame.id}:${entry.key}`, key: entry.key, at: frame.at, cause: 'notification', detail, notificationFrameId: frame.id });
    }
    return out;
  }
}
