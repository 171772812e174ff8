import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigation, useNavigationStore } from '../../hooks/use-navigation';
import { useTrafficSource } from '../../hooks/use-session';
import { useStore } from '../../hooks/use-store';
import { ExchangeDetail } from './exchange-detail';
import { filterExchanges, lastRows, type TrafficFilter } from './traffic-filter';
import { TrafficTable } from './traffic-table';
import { TrafficToolbar } from './traffic-toolbar';

/** How many rows are rendered at first and added per "show earlier" click. */
export const ROW_PAGE = 500;

/** Every HTTP exchange of every session, with filters and a detail pane. */
export function TrafficPanel() {
  const traffic = useTrafficSource();
  const snapshot = useStore(traffic);
  const navigation = useNavigationStore();
  const { exchangeId: selectedId } = useNavigation();
  const [filter, setFilter] = useState<TrafficFilter>({ method: '', status: 'all' });
  const [limit, setLimit] = useState(ROW_PAGE);
  const deferredFilter = useDeferredValue(filter);

  const filtered = useMemo(() => filterExchanges(snapshot.exchanges, deferredFilter), [snapshot.exchanges, deferredFilter]);
  const { rows, hidden } = lastRows(filtered, limit);
  const selected = useMemo(() => snapshot.exchanges.find((e) => e.id === selectedId), [snapshot.exchanges, selectedId]);
  const frames = useMemo(
    () => (selectedId === undefined ? [] : snapshot.frames.filter((f) => f.exchangeId === selectedId)),
    [snapshot.frames, selectedId],
  );

  const clear = () => {
    traffic.clear();
    navigation.selectExchange(undefined);
  };

  return (
    <div className="traffic-panel">
      <TrafficToolbar filter={filter} onChange={setFilter} onClear={clear} shown={filtered.length} total={snapshot.exchanges.length} />
      {snapshot.droppedExchanges > 0 && (
        <p className="note">{snapshot.droppedExchanges} older exchanges were dropped from the log to bound memory.</p>
      )}
      <div className="traffic-panel__body">
        <div className="traffic-panel__table">
          {hidden > 0 && (
            <button type="button" className="button button--small" onClick={() => setLimit(limit + ROW_PAGE)}>
              Show {Math.min(hidden, ROW_PAGE)} earlier rows ({hidden} hidden)
            </button>
          )}
          <TrafficTable rows={rows} selectedId={selectedId} onSelect={(id) => navigation.selectExchange(id)} />
          {snapshot.exchanges.length === 0 && <p className="note">No traffic yet. Connect to a server to see its HTTP exchanges.</p>}
        </div>
        {selectedId !== undefined && selected === undefined && (
          <p className="note">Exchange #{selectedId} is no longer in the log.</p>
        )}
        {selected !== undefined && (
          <ExchangeDetail exchange={selected} frames={frames} onClose={() => navigation.selectExchange(undefined)} />
        )}
      </div>
    </div>
  );
}
