import type { HttpExchange } from '../../protocol/types';

export const STATUS_FILTERS = ['all', '2xx', '4xx', '5xx', 'failed', 'streaming'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
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

/**
 * The newest `limit` rows. Rendering every row of a 5,000-entry log would stall typing in
 * the filter box; older rows stay reachable through "show earlier".
 */
export function lastRows<T>(rows: readonly T[], limit: number): { rows: readonly T[]; hidden: number } {
  if (rows.length <= limit) return { rows, hidden: 0 };
  return { rows: rows.slice(rows.length - limit), hidden: rows.length - limit };
}
