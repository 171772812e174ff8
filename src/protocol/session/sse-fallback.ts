import { summariseBody } from '../diagnosis/body-summary';
import { readRpcError } from '../diagnosis/errors';
import type { HttpExchange } from '../model/types';

// When to fall back, on the way to "connected" for every server; the HTTP+SSE attempt itself and
// its error naming both transports load when a server first needs them (sse-leg.ts).

/** The statuses after which the spec sends a client on to the HTTP+SSE GET (spec §9.2). */
const FALLBACK_STATUSES = new Set([400, 404, 405]);
/** JSON-RPC codes only a modern server answers with: the URL is Streamable HTTP, so never fall back. */
const MODERN_CODES = new Set([-32020, -32021, -32022]);

/**
 * The Streamable HTTP POST whose answer invites the HTTP+SSE fallback: the newest POST of the
 * attempt answered 400, 404 or 405 with a body that is not a recognised modern JSON-RPC error
 * (spec §9.2). Undefined when the failure was anything else (401, 5xx, no answer, a modern error).
 */
export function sseFallbackCue(exchanges: readonly HttpExchange[]): HttpExchange | undefined {
  const last = [...exchanges].reverse().find((e) => e.request.method === 'POST' && e.response !== undefined);
  const response = last?.response;
  if (last === undefined || response === undefined || !FALLBACK_STATUSES.has(response.status)) return undefined;
  const code = readRpcError(response.body?.text ?? '')?.code;
  if (code !== undefined && (MODERN_CODES.has(code) || (response.status === 404 && code === -32601))) return undefined;
  return last;
}

/** "POST answered HTTP 404 (text/html: Error — Cannot POST /sse)": what one attempt got, as plain text. */
export function describeAttempt(exchange: HttpExchange | undefined, method: string): string {
  if (exchange === undefined) return `${method} was not sent`;
  const response = exchange.response;
  if (response === undefined) return `${method} got no answer${exchange.error === undefined ? '' : ` (${exchange.error})`}`;
  const type = response.contentType?.split(';')[0]?.trim();
  const summary = summariseBody(response.body?.text ?? '', type);
  const detail = type === undefined ? summary : summary === '' ? type : `${type}: ${summary}`;
  return `${method} answered HTTP ${response.status}${detail === '' ? '' : ` (${detail})`}`;
}
