import type { HttpExchange, RpcFrame } from '../../protocol/model/types';
import { timelineEvent, type TimelineEvent, type TimelineMark, type TimelineStatus } from './types';
import { counted } from '../../lib/plural';

const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';
const CANCELLED = 'notifications/cancelled';

/**
 * What the timeline needs of an exchange's frames, gathered one frame at a time, so a live
 * stream's events are re-derived from these few facts rather than from all its frames.
 */
export interface ExchangeFacts {
  /** A JSON-RPC error came back. */
  error: boolean;
  /** The first request's `uri` or `name` param. */
  target: string | undefined;
  seenRequest: boolean;
  /** The server sent `notifications/cancelled` on it. */
  cancelled: boolean;
  /** The first acknowledgement's time. */
  ackAt: number | undefined;
  /**
   * Each inbound notification, as a stream mark. Append-only and shared by the stream event of
   * every derivation: an older snapshot may see marks added later, which is all it could miss.
   */
  marks: TimelineMark[];
}

export function emptyFacts(): ExchangeFacts {
  return { error: false, target: undefined, seenRequest: false, cancelled: false, ackAt: undefined, marks: [] };
}

/** Adds one frame of the exchange to its facts: O(1). */
export function addFrameFact(facts: ExchangeFacts, frame: RpcFrame): void {
  if (frame.kind === 'error') facts.error = true;
  if (!facts.seenRequest && frame.direction === 'out' && frame.kind === 'request') {
    facts.seenRequest = true;
    facts.target = requestTarget(frame);
  }
  if (frame.method === CANCELLED) facts.cancelled = true;
  if (frame.kind !== 'notification' || frame.direction !== 'in') return;
  const ack = frame.method === ACKNOWLEDGED;
  if (ack) facts.ackAt ??= frame.at;
  facts.marks.push({ at: frame.at, label: ack ? 'acknowledged' : (frame.method ?? 'notification') });
}

/** Every exchange's facts from a whole frame log in one pass (a full derivation). */
export function factsByExchange(frames: Iterable<RpcFrame>): Map<number, ExchangeFacts> {
  const byExchange = new Map<number, ExchangeFacts>();
  for (const frame of frames) {
    if (frame.exchangeId === undefined) continue;
    let facts = byExchange.get(frame.exchangeId);
    if (facts === undefined) byExchange.set(frame.exchangeId, (facts = emptyFacts()));
    addFrameFact(facts, frame);
  }
  return byExchange;
}

function exchangeStatus(exchange: HttpExchange, facts: ExchangeFacts): TimelineStatus {
  const status = exchange.response?.status ?? 0;
  if (exchange.state === 'failed' || exchange.state === 'aborted' || status >= 400) return 'error';
  if (facts.error) return 'error';
  return exchange.state === 'pending' || exchange.state === 'streaming' ? 'open' : 'ok';
}

function endOf(exchange: HttpExchange): number | undefined {
  return exchange.durationMs === undefined ? undefined : exchange.startedAt + exchange.durationMs;
}

/** A listen stream, or a legacy GET stream (spec §17: the server's unsolicited SSE channel). */
export function isStream(exchange: HttpExchange): boolean {
  if (exchange.rpcMethod === 'subscriptions/listen') return true;
  return exchange.request.method === 'GET' && (exchange.response?.contentType?.includes('text/event-stream') === true || exchange.state === 'streaming');
}

function httpDetails(exchange: HttpExchange): string[] {
  const lines = [`${exchange.request.method} ${exchange.request.url}`];
  if (exchange.response !== undefined) lines.push(`HTTP ${exchange.response.status} ${exchange.response.statusText}`.trim());
  if (exchange.headersMs !== undefined) lines.push(`Headers after ${Math.round(exchange.headersMs)} ms`);
  if (exchange.durationMs !== undefined) lines.push(`Body ended after ${Math.round(exchange.durationMs)} ms`);
  else if (exchange.state === 'streaming') lines.push('Body still streaming');
  if (exchange.error !== undefined) lines.push(`Error: ${exchange.error}`);
  if (exchange.note !== undefined) lines.push(`Note: ${exchange.note}`);
  return lines;
}

