import type { KeyboardEvent } from 'react';
import type { HttpExchange } from '../../protocol/types';
import { formatBytes, formatDuration, formatTime, statusLabel } from './format';

interface TrafficTableProps {
  rows: readonly HttpExchange[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

function statusClass(exchange: HttpExchange): string {
  const status = exchange.response?.status ?? 0;
  if (exchange.state === 'failed' || exchange.state === 'aborted' || status >= 400) return 'status status--bad';
  if (exchange.state === 'pending' || exchange.state === 'streaming') return 'status status--live';
  return 'status status--ok';
}

function mcpHeaders(exchange: HttpExchange): string {
  return [exchange.mcpMethod, exchange.mcpName].filter((v) => v !== undefined).join(' · ');
}

/** One row per HTTP exchange, newest last; rows are focusable and open on Enter or Space. */
export function TrafficTable({ rows, selectedId, onSelect }: TrafficTableProps) {
  const onKeyDown = (event: KeyboardEvent, id: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(id);
    }
  };
  return (
    <table className="traffic-table" aria-label="Traffic">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Time</th>
          <th scope="col">HTTP</th>
          <th scope="col">JSON-RPC method</th>
          <th scope="col">Mcp-Method / Mcp-Name</th>
          <th scope="col">Status</th>
          <th scope="col">Duration</th>
          <th scope="col">Size</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((exchange) => (
          <tr
            key={exchange.id}
            tabIndex={0}
            aria-current={exchange.id === selectedId ? 'true' : undefined}
            className={exchange.id === selectedId ? 'is-selected' : undefined}
            onClick={() => onSelect(exchange.id)}
            onKeyDown={(event) => onKeyDown(event, exchange.id)}
          >
            <td className="num">{exchange.id}</td>
            <td className="mono">{formatTime(exchange.startedAt)}</td>
            <td>{exchange.request.method}</td>
            <td className="mono">{exchange.rpcMethod ?? '—'}</td>
            <td className="mono">{mcpHeaders(exchange)}</td>
            <td className={statusClass(exchange)}>{statusLabel(exchange)}</td>
            <td className="num">{formatDuration(exchange.durationMs)}</td>
            <td className="num">{formatBytes(exchange.response?.body?.bytes)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
