import { KEY_PLACEHOLDER, type ProviderKind } from '../types';
import type { ModelLog } from './model-log';

/** A recorded body is cut here: a long answer's raw view stays readable and the log stays small. */
export const RECORDED_BODY_LIMIT = 1_000_000;

/** The headers that carry the key, whichever client sent it (`Authorization: Bearer` or `x-api-key`). */
const KEY_HEADERS = new Set(['authorization', 'x-api-key']);

export type RouteRequest = (url: string, init: RequestInit) => { url: string; init: RequestInit };

export interface RecordingFetchOptions {
  provider: ProviderKind;
  apiKey: string;
  log: ModelLog;
  route?: RouteRequest;
  base?: typeof fetch;
  /** Told the id and the real URL of each exchange as its request leaves. */
  onExchange?: (id: number, url: string) => void;
}

/** `text` with every occurrence of the key replaced (a key the endpoint echoes, a key in a URL). */
export function redactKey(text: string, apiKey: string): string {
  return apiKey === '' ? text : text.split(apiKey).join(KEY_PLACEHOLDER);
}

function redactHeader(name: string, value: string, apiKey: string): string {
  if (!KEY_HEADERS.has(name)) return redactKey(value, apiKey);
  return /^bearer\s/i.test(value) ? `Bearer ${KEY_PLACEHOLDER}` : KEY_PLACEHOLDER;
}

function headerRecord(headers: Headers, apiKey: string): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = redactHeader(name.toLowerCase(), value, apiKey);
  });
  return out;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.name === 'AbortError' ? 'aborted' : error.message;
  return String(error);
}

/** Status codes whose Response may carry no body. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The clients' `fetch` (decision 0036): drops the `x-stainless-*` telemetry headers a helper adds
 * per request (the defaults are nulled at construction), records the request and the answer as it
 * streams into the log with the key replaced, then routes the request (the local proxy) and sends
 * it. The log sees the endpoint's own URL and headers, never the proxy's secret.
 */
export function createRecordingFetch(options: RecordingFetchOptions): typeof fetch {
  const { apiKey, log } = options;
  const base = options.base ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return async (input, init) => {
    const url = urlOf(input);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    for (const name of [...headers.keys()]) if (name.toLowerCase().startsWith('x-stainless-')) headers.delete(name);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = typeof init?.body === 'string' ? init.body : '';
    const id = log.start({
      provider: options.provider,
      method,
      url: redactKey(url, apiKey),
      requestHeaders: headerRecord(headers, apiKey),
      requestBody: redactKey(body, apiKey),
      startedAt: Date.now(),
    });
    options.onExchange?.(id, url);
    const sent = { ...init, method, headers };
    const routed = options.route === undefined ? { url, init: sent } : options.route(url, sent);
    let response: Response;
    try {
      response = await base(routed.url, routed.init);
    } catch (error) {
      log.update(id, () => ({ error: messageOf(error), endedAt: Date.now() }));
      throw error;
    }
    log.update(id, () => ({ status: response.status, responseHeaders: headerRecord(response.headers, apiKey) }));
    return recordBody(response, id, options);
  };
}

/** The same answer, its body passed through as it arrives and appended to the exchange. */
function recordBody(response: Response, id: number, options: RecordingFetchOptions): Response {
  const { log, apiKey } = options;
  const source = response.body;
  if (source === null || NULL_BODY.has(response.status)) {
    log.update(id, () => ({ endedAt: Date.now() }));
    return response;
  }
  const reader = source.getReader();
  const decoder = new TextDecoder();
  const finish = (error?: string) => {
    log.update(id, (exchange) => (exchange.endedAt === undefined ? { endedAt: Date.now(), ...(error === undefined ? {} : { error }) } : {}));
  };
  const append = (text: string) => {
    if (text === '') return;
    log.update(id, (exchange) => ({ responseBody: redactKey(exchange.responseBody + text, apiKey).slice(0, RECORDED_BODY_LIMIT) }));
  };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          append(decoder.decode());
          finish();
          controller.close();
          return;
        }
        append(decoder.decode(value, { stream: true }));
        controller.enqueue(value);
      } catch (error) {
        finish(messageOf(error));
        controller.error(error);
      }
    },
    async cancel(reason) {
      finish('aborted');
      await reader.cancel(reason);
    },
  });
  return new Response(stream, { status: response.status, statusText: response.statusText, headers: response.headers });
}
