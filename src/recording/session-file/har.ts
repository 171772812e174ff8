import type { HttpExchange } from '../../protocol/model/types';
import { noun } from '../../lib/plural';

/** A HAR 1.2 log (http://www.softwareishard.com/blog/har-12-spec/), the subset MCP traffic fills. */
export interface HarLog {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
    comment?: string;
  };
}

interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: { name: string; value: string }[];
    queryString: { name: string; value: string }[];
    postData?: { mimeType: string; text: string };
    headersSize: -1;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: { name: string; value: string }[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: '';
    headersSize: -1;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment?: string;
  /** The MCP server whose session made the exchange (a workspace logs several); a custom field, as HAR 1.2 allows with a leading underscore. */
  _server?: string;
}

const pairs = (headers: readonly [string, string][]) => headers.map(([name, value]) => ({ name, value }));

function header(headers: readonly [string, string][], name: string): string | undefined {
  return headers.find(([key]) => key === name)?.[1];
}

/** A streamed response has no single body; its SSE events stand in for it, as a browser's HAR would show. */
function responseText(exchange: HttpExchange): string | undefined {
  if (exchange.response?.body !== undefined) return exchange.response.body.text;
  if (exchange.sse.length === 0) return undefined;
  return exchange.sse.map((e) => `${e.event === undefined ? '' : `event: ${e.event}\n`}${e.id === undefined ? '' : `id: ${e.id}\n`}data: ${e.data}\n`).join('\n');
}

function entry(exchange: HttpExchange): HarEntry {
  const { request, response } = exchange;
  const url = new URL(request.url);
  const text = responseText(exchange);
  const wait = exchange.headersMs ?? 0;
  const total = exchange.durationMs ?? wait;
  return {
    startedDateTime: new Date(exchange.startedAt).toISOString(),
    time: total,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(request.body === undefined ? {} : { postData: { mimeType: header(request.headers, 'content-type') ?? 'application/json', text: request.body.text } }),
      headersSize: -1,
      bodySize: request.body?.bytes ?? 0,
    },
    response: {
      // HAR uses status 0 for a request that got no response (CORS block, network failure).
      status: response?.status ?? 0,
      statusText: response?.statusText ?? '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: pairs(response?.headers ?? []),
      content: { size: response?.body?.bytes ?? text?.length ?? 0, mimeType: response?.contentType ?? '', ...(text === undefined ? {} : { text }) },
      redirectURL: '',
      headersSize: -1,
      bodySize: response?.body?.bytes ?? -1,
    },
    cache: {},
    timings: { send: 0, wait, receive: Math.max(0, total - wait) },
    ...(comments(exchange).length === 0 ? {} : { comment: comments(exchange).join(' ') }),
    ...(exchange.server === undefined ? {} : { _server: exchange.server }),
  };
}

function comments(exchange: HttpExchange): string[] {
  const dropped = exchange.sseDropped ?? 0;
  return [...(exchange.error === undefined ? [] : [exchange.error]), ...(dropped > 0 ? [`${dropped} older SSE ${noun(dropped, 'event', 'events')} dropped.`] : [])];
}

/**
 * The recorded exchanges as HAR 1.2, for tools that read HAR; secrets are as redacted as in the
 * log. `droppedExchanges` (older exchanges the bounded log no longer holds) goes in the comment.
 */
export function toHar(exchanges: readonly HttpExchange[], creatorVersion: string, droppedExchanges = 0): HarLog {
  const comment = droppedExchanges > 0 ? { comment: `${droppedExchanges} older ${noun(droppedExchanges, 'exchange was', 'exchanges were')} dropped from the log before this export.` } : {};
  return { log: { version: '1.2', creator: { name: 'MCP Console', version: creatorVersion }, entries: exchanges.map(entry), ...comment } };
}
