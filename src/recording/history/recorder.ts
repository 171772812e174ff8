import { ConsoleError } from '../../protocol/diagnosis/console-error';
import { MCP_PARAM_PREFIX } from '../../protocol/transport/mcp-param-headers';
import { isJsonObject } from '../../protocol/model/json-text';
import type { HistoryScope, HistoryStore } from './history-store';
import { boundResult, normalizeValue } from './normalize';
import { callTarget } from './target';
import { isHistoryMethod, type CallError } from './types';
import type { RequestObserver } from '../../protocol/session/request-observer';

function callError(error: unknown, secrets: readonly string[]): CallError {
  const mask = (text: string) => secrets.reduce((out, s) => out.split(s).join('[redacted]'), text);
  if (error instanceof ConsoleError) return { message: mask(error.message), ...(error.data.code === undefined ? {} : { code: error.data.code }) };
  return { message: mask(error instanceof Error ? error.message : String(error)) };
}

/** Only the `Mcp-Param-*` headers are kept: a Re-run must send them again, and they hold argument values, not credentials. */
function paramHeadersOf(headers: Readonly<Record<string, string>> | undefined, secrets: readonly string[]): Record<string, string> | undefined {
  const kept = Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase().startsWith(MCP_PARAM_PREFIX.toLowerCase()));
  if (kept.length === 0) return undefined;
  return Object.fromEntries(kept.map(([name, value]) => [name, secrets.some((s) => value.includes(s)) ? '[redacted]' : value]));
}

let counter = 0;

/** A call id unique in this page and, by its time part, across reloads. */
export function nextCallId(startedAt: number): string {
  counter += 1;
  return `${startedAt.toString(36)}-${counter.toString(36)}`;
}

/** What the history keeps of a cancelled call: nothing (the user abandoned it; no answer came). */
function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message)) && !(error instanceof ConsoleError && error.data.code !== undefined);
}

/**
 * The session observer that feeds History: only the calls of `HISTORY_METHODS`, recorded once they
 * settle, with their normalised params and result (or error) and their duration.
 */
export function createCallRecorder(store: HistoryStore, scopeOf: (url: string) => HistoryScope): RequestObserver {
  return (request) => {
    if (!isHistoryMethod(request.method)) return;
    const method = request.method;
    const settled = request.outcome.then(
      (result) => ({ result, error: undefined }),
      (error: unknown) => ({ result: undefined, error }),
    );
    void settled.then(async ({ result, error }) => {
      if (error !== undefined && isAbort(error)) return;
      const durationMs = Math.max(0, request.now() - request.startedAt);
      const normalized = await normalizeValue(request.params ?? {}, request.secrets);
      const params = isJsonObject(normalized) ? normalized : {};
      const paramHeaders = paramHeadersOf(request.headers, request.secrets);
      const base = { id: nextCallId(request.startedAt), method, target: callTarget(method, params), params, ...(paramHeaders === undefined ? {} : { paramHeaders }), startedAt: request.startedAt, durationMs };
      const call = error === undefined ? { ...base, result: boundResult(await normalizeValue(result, request.secrets)) } : { ...base, error: callError(error, request.secrets) };
      store.record(request.url, scopeOf(request.url), call);
    }).catch(() => undefined);
  };
}
