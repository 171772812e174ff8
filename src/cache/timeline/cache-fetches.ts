import type { QueryKey } from '@tanstack/react-query';
import type { RpcFrame } from '../../protocol/types';
import { frameParams, frameResult } from '../../protocol/timeline';
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
 */
export function cacheFetches(frames: readonly RpcFrame[]): CacheFetch[] {
  const requests = new Map<number, RpcFrame>();
  const fetches: CacheFetch[] = [];
  for (const frame of frames) {
    if (frame.kind === 'request' && frame.direction === 'out') {
      if (isCacheable(frame.method)) requests.set(frame.id, frame);
      continue;
    }
    const request = frame.requestFrameId === undefined ? undefined : requests.get(frame.requestFrameId);
    const result = frameResult(frame);
    if (request === undefined || result === undefined || !isCacheable(request.method) || result['resultType'] === 'input_required') continue;
    const params = Object.fromEntries(Object.entries(frameParams(request) ?? {}).filter(([name]) => !IGNORED_PARAMS.has(name)));
    const retried = frameParams(request)?.['inputResponses'] !== undefined;
    const uri = typeof params['uri'] === 'string' ? params['uri'] : undefined;
    fetches.push({ key: cacheEntryLabel(request.method, params), method: request.method, uri, at: frame.at, ttlMs: retried ? 0 : staleTimeFromHints(result), exchangeId: frame.exchangeId });
  }
  return fetches;
}

function keyLabel(key: QueryKey): string | undefined {
  const parsed = parseMcpKey(key);
  return parsed === undefined ? undefined : cacheEntryLabel(parsed.method, parsed.params);
}

/** Notification frames by method and URI, each list in time order. */
function notificationIndex(notifications: readonly RpcFrame[], uriOf: (f: RpcFrame) => string | undefined): Map<string, RpcFrame[]> {
  const index = new Map<string, RpcFrame[]>();
  for (const frame of notifications) {
    const key = `${frame.method ?? ''} ${uriOf(frame) ?? ''}`;
    const list = index.get(key);
    if (list === undefined) index.set(key, [frame]);
    else list.push(frame);
  }
  return index;
}

/** The notification an invalidation came from: same method and URI, at (or a tick before) it. */
function causeFrame(entry: InvalidationEntry, index: ReadonlyMap<string, readonly RpcFrame[]>): number | undefined {
  if (entry.notification === undefined) return undefined;
  const list = index.get(`${entry.notification.method} ${entry.notification.uri ?? ''}`) ?? [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const frame = list[i];
    // The log records the invalidation while handling the frame: same clock, within a few ms.
    if (frame !== undefined && frame.at <= entry.at + 50) return frame.id;
  }
  return undefined;
}

/** The invalidation log's entries, one per entry they hit, named like the entries. */
export function loggedInvalidations(entries: Iterable<InvalidationEntry>, notifications: readonly RpcFrame[], uriOf: (f: RpcFrame) => string | undefined): CacheInvalidation[] {
  const index = notificationIndex(notifications, uriOf);
  const out: CacheInvalidation[] = [];
  for (const entry of entries) {
    const frameId = causeFrame(entry, index);
    const keys = new Set(entry.keys.map(keyLabel).filter((k): k is string => k !== undefined));
    for (const key of keys) out.push({ id: `cache-inv:${entry.id}:${key}`, key, at: entry.at, cause: entry.cause, detail: entry.detail, notificationFrameId: frameId });
  }
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
 * (the same rules as `applyNotification`: a read of the URI, above or below it; every page of a list).
 */
export function impliedInvalidations(fetches: readonly CacheFetch[], notifications: readonly RpcFrame[], uriOf: (f: RpcFrame) => string | undefined): CacheInvalidation[] {
  // Distinct entries with their first fetch: a notification is checked against each entry once.
  const entries = new Map<string, CacheFetch>();
  for (const fetch of fetches) if (!entries.has(fetch.key)) entries.set(fetch.key, fetch);
  const out: CacheInvalidation[] = [];
  for (const frame of notifications) {
    const uri = uriOf(frame);
    const list = LIST_TARGETS[frame.method ?? ''];
    const updated = frame.method === 'notifications/resources/updated' && uri !== undefined;
    if (list === undefined && !updated) continue;
    const detail = `${frame.method ?? 'notification'}${uri === undefined ? '' : ` ${uri}`}`;
    for (const entry of entries.values()) {
      if (entry.at > frame.at) continue;
      const hit = list !== undefined ? entry.method === list : entry.uri !== undefined && uri !== undefined && related(uri, entry.uri);
      if (hit) out.push({ id: `cache-inv:n${frame.id}:${entry.key}`, key: entry.key, at: frame.at, cause: 'notification', detail, notificationFrameId: frame.id });
    }
  }
  return out;
}
