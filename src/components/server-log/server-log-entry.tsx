import { memo } from 'react';
import type { ServerLogEntry } from '../../protocol/server-features/server-log';

function clock(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

function json(value: unknown): string {
  try {
    return value === undefined ? 'undefined' : JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : json(value).replace(/\s+/g, ' ');
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

function requestLabel(request: ServerLogEntry['request']): string {
  if (request === undefined) return 'stream';
  const name = request.name === undefined ? '' : ` ${request.name}`;
  const id = request.id === undefined ? '' : ` #${request.id}`;
  return `${request.method}${name}${id}`;
}

/** One log line: time, level, logger, the request that produced it (a link to its exchange), data. */
export const ServerLogRow = memo(function ServerLogRow({ entry, onShowExchange }: { entry: ServerLogEntry; onShowExchange: (id: number) => void }) {
  const { exchangeId } = entry;
  return (
    <li className={`server-log__entry server-log__entry--${entry.level}`}>
      <span className="mono server-log__time">{clock(entry.at)}</span>
      <span className={`chip server-log__level server-log__level--${entry.level}`}>{entry.level}</span>
      <span className="mono server-log__logger">{entry.logger ?? '—'}</span>
      {exchangeId === undefined ? (
        <span className="mono server-log__request">{requestLabel(entry.request)}</span>
      ) : (
        <button type="button" className="link-button mono server-log__request" onClick={() => onShowExchange(exchangeId)} title="Show the request in Traffic">
          {requestLabel(entry.request)}
        </button>
      )}
      <details className="server-log__data">
        <summary className="mono">{preview(entry.data)}</summary>
        <pre className="mono">{json(entry.data)}</pre>
      </details>
    </li>
  );
});
