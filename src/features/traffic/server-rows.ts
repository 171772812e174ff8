import { TrafficView } from '../../protocol/transport/tap/traffic-view';
import type { HttpExchange, TrafficSnapshot } from '../../protocol/model/types';
import { filterExchanges, type RowSource, type TrafficFilter } from './traffic-filter';

/** Ids dropped from the front before the id list is compacted. */
const COMPACT_AFTER = 1_024;

/**
 * The exchanges of a live log that pass a server test, kept as it grows (issue 41). Each update
 * reads only the exchanges new since the last one and skips those the log evicted, so a storm
 * costs O(new exchanges) per frame, never a scan of the whole log. A server tag never changes,
 * so an exchange's membership is decided once. Rows handed out stay valid: the id list is only
 * appended to, and compaction builds a new one.
 */
export class ServerRows {
  #ids: number[] = [];
  #head = 0;
  #lastSeen = 0;

  constructor(
    readonly key: string,
    private readonly matches: (exchange: HttpExchange) => boolean,
  ) {}

  rows(view: TrafficView<unknown>): RowSource {
    this.#dropEvicted(view.exchangeAt(0)?.id);
    this.#addNew(view);
    const ids = this.#ids;
    const head = this.#head;
    return { count: ids.length - head, at: (index) => (index < 0 ? undefined : lookup(view, ids[head + index])) };
  }

  #dropEvicted(oldestKept: number | undefined): void {
    if (oldestKept === undefined) {
      this.#ids = [];
      this.#head = 0;
      return;
    }
    while ((this.#ids[this.#head] ?? Number.POSITIVE_INFINITY) < oldestKept) this.#head += 1;
    if (this.#head > COMPACT_AFTER && this.#head * 2 > this.#ids.length) {
      this.#ids = this.#ids.slice(this.#head);
      this.#head = 0;
    }
  }

  #addNew(view: TrafficView<unknown>): void {
    // New exchanges are at the end of the log, in id order: walk back to the first unseen one.
    let index = view.exchangeCount;
    while (index > 0 && (view.exchangeAt(index - 1)?.id ?? 0) > this.#lastSeen) index -= 1;
    for (; index < view.exchangeCount; index += 1) {
      const exchange = view.exchangeAt(index);
      if (exchange === undefined) continue;
      if (this.matches(exchange)) this.#ids.push(exchange.id);
      this.#lastSeen = exchange.id;
    }
  }
}

function lookup(view: TrafficView<unknown>, id: number | undefined): HttpExchange | undefined {
  return id === undefined ? undefined : view.exchangeById(id);
}

/**
 * The Traffic rows for a server scope and a filter. A live log is read through `cache` (kept by
 * the caller across snapshots, rebuilt when `key` changes); a plain snapshot is filtered whole.
 */
export function scopedRowSource(
  snapshot: TrafficSnapshot,
  filter: TrafficFilter,
  scope: { key: string; matches: (exchange: HttpExchange) => boolean },
  cache: { current: ServerRows | undefined },
): RowSource {
  if (!(snapshot instanceof TrafficView)) {
    const rows = filterExchanges(snapshot.exchanges.filter(scope.matches), filter);
    return { count: rows.length, at: (index) => rows[index] };
  }
  if (cache.current?.key !== scope.key) cache.current = new ServerRows(scope.key, scope.matches);
  const scoped = cache.current.rows(snapshot);
  const unfiltered = filter.method.trim() === '' && filter.status === 'all';
  if (unfiltered) return scoped;
  const all: HttpExchange[] = [];
  for (let index = 0; index < scoped.count; index += 1) {
    const exchange = scoped.at(index);
    if (exchange !== undefined) all.push(exchange);
  }
  const rows = filterExchanges(all, filter);
  return { count: rows.length, at: (index) => rows[index] };
}
