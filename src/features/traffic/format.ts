import type { HttpExchange } from '../../protocol/model/types';

/** Wall-clock time with milliseconds, as devtools show it. */
export function formatTime(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

export function formatDuration(ms: number | undefined): string {
  if (ms === undefined) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The status column: the HTTP status once done, otherwise the exchange's state. */
export function statusLabel(exchange: HttpExchange): string {
  switch (exchange.state) {
    case 'done':
      return exchange.response === undefined ? 'done' : String(exchange.response.status);
    case 'streaming':
      return exchange.response === undefined ? 'streaming' : `${exchange.response.status} streaming`;
    case 'pending':
    case 'failed':
    case 'aborted':
      return exchange.state;
  }
}
