import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useFollowNewest } from '../../hooks/use-follow-newest';
import { cameViaLocalProxy } from '../../lib/urls/bridge-url';
import type { HttpExchange } from '../../protocol/model/types';
import { formatBytes, formatDuration, formatTime, statusLabel } from './format';
import { rowIndexOf, type RowSource } from './traffic-filter';

const ROW_HEIGHT = 22;

interface TrafficTableProps {
  rows: RowSource;
  /** Changes whenever the rows may have: the log's version and the filter. */
  version: number;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** Names each row's server in a Server column, while several servers are on show. */
  serverName?: ((url: string) => string) | undefined;
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

interface RowProps {
  exchange: HttpExchange;
  selected: boolean;
  onSelect: (id: number) => void;
  serverName: ((url: string) => string) | undefined;
}

/** One exchange; memoized on the exchange object, which the log replaces only when it changed. */
const TrafficRow = memo(function TrafficRow({ exchange, selected, onSelect, serverName }: RowProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(exchange.id);
    }
  };
  return (
    <tr tabIndex={0} aria-current={selected ? 'true' : undefined} className={selected ? 'is-selected' : undefined} onClick={() => onSelect(exchange.id)} onKeyDown={onKeyDown}>
      <td className="num">{exchange.id}</td>
      {serverName !== undefined && (
        <td className="traffic-table__server" title={exchange.server}>
          {exchange.server === undefined ? '—' : serverName(exchange.server)}
        </td>
      )}
      <td className="mono">{formatTime(exchange.startedAt)}</td>
      <td>{exchange.request.method}</td>
      <td className="mono">
        {exchange.rpcMethod ?? '—'}
        {exchange.note !== undefined && <span className="traffic-note"> · {exchange.note}</span>}
        {exchange.response !== undefined && cameViaLocalProxy(exchange.response.headers) && <span className="traffic-note"> · via local proxy</span>}
      </td>
      <td className="mono">{mcpHeaders(exchange)}</td>
      <td className={statusClass(exchange)}>{statusLabel(exchange)}</td>
      <td className="num">{formatDuration(exchange.durationMs)}</td>
      <td className="num">{formatBytes(exchange.response?.body?.bytes)}</td>
    </tr>
  );
});

/**
 * One row per HTTP exchange, newest last (ui-contract.md: table `Traffic`). Virtualized: only
 * the rows in sight are in the DOM, with spacer rows for the rest, so a storm costs the
 * visible rows per frame. Follows the newest row until the user scrolls up.
 */
export function TrafficTable({ rows, version, selectedId, onSelect, serverName }: TrafficTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler skips this component (the virtualizer's API is not memoisable); it re-renders from props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows.at(index)?.id ?? -index,
    overscan: 10,
    initialRect: { width: 800, height: 480 },
  });
  const follow = useFollowNewest(scrollRef, version);
  // An exchange opened from elsewhere (a QA finding, the Timeline, History) is brought into
  // sight; the scroll away from the end stops following the newest, so it stays there.
  useLayoutEffect(() => {
    if (selectedId === undefined) return;
    const index = rowIndexOf(rows, selectedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
    // Only a new selection scrolls: rows arriving later must not pull the view back to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId]);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div className="traffic-table__scroll" ref={scrollRef} onScroll={follow.onScroll}>
      <table className={serverName === undefined ? 'traffic-table' : 'traffic-table traffic-table--servers'} aria-label="Traffic">
        <thead>
          <tr>
            <th scope="col">#</th>
            {serverName !== undefined && <th scope="col">Server</th>}
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
          {before > 0 && <tr aria-hidden="true" className="traffic-table__spacer" style={{ height: before }} />}
          {items.map((item) => {
            const exchange = rows.at(item.index);
            return exchange === undefined ? null : <TrafficRow key={item.key} exchange={exchange} selected={exchange.id === selectedId} onSelect={onSelect} serverName={serverName} />;
          })}
          {after > 0 && <tr aria-hidden="true" className="traffic-table__spacer" style={{ height: after }} />}
        </tbody>
      </table>
      {!follow.following && rows.count > 0 && (
        <button type="button" className="button button--small traffic-table__jump" onClick={follow.jumpToNewest}>
          Jump to newest
        </button>
      )}
    </div>
  );
}
