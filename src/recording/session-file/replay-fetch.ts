import { isJsonObject, parseJsonText } from '../../protocol/model/json-text';
import type { HttpExchange, RpcFrame, SseEvent } from '../../protocol/model/types';
import type { ImportedSessionFile } from './schema';

/** Text of every "unmatched request" error, so the UI and tests can recognise it. */
export const NOT_RECORDED = 'not in the recording';

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` match. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(',')}}`;
  }
  // JSON.stringify(undefined) is undefined at run time, whatever its declared type says.
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * What identifies a request for replay: HTTP method, JSON-RPC method and params. The id and
 * `_meta` (protocol version, client info, trace context) differ on every run, so they are left out.
 */
function requestKey(httpMethod: string, message: Record<string, unknown>): string | undefined {
  if (typeof message.method !== 'string') return undefined;
  const params = isJsonObject(message.params) ? Object.fromEntries(Object.entries(message.params).filter(([k]) => k !== '_meta')) : {};
  return `${httpMethod.toUpperCase()} ${message.method} ${stable(params)}`;
}

function recordedAnswer(exchange: HttpExchange, frames: readonly RpcFrame[]): Record<string, unknown> | undefined {
  const frame = frames.find(
    (f) => f.exchangeId === exchange.id && f.direction === 'in' && (f.kind === 'result' || f.kind === 'error') && f.rpcId === exchange.rpcId,
  );
  if (frame !== undefined && isJsonObject(frame.message)) return frame.message;
  const body = parseJsonText(exchange.response?.body?.text);
  return isJsonObject(body) && ('result' in body || 'error' in body) ? body : undefined;
}

interface Recorded {
  answer: Record<string, unknown>;
  headers: [string, string][];
  /** The recorded request's id, to find the answer among the events. */
  rpcId: string | number | undefined;
  /** Set when the server answered with an SSE stream (spec §7.3): replayed as one, event by event. */
  events: readonly SseEvent[] | undefined;
}

function isEventStream(exchange: HttpExchange): boolean {
  return exchange.sse.length > 0 || (exchange.response?.contentType ?? '').toLowerCase().startsWith('text/event-stream');
}

/** Headers that describe the recorded bytes, not the replayed ones. */
const NOT_REPLAYED = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding']);

function indexRecording(file: ImportedSessionFile): Map<string, Recorded> {
  const index = new Map<string, Recorded>();
  for (const exchange of file.exchanges) {
    if (exchange.request.url !== file.server.url) continue;
    const message = parseJsonText(exchange.request.body?.text);
    if (!isJsonObject(message) || message.id === undefined) continue;
    const key = requestKey(exchange.request.method, message);
    const answer = recordedAnswer(exchange, file.frames);
    if (key === undefined || answer === undefined) continue;
    // The latest answer wins: it is what the user last saw.
    index.set(key, {
      answer,
      headers: (exchange.response?.headers ?? []).filter(([name]) => !NOT_REPLAYED.has(name)),
      rpcId: exchange.rpcId,
      events: isEventStream(exchange) ? exchange.sse : undefined,
    });
  }
  return index;
}

async function requestParts(input: RequestInfo | URL, init: RequestInit | undefined): Promise<{ method: string; body: string | undefined }> {
  if (input instanceof Request) return { method: input.method, body: await input.text() };
  const body = init?.body;
  return { method: init?.method ?? 'GET', body: typeof body === 'string' ? body : undefined };
}

function json(message: unknown, headers: [string, string][] = []): Response {
  return new Response(JSON.stringify(message), { status: 200, headers: [...headers, ['content-type', 'application/json']] });
}

/** The progress token the new request asked for (spec §21), so replayed progress reaches it. */
function progressTokenOf(message: Record<string, unknown>): unknown {
  const params = message.params;
  const meta = isJsonObject(params) ? params._meta : undefined;
  return isJsonObject(meta) ? meta.progressToken : undefined;
}

/**
 * One recorded event's data, re-addressed to the new request: the answer gets the new id,
 * and progress notifications the new progress token. Anything else goes out as recorded.
 */
function readdress(data: string, recorded: Recorded, id: unknown, token: unknown): { text: string; isAnswer: boolean } {
  const message = parseJsonText(data);
  if (!isJsonObject(message)) return { text: data, isAnswer: false };
  if (('result' in message || 'error' in message) && message.id === recorded.rpcId) {
    return { text: JSON.stringify({ ...message, id }), isAnswer: true };
  }
  if (message.method === 'notifications/progress' && token !== undefined && isJsonObject(message.params)) {
    return { text: JSON.stringify({ ...message, params: { ...message.params, progressToken: token } }), isAnswer: false };
  }
  return { text: data, isAnswer: false };
}

/** One SSE event on the wire (WHATWG "server-sent events"): each data line prefixed, then a blank line. */
function formatEvent(event: Pick<SseEvent, 'event' | 'id'>, data: string): string {
  const head = (event.id === undefined ? '' : `id: ${event.id}\n`) + (event.event === undefined ? '' : `event: ${event.event}\n`);
  return `${head}${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('')}\n`;
}

/**
 * The recorded stream again, as `text/event-stream`: the same events in the same order, so
 * progress and other messages sent before the answer replay too. A recording cut short before
 * the answer (truncated capture) still ends with it, so the request settles.
 */
function eventStream(recorded: Recorded, events: readonly SseEvent[], message: Record<string, unknown>): Response {
  const token = progressTokenOf(message);
  const replayed = events.map((event) => ({ event, ...readdress(event.data, recorded, message.id, token) }));
  const chunks = replayed.map(({ event, text }) => formatEvent(event, text));
  if (!replayed.some((r) => r.isAnswer)) chunks.push(formatEvent({ id: undefined, event: undefined }, JSON.stringify({ ...recorded.answer, id: message.id })));
  return new Response(chunks.join(''), { status: 200, headers: [...recorded.headers, ['content-type', 'text/event-stream']] });
}

/**
 * A `fetch` that answers from a recorded session instead of the network (issue 9, replay
 * mode): a request matching a recorded one gets the recorded response with the new id, as
 * JSON or, when it was one, as the recorded SSE stream;
 * anything else gets a JSON-RPC error saying it is not in the recording. Handed to
 * `McpSession`, it makes every panel work offline, unchanged.
 */
export function createReplayFetch(file: ImportedSessionFile): typeof fetch {
  const index = indexRecording(file);
  return async (input, init) => {
    const { method, body } = await requestParts(input, init);
    // A recording has no live server push; a standalone GET stream is "not supported" (spec: 405).
    if (method.toUpperCase() === 'GET') return new Response(null, { status: 405, statusText: 'Method Not Allowed' });
    if (method.toUpperCase() === 'DELETE') return new Response(null, { status: 204 });
    const message = parseJsonText(body);
    if (!isJsonObject(message)) return new Response(`Replay: the request body is ${NOT_RECORDED}.`, { status: 400 });
    // Notifications and responses to server requests need no answer.
    if (message.id === undefined || typeof message.method !== 'string') return new Response(null, { status: 202 });
    const key = requestKey(method, message);
    const recorded = key === undefined ? undefined : index.get(key);
    if (recorded === undefined) {
      return json({
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32603, message: `Replay: ${message.method} with these arguments is ${NOT_RECORDED}.` },
      });
    }
    if (recorded.events !== undefined) return eventStream(recorded, recorded.events, message);
    return json({ ...recorded.answer, id: message.id }, recorded.headers);
  };
}
