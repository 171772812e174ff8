import { createSseParser } from '../../protocol';
import type { RawHttpOutcome, RawHttpRequest, SseEvent } from './types';
import { isRecord } from './values';
import { standardHeaders, type WireTarget } from '../../protocol';

function mergeHeaders(base: Record<string, string>, overrides: Record<string, string | null> = {}): Record<string, string> {
  const lowered = Object.entries(overrides).map(([name, value]) => [name.toLowerCase(), value] as const);
  const removed = new Set(lowered.filter(([, value]) => value === null).map(([name]) => name));
  const set = lowered.filter((entry): entry is readonly [string, string] => entry[1] !== null);
  return Object.fromEntries([...Object.entries(base).filter(([name]) => !removed.has(name)), ...set]);
}

function parseJson(text: string): Record<string, unknown>[] {
  if (text.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecord) : isRecord(parsed) ? [parsed] : [];
  } catch {
    return [];
  }
}

/** Reads SSE messages until `stop` says enough or the stream ends; the caller aborts the rest. */
async function readStream(body: ReadableStream<Uint8Array>, out: RawHttpOutcome, stop: (messages: Record<string, unknown>[], events: readonly SseEvent[]) => boolean): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((event) => {
    if (event.event !== undefined && event.event !== 'message') {
      out.events.push({ event: event.event, data: event.data });
      return;
    }
    out.messages.push(...parseJson(event.data));
    out.onMessage?.(out.messages);
  });
  try {
    while (!stop(out.messages, out.events)) {
      const { done, value } = await reader.read();
      if (done) {
        out.streamEnded = true;
        break;
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/**
 * One raw HTTP request over the tapped fetch, for the transport rules the SDK hides
 * (GET/DELETE, notification POSTs, forged headers). Never throws: failures and
 * timeouts land in `failure`.
 */
export async function sendRaw(target: WireTarget & { hostFetch?: typeof fetch }, request: RawHttpRequest): Promise<RawHttpOutcome> {
  const base = request.method === 'POST' ? standardHeaders(target, request.rpcMethod ?? '', {}) : { ...target.headers, accept: 'text/event-stream', 'mcp-protocol-version': target.protocolVersion };
  if (request.method !== 'POST' && target.era === 'legacy') {
    const sessionId = target.sessionId();
    if (sessionId !== undefined) base['mcp-session-id'] = sessionId;
  }
  const headers = mergeHeaders(base, request.headers);
  const out: RawHttpOutcome = { exchangeId: undefined, status: undefined, headers: {}, contentType: undefined, bodyText: undefined, messages: [], events: [], failure: undefined, streamEnded: false, onMessage: request.onMessage };
  const controller = new AbortController();
  const timeoutMs = request.timeoutMs ?? target.timeoutMs;
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  // A call that overruns gets the caller's cancellation while the stream stays open a little longer.
  const overrun = request.overrun === undefined ? undefined : setTimeout(request.overrun.run, request.overrun.afterMs);
  const before = target.traffic.nextExchangeId;
  try {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const send = request.forgeHost === true ? target.hostFetch : target.fetch;
    if (send === undefined) throw new Error('no HTTP client that can set Host');
    const response = await send(request.url ?? target.url, { method: request.method, headers, body, signal: controller.signal });
    out.status = response.status;
    response.headers.forEach((value, name) => (out.headers[name.toLowerCase()] = value));
    out.contentType = response.headers.get('content-type') ?? undefined;
    if (out.contentType?.toLowerCase().startsWith('text/event-stream') === true && response.body !== null) {
      await readStream(response.body, out, request.stopWhen ?? (() => true));
    } else {
      out.bodyText = await response.text();
      out.messages.push(...parseJson(out.bodyText));
    }
  } catch (err) {
    out.failure = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  } finally {
    clearTimeout(timer);
    clearTimeout(overrun);
    controller.abort();
  }
  await target.traffic.whenSettled(target.traffic.nextExchangeId - 1, 500);
  const id = target.traffic.getSnapshot().exchanges.findLast((e) => e.id >= before)?.id;
  out.exchangeId = id;
  delete out.onMessage;
  return out;
}
