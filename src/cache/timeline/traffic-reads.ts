import { LogWindow } from '../../lib/buffers/log-buffer';
import { exchangeById, TrafficView } from '../../protocol/transport/tap/traffic-view';
import type { HttpExchange, RpcFrame, TrafficSnapshot } from '../../protocol/model/types';
import type { InvalidationEntry } from '../invalidation';

/** A log read by position: a live window or a plain array, both in id order. */
interface Positional<T> {
  count: number;
  at(index: number): T | undefined;
}

function positional<T>(items: LogWindow<T> | readonly T[]): Positional<T> {
  if (items instanceof LogWindow) return { count: items.size, at: (i) => items.at(i) };
  return { count: items.length, at: (i) => items[i] };
}

/** Everything after id `lastId`: a binary search for the first newer entry, then the tail. O(log n + new). */
function after<T>(log: Positional<T>, lastId: number, idOf: (item: T) => number): T[] {
  let low = 0;
  let high = log.count;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const item = log.at(mid);
    if (item !== undefined && idOf(item) <= lastId) low = mid + 1;
    else high = mid;
  }
  const out: T[] = [];
  for (let i = low; i < log.count; i += 1) {
    const item = log.at(i);
    if (item !== undefined) out.push(item);
  }
  return out;
}

function exchangeLog(traffic: TrafficSnapshot): Positional<HttpExchange> {
  if (traffic instanceof TrafficView) return { count: traffic.exchangeCount, at: (i) => traffic.exchangeAt(i) };
  return positional(traffic.exchanges);
}

/** Frames with an id above `lastId`, in log order (ids only grow). */
export function newFrames(traffic: TrafficSnapshot, lastId: number): RpcFrame[] {
  return after(traffic instanceof TrafficView ? positional(traffic.frameLog) : positional(traffic.frames), lastId, (f) => f.id);
}

export function newExchanges(traffic: TrafficSnapshot, lastId: number): HttpExchange[] {
  return after(exchangeLog(traffic), lastId, (e) => e.id);
}

/** Invalidation entries with an id above `lastId`; a log window or an array is searched, anything else scanned. */
export function newInvalidations(entries: Iterable<InvalidationEntry>, lastId: number): InvalidationEntry[] {
  if (entries instanceof LogWindow || Array.isArray(entries)) return after(positional<InvalidationEntry>(entries), lastId, (e) => e.id);
  return [...entries].filter((e) => e.id > lastId);
}

export function watchedExchange(traffic: TrafficSnapshot, id: number): HttpExchange | undefined {
  return exchangeById(traffic, id);
}

export function oldestExchangeId(traffic: TrafficSnapshot): number | undefined {
  return exchangeLog(traffic).at(0)?.id;
}

/**
 * Changes when the traffic log is cleared: positions keep counting through a clear, drops do
 * not, so their difference moves only then. A plain snapshot (a recording) never clears.
 */
export function trafficEpoch(traffic: TrafficSnapshot): number {
  return traffic instanceof TrafficView ? traffic.frameLog.start - traffic.frameLog.dropped : 0;
}

/** Where the traffic log's list of late changes ends now: a reader starts from here. */
export function lateChangesEnd(traffic: TrafficSnapshot): number {
  return traffic instanceof TrafficView ? (traffic.lateChanges?.end ?? 0) : 0;
}

/**
 * Exchanges changed after they ended since position `from` (a note the session added later),
 * or `undefined` when the log dropped some of them unread: then every exchange must be re-read.
 * A plain snapshot (a recording) never changes.
 */
export function lateChanged(traffic: TrafficSnapshot, from: number): { ids: number[]; end: number } | undefined {
  const log = traffic instanceof TrafficView ? traffic.lateChanges : undefined;
  if (log === undefined) return { ids: [], end: from };
  if (log.start > from) return undefined;
  const ids: number[] = [];
  for (let i = from - log.start; i < log.size; i += 1) {
    const id = log.at(i);
    if (id !== undefined) ids.push(id);
  }
  return { ids, end: log.end };
}

/** Every exchange id the log keeps, oldest first: the rescan after late changes were missed. */
export function allExchangeIds(traffic: TrafficSnapshot): number[] {
  const log = exchangeLog(traffic);
  const ids: number[] = [];
  for (let i = 0; i < log.count; i += 1) {
    const exchange = log.at(i);
    if (exchange !== undefined) ids.push(exchange.id);
  }
  return ids;
}
