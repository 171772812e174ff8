import type { OAuthClientProvider, Transport } from '@modelcontextprotocol/client';
import { ConsoleError } from '../diagnosis/console-error';
import { jsonRpcError, readRpcError } from '../diagnosis/errors';
import { httpStatusHint } from '../diagnosis/http-hints';
import { loadEventSource } from '../transport/event-source';
import type { TrafficLog } from '../transport/tap/traffic-log';
import { createSseTransport, type SessionTransport } from '../transport/transport';
import type { HttpExchange } from '../model/types';
import { describeAttempt } from './sse-fallback';

/**
 * The HTTP+SSE leg of a connect (2024-11-05, spec §9.2), loaded by session-open.ts when a server
 * first needs it: a remembered HTTP+SSE verdict, or a Streamable HTTP POST refused with the
 * fallback cue. The first screen of a Streamable HTTP server never runs it, so neither it nor the
 * `eventsource` package it loads is on the way to "connected" (issue 43).
 */

/** What the leg needs of the connect under way (session-open.ts's input and its `client.connect`). */
export interface SseLegInput {
  url: string;
  fetch: typeof fetch;
  headers: Record<string, string>;
  authProvider: OAuthClientProvider | undefined;
  traffic: TrafficLog;
  timeoutMs: number;
  /** `client.connect` over `transport` as a 2024-11-05 client; the client is closed again on failure. */
  connect: (transport: Transport) => Promise<void>;
  closeClient: () => Promise<void>;
  /** This connect's exchanges from `since` on (not another server's). */
  exchangesSince: (since: number) => HttpExchange[];
}

/**
 * HTTP+SSE speaks only the `initialize` handshake, so no `server/discover` probe is sent over it.
 * The SDK's timeout covers requests, not the wait for the stream's `endpoint` event: that wait
 * gets the session timeout too, so a GET stream that never names an endpoint cannot hang a connect.
 */
export async function connectSse(input: SseLegInput): Promise<SessionTransport> {
  // The SDK constructs its EventSource synchronously when the transport starts.
  await loadEventSource();
  const transport = createSseTransport(input.url, input.fetch, input.headers, input.authProvider);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const endpointWait = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(`no 'endpoint' event on the HTTP+SSE stream within ${input.timeoutMs} ms`)), input.timeoutMs);
  });
  try {
    await Promise.race([input.connect(transport), endpointWait]);
  } catch (err) {
    await input.closeClient().catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return transport;
}

/** After a Streamable HTTP POST refused with the fallback cue: the HTTP+SSE attempt, or one error naming both. */
export async function fallBackToSse(input: SseLegInput, cue: HttpExchange): Promise<SessionTransport> {
  const since = input.traffic.nextExchangeId;
  try {
    return await connectSse(input);
  } catch (sseErr) {
    await input.traffic.whenSettled(since, 500);
    throw neitherTransportError(input.url, cue, input.exchangesSince(since), sseErr);
  }
}

function timeoutError(message: string): Error {
  const error = new Error(message);
  error.name = 'TimeoutError';
  return error;
}

/** What the GET of the HTTP+SSE attempt got, read from the traffic of that attempt. */
function describeSseAttempt(exchanges: readonly HttpExchange[], reason: string): string {
  const get = exchanges.find((e) => e.request.method === 'GET');
  // No GET at all: what stopped it (the transport's code not loading, say) is the whole story.
  if (get === undefined) return `GET was not sent (${reason})`;
  if (get.response === undefined) return describeAttempt(get, 'GET');
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
