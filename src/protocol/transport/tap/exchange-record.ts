import { arrayList, type IndexedList } from '../../../lib/buffers/indexed-list';
import type { LogBuffer, LogWindow } from '../../../lib/buffers/log-buffer';
import type { HttpExchange, RpcFrame, SseEvent } from '../../model/types';
import type { BodyCapture } from './body-capture';
import type { ResponseHead } from './traffic-log-types';

/** Mutable bookkeeping behind one exchange; snapshots copy it only when it changed. */
export interface ExchangeRecord {
  base: Omit<HttpExchange, 'sse' | 'response' | 'request'>;
  request: Omit<HttpExchange['request'], 'body'> & { body: BodyCapture | undefined };
  head: ResponseHead | undefined;
  responseBody: BodyCapture | undefined;
  sse: LogBuffer<SseEvent>;
  frames: LogBuffer<RpcFrame>;
  snapshot: HttpExchange | undefined;
}

/** Each live exchange snapshot's SSE window: what live views read instead of the `sse` array. */
const sseWindows = new WeakMap<HttpExchange, LogWindow<SseEvent>>();

/** The SSE events of an exchange by position, without copying when it comes from a live log. */
export function sseEventsOf(exchange: HttpExchange): IndexedList<SseEvent> {
  return sseWindows.get(exchange) ?? arrayList(exchange.sse);
}

/** The live window behind an exchange snapshot's SSE events (undefined for a plain exchange). */
export function sseWindowOf(exchange: HttpExchange): LogWindow<SseEvent> | undefined {
  return sseWindows.get(exchange);
}

/**
 * The exchange as readers see it, rebuilt only after it changed. A listen stream changes on
 * every event, so its `sse` array is not built here: the snapshot holds the buffer's window
 * (shared storage) and builds the array on first read, once per window.
 */
export function materialize(record: ExchangeRecord): HttpExchange {
  if (record.snapshot !== undefined) return record.snapshot;
  const { head, responseBody } = record;
  const events = record.sse.window();
  const snapshot: HttpExchange = {
    ...record.base,
    request: { ...record.request, body: record.request.body?.snapshot() },
    response: head === undefined ? undefined : { ...head, body: responseBody?.snapshot() },
    get sse() {
      return events.toArray();
    },
    sseDropped: events.dropped,
  };
  sseWindows.set(snapshot, events);
  record.snapshot = snapshot;
  return snapshot;
}
