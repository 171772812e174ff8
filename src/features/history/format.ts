import { isJsonObject } from '../../protocol/model/json-text';
import type { HistoryCall } from '../../recording/history/types';

/** Local wall-clock time with seconds: calls of one session are minutes apart, not days. */
export function formatTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Persisted size as the user reads it (localStorage counts UTF-16 characters). */
export function formatSize(chars: number): string {
  return chars < 1024 ? `${chars} B` : `${(chars / 1024).toFixed(1)} KB`;
}

const MAX_ARGS_CHARS = 60;

/** The arguments that tell two calls of one target apart, shortened for a table cell. */
export function argumentsSummary(call: Pick<HistoryCall, 'method' | 'params'>): string {
  const { params } = call;
  const args = call.method === 'completion/complete' ? (isJsonObject(params.argument) ? params.argument.value : undefined) : params.arguments;
  if (args === undefined || (isJsonObject(args) && Object.keys(args).length === 0)) return '—';
  const text = JSON.stringify(args);
  return text.length > MAX_ARGS_CHARS ? `${text.slice(0, MAX_ARGS_CHARS - 1)}…` : text;
}
