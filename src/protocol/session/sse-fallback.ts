import { ConsoleError } from '../diagnosis/console-error';
import { summariseBody } from '../diagnosis/body-summary';
import { jsonRpcError, readRpcError } from '../diagnosis/errors';
import { httpStatusHint } from '../diagnosis/http-hints';
import type { HttpExchange } from '../model/types';

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

/** What the GET of the HTTP+SSE attempt got, read from the traffic of that attempt. */
function describeSseAttempt(exchanges: readonly HttpExchange[], reason: string): string {
  const get = exchanges.find((e) => e.request.method === 'GET');
  if (get?.response === undefined) return describeAttempt(get, 'GET');
  const type = get.response.contentType?.split(';')[0]?.trim();
  if (get.response.status >= 300 || type !== 'text/event-stream') return `${describeAttempt(get, 'GET')}, not an event stream`;
  const first = get.sse[0];
  if (first?.event !== 'endpoint') return `GET opened an event stream whose first event was ${first === undefined ? 'never sent' : `'${first.event ?? 'message'}'`}, not 'endpoint'`;
  return `GET opened the stream, then ${reason}`;
}

/**
 * One message for a URL that fits neither transport, naming both attempts and what each got
 * (spec §9.2). Linked to the Streamable HTTP answer, whose full body Traffic shows.
 */
export function neitherTransportError(url: string, streamable: HttpExchange, sseExchanges: readonly HttpExchange[], sseFailure: unknown): ConsoleError {
  const reason = sseFailure instanceof Error ? sseFailure.message : String(sseFailure);
  const status = streamable.response?.status;
  const attempts = `Streamable HTTP: ${describeAttempt(streamable, 'POST')}; HTTP+SSE: ${describeSseAttempt(sseExchanges, reason)}.`;
  if (status === undefined) return new ConsoleError({ kind: 'http', message: `No MCP endpoint at ${url}. ${attempts}`, exchangeId: streamable.id }, { cause: sseFailure });
  // A legacy JSON-RPC error (e.g. -32000 'Bad Request') keeps its code and meaning in the alert.
  const rpc = readRpcError(streamable.response?.body?.text ?? '');
  if (rpc !== undefined) {
    const data = jsonRpcError(rpc.code, rpc.message, rpc.data, status);
    return new ConsoleError({ ...data, message: `${data.message}. Neither transport answered: ${attempts}`, exchangeId: streamable.id }, { cause: sseFailure });
  }
  const statusText = streamable.response?.statusText ?? '';
  const hint = httpStatusHint(status, streamable);
  const line = `HTTP ${status}${statusText === '' ? '' : ` ${statusText}`} from ${url}${hint === undefined ? '' : ` — ${hint}`}.`;
  return new ConsoleError({ kind: 'http', message: `${line} Neither transport answered: ${attempts}`, exchangeId: streamable.id, httpStatus: status }, { cause: sseFailure });
}
