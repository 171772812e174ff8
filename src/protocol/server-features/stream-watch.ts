import type { ExternalStore, HttpExchange, TrafficSnapshot } from '../model/types';

/** A standalone GET stream that ended while someone relied on it. */
export interface StreamEnd {
  exchangeId: number;
  at: number;
  /** What the tap saw: a clean end of the body, or the network error. */
  reason: string;
}

function canonical(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function isGetStreamTo(exchange: HttpExchange, href: string): boolean {
  return exchange.request.method === 'GET' && canonical(exchange.request.url) === href;
}

/** Index of the first exchange with `id >= wanted` (exchanges are in id order). */
function firstAtOrAfter(exchanges: readonly HttpExchange[], wanted: number): number {
  let low = 0;
  let high = exchanges.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const id = exchanges[mid]?.id ?? Number.POSITIVE_INFINITY;
    if (id < wanted) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Calls `onEnd` each time a standalone GET stream to `url` (the channel of a 2025 server's
 * unsolicited notifications, spec §17.5) ends on its own. The SDK reopens such a stream
 * silently, so without this nobody learns that notifications sent in the gap may be lost.
 * Streams closed on purpose (`aborted`) are not reported. Returns a stop function.
 */
export function watchGetStreamEnds(traffic: ExternalStore<TrafficSnapshot>, url: string, onEnd: (end: StreamEnd) => void): () => void {
  const href = canonical(url);
  const live = new Set<number>();
  // Streams that had already ended when the watch began are not this watcher's news.
  const startedAfter = traffic.getSnapshot().exchanges.at(-1)?.id ?? 0;
  let scannedUpTo = 0;
  const check = (): void => {
    const { exchanges } = traffic.getSnapshot();
    for (let i = firstAtOrAfter(exchanges, scannedUpTo + 1); i < exchanges.length; i++) {
      const exchange = exchanges[i];
      if (exchange === undefined || !isGetStreamTo(exchange, href)) continue;
      const open = exchange.state === 'pending' || exchange.state === 'streaming';
      if (open || exchange.id > startedAfter) live.add(exchange.id);
    }
    scannedUpTo = Math.max(scannedUpTo, exchanges.at(-1)?.id ?? 0);
    for (const id of [...live]) {
      const exchange = exchanges[firstAtOrAfter(exchanges, id)];
      if (exchange?.id !== id) {
        live.delete(id);
        continue;
      }
      if (exchange.state === 'aborted') live.delete(id);
      else if (exchange.state === 'done' || exchange.state === 'failed') {
        live.delete(id);
        // A GET without a 200 (405: no stream offered; refused while reopening) never was a stream.
        if (exchange.response?.status !== 200) continue;
        const at = exchange.startedAt + (exchange.durationMs ?? 0);
        onEnd({ exchangeId: id, at, reason: exchange.error ?? 'the server ended the response' });
      }
    }
  };
  check();
  return traffic.subscribe(check);
}