/** What a request is about (its `uri` or `name` param), for servers and SDKs that send no Mcp-Name. */
function requestTarget(request: RpcFrame): string | undefined {
  const message = request.message;
  if (typeof message !== 'object' || message === null || !('params' in message)) return undefined;
  const params = message.params;
  if (typeof params !== 'object' || params === null) return undefined;
  const target = 'uri' in params ? params.uri : 'name' in params ? params.name : undefined;
  return typeof target === 'string' ? target : undefined;
}

/** `http` lane: a bar from request start to body end, with the time-to-headers mark; SSE bodies stay open. */
export function httpEvent(exchange: HttpExchange, facts: ExchangeFacts): TimelineEvent {
  const method = exchange.rpcMethod;
  const name = exchange.mcpName ?? facts.target;
  const target = name === undefined ? '' : ` ${name}`;
  const status = exchange.response === undefined ? exchange.state : String(exchange.response.status);
  const marks: TimelineMark[] = exchange.headersMs === undefined ? [] : [{ at: exchange.startedAt + exchange.headersMs, label: 'headers' }];
  return timelineEvent({
    id: `http:${exchange.id}`,
    lane: 'http',
    start: exchange.startedAt,
    end: endOf(exchange),
    open: exchange.state === 'pending' || exchange.state === 'streaming',
    label: `${method ?? exchange.request.method}${target} · ${status}`,
    status: exchangeStatus(exchange, facts),
    method,
    details: httpDetails(exchange),
    marks,
    exchangeId: exchange.id,
  });
}

function closeReason(exchange: HttpExchange, facts: ExchangeFacts): string {
  if (facts.cancelled) return 'the server cancelled the subscription';
  if (exchange.error !== undefined) return exchange.error;
  if (exchange.state === 'aborted') return 'closed by the console';
  if (exchange.state === 'failed') return 'the stream failed';
  return 'the server ended the stream';
}

/** `stream` lane: the stream's span with its acknowledgement and notifications marked, then its close. */
export function streamEvents(exchange: HttpExchange, facts: ExchangeFacts): TimelineEvent[] {
  const kind = exchange.rpcMethod === 'subscriptions/listen' ? 'listen' : 'GET';
  const base = { lane: 'stream' as const, exchangeId: exchange.id, method: exchange.rpcMethod };
  const end = endOf(exchange);
  const open = exchange.state === 'pending' || exchange.state === 'streaming';
  const events = [
    timelineEvent({
      ...base,
      id: `stream:${exchange.id}`,
      start: exchange.startedAt,
      end,
      open,
      label: `${kind} stream #${exchange.id} open`,
      status: open ? 'open' : exchangeStatus(exchange, facts),
      details: [`${exchange.request.method} ${exchange.request.url}`, `${counted(facts.marks.length, 'message')} on the stream`],
      marks: facts.marks,
    }),
  ];
  if (facts.ackAt !== undefined) events.push(timelineEvent({ ...base, id: `stream:${exchange.id}:ack`, start: facts.ackAt, label: `${kind} stream #${exchange.id} acknowledged` }));
  if (!open && end !== undefined) {
    const reason = closeReason(exchange, facts);
    events.push(timelineEvent({ ...base, id: `stream:${exchange.id}:close`, start: end, label: `${kind} stream #${exchange.id} closed: ${reason}`, details: [reason] }));
  }
  return events;
}

/** `auth` lane mark for an exchange the session singled out (a session renewal, `TrafficLog.annotate`). */
export function noteEvent(exchange: HttpExchange): TimelineEvent | undefined {
  if (exchange.note === undefined) return undefined;
  return timelineEvent({
    id: `note:${exchange.id}`,
    lane: 'auth',
    start: exchange.startedAt,
    label: `${exchange.note} (${exchange.rpcMethod ?? exchange.request.method})`,
    method: exchange.rpcMethod,
    details: [exchange.note, `${exchange.request.method} ${exchange.request.url}`],
    exchangeId: exchange.id,
  });
}
