import { BufferedResponse, canBuffer, readBody as readWholeBody, type ReadBody } from './buffered-response';
import { browserBlockNote } from './blocked-note';
import { classifyRpc, parseRpcMessages, firstRequestInfo, rpcMessagesOf } from './rpc-message';
import { redactHeaders, secretHeaderMatcher } from './redact';
import { PacedResponse } from './paced-stream';
import { createSseParser } from './sse-parser';
import type { TrafficLog } from './traffic-log';
import { proxyTargetOf } from '../../../lib/urls/bridge-url';

export interface TapOptions {
  /** Extra header names whose values must not be logged (authorization etc. always are). */
  secretHeaders?: string[];
  /** The server every exchange of this fetch belongs to (its URL), kept on each exchange. */
  server?: string;
}

type FetchFn = typeof fetch;

/**
 * Wraps `fetch` so every exchange lands in the traffic log: request line, redacted
 * headers, bodies, status, the response headers JS may read, SSE events as they
 * arrive and the JSON-RPC frames both ways. The caller gets the untouched
 * `Response`: the tap reads a `clone()` (a tee of the body) incrementally, so an
 * endless `text/event-stream` (a listen stream) never blocks the SDK.
 * Spec §7.1 (requests), §7.5 (JSON or SSE responses).
 */
export function createTappedFetch(base: FetchFn, log: TrafficLog, opts: TapOptions = {}): FetchFn {
  const isSecret = secretHeaderMatcher(opts.secretHeaders);
  return async function tappedFetch(input, init) {
    const req = await describeRequest(input, init);
    const messages = req.body === undefined ? [] : parseRpcMessages(req.body);
    const first = firstRequestInfo(messages);
    const id = log.beginExchange({
      server: opts.server,
      method: req.method,
      url: req.url,
      headers: redactHeaders(req.headers, isSecret),
      body: req.body,
      rpcMethod: first.method,
      rpcId: first.id,
      mcpMethod: req.headers.get('mcp-method') ?? undefined,
      mcpName: req.headers.get('mcp-name') ?? undefined,
    });
    for (const message of messages) log.addFrame({ direction: 'out', message, exchangeId: id });

    let response: Response;
    try {
      response = await base(input, init);
    } catch (error) {
      log.setState(id, failure(error, init?.signal, await browserBlockNote(error, req.url)));
      throw error;
    }
    const contentType = response.headers.get('content-type') ?? undefined;
    const redirectedTo = finalUrl(response, req.url);
    log.setResponse(id, {
      status: response.status,
      statusText: response.statusText,
      headers: redactHeaders(response.headers, isSecret),
      contentType,
      ...(redirectedTo === undefined ? {} : { redirectedTo }),
    });
    if (response.body === null) {
      log.setState(id, { state: 'done' });
      return response;
    }
    if (canBuffer(response, contentType)) {
      // A JSON body is finite: read it once for the log and the caller alike (no tee).
      const body = readWholeBody(response);
      void logWholeBody(log, id, body, init?.signal);
      return new BufferedResponse(response, body);
    }
    const sse = contentType?.toLowerCase().startsWith('text/event-stream') === true;
    if (sse) log.setState(id, { state: 'streaming' });
    void readBody(log, id, response.clone(), sse, init?.signal, first.id);
    // An event stream may bring hundreds of events at once: the SDK reads them paced (paced-stream.ts).
    return sse ? new PacedResponse(response) : response;
  };
}

/**
 * Where a followed redirect ended. A proxied exchange ends at a proxy address (the proxy rewrites
 * each `Location` to itself), so its final URL is the upstream one that address stands for.
 */
function finalUrl(response: Response, requested: string): string | undefined {
  if (!response.redirected || response.url === '') return undefined;
  const url = proxyTargetOf(response.url) ?? response.url;
  return url === requested ? undefined : url;
}

