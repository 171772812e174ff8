import { createSseParser } from '../../protocol';
import { isRecord } from '../../lib/is-record';
import { requestBody, requestHeaders, type LoadWire } from './request';
import type { AbortCause, LoadTarget, SendResult } from './types';

/** How long the `notifications/cancelled` of a cancelled request may take: the run ends after it. */
const CANCEL_NOTICE_MS = 2000;
const ERROR_TEXT_MAX = 200;

async function messageFromSse(response: Response, id: string): Promise<Record<string, unknown> | undefined> {
  if (response.body === null) return undefined;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let found: Record<string, unknown> | undefined;
  const parser = createSseParser((event) => {
    if (found !== undefined || (event.event !== undefined && event.event !== 'message')) return;
    try {
      const parsed: unknown = JSON.parse(event.data);
      if (isRecord(parsed) && parsed.id === id && !('method' in parsed)) found = parsed;
    } catch {
      // Not JSON-RPC: keep reading until the answer or the end of the stream.
    }
  });
  try {
    while (found === undefined) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return found;
}

async function answerOf(response: Response, id: string): Promise<Record<string, unknown> | undefined> {
  const type = response.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('text/event-stream')) return messageFromSse(response, id);
  const text = await response.text();
  if (!type.startsWith('application/json') || text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const short = (text: string): string => (text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX)}…` : text);

function firstText(result: Record<string, unknown>): string {
  const content = Array.isArray(result.content) ? result.content : [];
  const block: unknown = content.find((c: unknown) => isRecord(c) && typeof c.text === 'string');
  return isRecord(block) && typeof block.text === 'string' ? block.text : '';
}

/** A result is fine; a JSON-RPC error, a tool's `isError`, or no JSON-RPC answer at all is an error. */
function judge(status: number, answer: Record<string, unknown> | undefined): SendResult {
  if (answer === undefined) return { ok: false, error: `HTTP ${status} without a JSON-RPC response` };
  if (isRecord(answer.error)) {
    const code = typeof answer.error.code === 'number' ? answer.error.code : '?';
    const message = typeof answer.error.message === 'string' ? answer.error.message : '';
    return { ok: false, error: short(`JSON-RPC error ${code}: ${message}`) };
  }
  if (!isRecord(answer.result)) return { ok: false, error: `HTTP ${status}: a JSON-RPC response without a result` };
  if (answer.result.isError === true) return { ok: false, error: short(`the tool answered isError: ${firstText(answer.result)}`) };
  return { ok: true, result: answer.result };
}

/** On a legacy session, tells the server to stop the request (spec 2025-11-25 cancellation); it never throws. */
async function sendCancelled(load: LoadWire, id: string, cause: AbortCause | undefined): Promise<void> {
  const reason = cause === 'timeout' ? 'The load run timed the request out' : 'The load run ended';
  const notice = { method: 'notifications/cancelled', params: { requestId: id, reason } };
  const body = JSON.stringify({ jsonrpc: '2.0', ...notice });
  try {
    const response = await load.wire.fetch(load.wire.url, { method: 'POST', headers: requestHeaders(load.wire, notice), body, signal: AbortSignal.timeout(CANCEL_NOTICE_MS) });
    await response.body?.cancel();
  } catch {
    // A server that is gone needs no cancel.
  }
}

/**
 * The sender of a load run: one raw JSON-RPC POST per request. When `signal` aborts, the fetch
 * (and with it a response stream) is closed, which is the cancel on 2026-07-28 HTTP and through
 * the bridge; a legacy session also gets `notifications/cancelled`. It resolves after that.
 */
export function createSender(load: LoadWire): (target: LoadTarget, signal: AbortSignal, cause: () => AbortCause | undefined) => Promise<SendResult> {
  let counter = 0;
  return async (target, signal, cause) => {
    const id = `bench-${++counter}`;
    const body = JSON.stringify(requestBody(load.wire, target, id));
    try {
      const response = await load.wire.fetch(load.wire.url, { method: 'POST', headers: requestHeaders(load.wire, target), body, signal });
      const answer = await answerOf(response, id);
      if (signal.aborted) throw signal.reason;
      return judge(response.status, answer);
    } catch (error) {
      if (signal.aborted) {
        if (load.cancelByNotification) await sendCancelled(load, id, cause());
        return { ok: false, error: 'cancelled' };
      }
      return { ok: false, error: short(error instanceof Error ? `${error.name}: ${error.message}` : String(error)) };
    }
  };
}
