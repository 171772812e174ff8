import { useDeferredValue, useMemo, useState } from 'react';
import { useSplitPane } from '../../components/split-pane';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useTrafficSource } from '../../hooks/session/use-session';
import { inScope, scopeKey, useServerScope } from '../../hooks/session/server-scope';
import { ServerScopeSelect } from '../../components/server-scope/server-scope-select';
import { useRememberedState } from '../../hooks/use-remembered-state';
import { useStore } from '../../hooks/use-store';
import { arrayList, EMPTY_LIST } from '../../lib/buffers/indexed-list';
import { exchangeById, framesOfExchange, TrafficView } from '../../protocol/transport/tap/traffic-view';
import { ExchangeDetail } from './exchange-detail';
import { decodeTrafficFilter, NO_TRAFFIC_FILTER, rowSource, type TrafficFilter } from './traffic-filter';
import { TrafficTable } from './traffic-table';
import { TrafficLimits } from './traffic-limits';
import { TrafficToolbar } from './traffic-toolbar';
import { scopedRowSource, type ServerRows } from './server-rows';
import { noun } from '../../lib/plural';

const count = new Intl.NumberFormat('en-US');

/**
 * Every HTTP exchange of every session, with filters and a detail pane. The log and the filter
 * are read through deferred values, so typing in the filter or a click always renders first and
 * a storm of SSE events only costs the rows in sight, once per frame.
 */
export function TrafficPanel() {
  const traffic = useTrafficSource();
  const snapshot = useDeferredValue(useStore(traffic));
  const navigation = useNavigationStore();
  const { exchangeId: selectedId } = useNavigation();
  const [filter, setFilter] = useRememberedState<TrafficFilter>('traffic.filter', NO_TRAFFIC_FILTER, decodeTrafficFilter);
  const deferredFilter = useDeferredValue(filter);

  const scope = useServerScope('traffic');
  const { choice, activeUrl } = scope;
  const key = scopeKey(choice, activeUrl);
  // The rows of one server scope, kept across snapshots so each frame reads only what is new.
  const [scoped] = useState<{ current: ServerRows | undefined }>(() => ({ current: undefined }));
  const rows = useMemo(
    () => (key === 'all' ? rowSource(snapshot, deferredFilter) : scopedRowSource(snapshot, deferredFilter, { key, matches: (e) => inScope(choice, activeUrl, e.server) }, scoped)),
    [snapshot, deferredFilter, key, choice, activeUrl, scoped],
  );
  const total = snapshot instanceof TrafficView ? snapshot.exchangeCount : snapshot.exchanges.length;
  const version = snapshot instanceof TrafficView ? snapshot.version : total;
  const selected = selectedId === undefined ? undefined : exchangeById(snapshot, selectedId);
  // Until the user drags it, the table keeps about 62 % of the panel beside the sidebar.
  const split = useSplitPane({ panel: 'traffic', initial: Math.round((window.innerWidth - 324) * 0.62), min: 360, max: 1000 });
  // A live log's frames are read through its window; a plain snapshot's are searched once.
  const frames = useMemo(() => {
    if (selectedId === undefined) return EMPTY_LIST;
    if (snapshot instanceof TrafficView) return snapshot.framesOf(selectedId) ?? EMPTY_LIST;
    return arrayList(framesOfExchange(snapshot, selectedId));
  }, [snapshot, selectedId]);

  const clear = () => {
    traffic.clear();
    navigation.selectExchange(undefined);
  };

  return (
    <div className="traffic-panel">
      <div className="traffic-panel__bar">
        <TrafficToolbar filter={filter} onChange={setFilter} onClear={clear} shown={rows.count} total={total}>
          <ServerScopeSelect scope={scope} />
        </TrafficToolbar>
        <TrafficLimits traffic={traffic} />
      </div>
      {snapshot.droppedExchanges > 0 && (
        <p className="note">{count.format(snapshot.droppedExchanges)} older {noun(snapshot.droppedExchanges, 'exchange was', 'exchanges were')} dropped from the log to bound memory.</p>
      )}
      {(snapshot.droppedFrames ?? 0) > 0 && (
        <p className="note">{count.format(snapshot.droppedFrames ?? 0)} older JSON-RPC {noun(snapshot.droppedFrames ?? 0, 'frame was', 'frames were')} dropped from the log to bound memory.</p>
      )}
      <div className="traffic-panel__body" style={selected === undefined ? undefined : { gridTemplateColumns: split.columns }}>
        <div className="traffic-panel__table">
          <TrafficTable
            rows={rows}
            version={version + rows.count}
            selectedId={selectedId}
            onSelect={(id) => navigation.selectExchange(id)}
            serverName={scope.showServer ? scope.nameOf : undefined}
          />
          {total === 0 && <p className="note">No traffic yet. Connect to a server to see its HTTP exchanges.</p>}
        </div>
        {selectedId !== undefined && selected === undefined && <p className="note">Exchange #{selectedId} is no longer in the log.</p>}
        {selected !== undefined && split.separator}
        {selected !== undefined && <ExchangeDetail exchange={selected} frames={frames} onClose={() => navigation.selectExchange(undefined)} />}
      </div>
    </div>
  );
}