async function logWholeBody(log: TrafficLog, id: number, body: Promise<ReadBody>, signal: AbortSignal | null | undefined): Promise<void> {
  try {
    const { bytes, text, json } = await body;
    log.appendResponseText(id, text, bytes.byteLength);
    for (const message of rpcMessagesOf(() => json.value())) log.addFrame({ direction: 'in', message, text, exchangeId: id });
    log.setState(id, { state: 'done' });
  } catch (error) {
    log.setState(id, failure(error, signal));
  }
}

interface RequestDescription {
  method: string;
  url: string;
  headers: Headers;
  body: string | undefined;
}

async function describeRequest(input: RequestInfo | URL, init: RequestInit | undefined): Promise<RequestDescription> {
  if (input instanceof Request) {
    const body = init?.body !== undefined ? bodyText(init.body) : input.body === null ? undefined : await input.clone().text();
    return {
      method: (init?.method ?? input.method).toUpperCase(),
      url: input.url,
      headers: new Headers(init?.headers ?? input.headers),
      body,
    };
  }
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url: input instanceof URL ? input.href : input,
    // The SDK passes a fresh Headers per request: read it as is (it is only read, and at once).
    headers: init?.headers instanceof Headers ? init.headers : new Headers(init?.headers),
    body: bodyText(init?.body),
  };
}

function bodyText(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  return `[${Object.prototype.toString.call(body).slice(8, -1)} body not captured]`;
}

/** True when `message` is the result or error that answers request `rpcId`. */
function answers(message: unknown, rpcId: string | number | undefined): boolean {
  const info = classifyRpc(message);
  return rpcId !== undefined && info !== undefined && (info.kind === 'result' || info.kind === 'error') && info.rpcId === rpcId;
}

async function readBody(log: TrafficLog, id: number, copy: Response, sse: boolean, signal: AbortSignal | null | undefined, rpcId: string | number | undefined): Promise<void> {
  const body = copy.body;
  if (body === null) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let whole = '';
  // Set from the parser's callback (an object, so the flow analysis sees it change).
  const seen = { answered: false };
  const parser = sse
    ? createSseParser((event) => {
        log.addSseEvent(id, event);
        // Only unnamed/"message" events carry JSON-RPC (spec §7.5); others are logged as events.
        if (event.event !== undefined && event.event !== 'message') return;
        for (const message of parseRpcMessages(event.data)) {
          if (answers(message, rpcId)) seen.answered = true;
          log.addFrame({ direction: 'in', message, text: event.data, exchangeId: id });
        }
      })
    : undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      log.appendResponseText(id, text, value.byteLength);
      if (parser !== undefined) parser.feed(text);
      else whole += text;
    }
    const rest = decoder.decode();
    if (rest !== '') {
      log.appendResponseText(id, rest, 0);
      if (parser !== undefined) parser.feed(rest);
      else whole += rest;
    }
    parser?.end();
    for (const message of parser === undefined ? parseRpcMessages(whole) : []) {
      log.addFrame({ direction: 'in', message, text: whole, exchangeId: id });
    }
    log.setState(id, { state: 'done' });
  } catch (error) {
    // A client closes a request's stream once its response is in (the HTTP cancel signal of
    // spec §7.6 for what may still follow): that exchange succeeded, and carries no error.
    const closedAfterAnswer = seen.answered && failure(error, signal).state === 'aborted';
    log.setState(id, closedAfterAnswer ? { state: 'done' } : failure(error, signal));
  }
}

function failure(error: unknown, signal: AbortSignal | null | undefined, note?: string): { state: 'aborted'; error: string } | { state: 'failed'; error: string } {
  const text = note === undefined ? describeError(error) : `${describeError(error)} — ${note}`;
  const aborted = signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
  return aborted ? { state: 'aborted', error: text } : { state: 'failed', error: text };
}

/** "TypeError: Failed to fetch", plus Node's underlying cause when there is one. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const head = `${error.name}: ${error.message}`;
  const cause: unknown = error.cause;
  return cause instanceof Error && cause.message !== '' ? `${head} (${cause.message})` : head;
}
