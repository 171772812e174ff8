import { TrafficView } from '../../protocol/transport/tap/traffic-view';
import type { HttpExchange, TrafficSnapshot } from '../../protocol/model/types';

export const STATUS_FILTERS = ['all', '2xx', '4xx', '5xx', 'failed', 'streaming'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

export const NO_TRAFFIC_FILTER: TrafficFilter = { method: '', status: 'all' };

/** A stored filter, checked field by field (it comes back from sessionStorage). */
export function decodeTrafficFilter(raw: unknown): TrafficFilter | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const method: unknown = Reflect.get(raw, 'method');
  const status: unknown = Reflect.get(raw, 'status');
  return typeof method === 'string' && typeof status === 'string' && isStatusFilter(status) ? { method, status } : undefined;
}

export interface TrafficFilter {
  /** Case-insensitive text matched against the HTTP method, JSON-RPC method, Mcp-Method and Mcp-Name. */
  method: string;
  status: StatusFilter;
}

function inRange(exchange: HttpExchange, low: number): boolean {
  const status = exchange.response?.status;
  return exchange.state !== 'failed' && status !== undefined && status >= low && status < low + 100;
}

function matchesStatus(exchange: HttpExchange, filter: StatusFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case '2xx':
      return inRange(exchange, 200);
    case '4xx':
      return inRange(exchange, 400);
    case '5xx':
      return inRange(exchange, 500);
    case 'failed':
      return exchange.state === 'failed' || exchange.state === 'aborted';
    case 'streaming':
      return exchange.state === 'streaming';
  }
}

function matchesMethod(exchange: HttpExchange, needle: string): boolean {
  if (needle === '') return true;
  return [exchange.request.method, exchange.rpcMethod, exchange.mcpMethod, exchange.mcpName].some(
    (field) => field !== undefined && field.toLowerCase().includes(needle),
  );
}

/** The exchanges that pass the filter, oldest first like the log. */
export function filterExchanges(exchanges: readonly HttpExchange[], filter: TrafficFilter): readonly HttpExchange[] {
  const needle = filter.method.trim().toLowerCase();
  if (needle === '' && filter.status === 'all') return exchanges;
  return exchanges.filter((e) => matchesMethod(e, needle) && matchesStatus(e, filter.status));
}

/** What the Traffic table shows: a count and a read by position, for a virtual list. */
export interface RowSource {
  count: number;
  at(index: number): HttpExchange | undefined;
}

/** The index of exchange `id` among `rows` (oldest first, ids rising), or -1. */
export function rowIndexOf(rows: RowSource, id: number): number {
  let low = 0;
  let high = rows.count - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = rows.at(mid)?.id;
    if (at === undefined) return -1;
    if (at === id) return mid;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/**
 * The rows that pass `filter`. Unfiltered, a live log's snapshot is read in place (O(1) per
 * visible row); a filter scans the bounded log once per snapshot, not once per event.
 */
export function rowSource(snapshot: TrafficSnapshot, filter: TrafficFilter): RowSource {
  const unfiltered = filter.method.trim() === '' && filter.status === 'all';
  if (unfiltered && snapshot instanceof TrafficView) {
    return { count: snapshot.exchangeCount, at: (index) => snapshot.exchangeAt(index) };
  }
  const rows = filterExchanges(snapshot.exchanges, filter);
  return { count: rows.length, at: (index) => rows[index] };
}
