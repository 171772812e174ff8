import { useMemo, useState } from 'react';
import { useSplitPane } from '../../components/split-pane';
import { useCacheContext } from '../../hooks/use-cache';
import { useServerHistory } from '../../hooks/use-history';
import { useConnectionStatus } from '../../hooks/session/use-session';
import { useServerScope, type ServerScope } from '../../hooks/session/server-scope';
import { ServerScopeSelect } from '../../components/server-scope/server-scope-select';
import { WorkspaceHistory } from './workspace-history';
import { diffOutcomes } from '../../recording/history/diff-model';
import { callAgain } from '../../recording/history/run-calls';
import type { HistoryCall } from '../../recording/history/types';
import { CallDetail } from './call-detail';
import { Collections, type CollectionActions } from './collections';
import { DiffView } from './diff-view';
import { formatSize } from './format';
import { HistoryTable } from './history-table';
import { PinForm } from './pin-form';
import { useCallGuard, type CallGuard } from './use-call-guard';
import { useCollectionRuns } from './use-collection-runs';

/**
 * History (issue 17): every call made from the console to this server, re-run, compared, and
 * pinned into collections. A replayed session shows the recording's calls.
 */
export function HistoryPanel() {
  const status = useConnectionStatus();
  const url = status.state === 'idle' ? undefined : status.url;
  const scope = useServerScope('history');
  if (scope.choice === 'all' || (typeof scope.choice === 'object' && scope.choice.url !== url)) return <WorkspaceHistory scope={scope} />;
  if (url === undefined) {
    return (
      <section className="history-panel" aria-label="History panel">
        <p className="note">Connect to a server to see the calls made to it.</p>
      </section>
    );
  }
  // Another server starts from a clean selection.
  return <ServerHistoryPanel key={url} url={url} servers={scope} />;
}

function ServerHistoryPanel({ url, servers }: { url: string; servers: ServerScope }) {
  const { history, scope, storedChars, store } = useServerHistory(url);
  const ctx = useCacheContext();
  const session = ctx?.session;
  const guard = useCallGuard(url, ctx);
  // A recording answers from what it recorded and sends nothing to the server: nothing to confirm.
  const allowed: CallGuard['confirm'] = (calls, runName) => (scope === 'recorded' ? Promise.resolve(true) : guard.confirm(calls, runName));
  const calls = useMemo(() => history?.calls ?? [], [history]);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [compared, setCompared] = useState<readonly [string, string] | undefined>(undefined);
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const { runs, run } = useCollectionRuns(session);
  const split = useSplitPane({ panel: 'history', initial: 560, min: 380, max: 960 });

  const numbered = useMemo(() => new Map(calls.map((call, i) => [call.id, { call, number: i + 1 }])), [calls]);
  const picked = selected.flatMap((id) => numbered.get(id) ?? []).sort((x, y) => x.number - y.number);
  const comparison = useMemo(() => {
    const a = compared === undefined ? undefined : numbered.get(compared[0]);
    const b = compared === undefined ? undefined : numbered.get(compared[1]);
    return a === undefined || b === undefined ? undefined : { a, b, diff: diffOutcomes(a.call, b.call) };
  }, [compared, numbered]);

  const toggle = (id: string) => setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id]));
  const rerun = async (call: HistoryCall) => {
    if (session === undefined || !(await allowed([call]))) return;
    setRunning((prev) => new Set(prev).add(call.id));
    await callAgain(session, call);
    setRunning((prev) => new Set([...prev].filter((id) => id !== call.id)));
  };
  const compare = () => {
    const [a, b] = picked;
    if (picked.length === 2 && a !== undefined && b !== undefined) setCompared([a.call.id, b.call.id]);
  };
  const actions: CollectionActions = {
    run:
      session === undefined
        ? undefined
        : (collection) =>
            void allowed(collection.items, `collection ${collection.name}`).then(async (go) => {
              if (go) await run(collection);
            }),
    setExpectSame: (name, index, value) => store.setExpectSame(url, scope, name, index, value),
    removeItem: (name, index) => store.removeItem(url, scope, name, index),
    remove: (name) => store.removeCollection(url, scope, name),
  };
  const single = picked.length === 1 ? picked[0] : undefined;

  return (
    <section className="history-panel history-panel--split" aria-label="History panel" style={{ gridTemplateColumns: split.columns }}>
      <div className="history-panel__list">
        <div className="history-toolbar" role="group" aria-label="History actions">
          <ServerScopeSelect scope={servers} />
          <span className="muted">
            {calls.length} {calls.length === 1 ? 'call' : 'calls'}
            {scope === 'recorded' ? ' recorded in the imported session' : ` · ${formatSize(storedChars)} stored in this browser`}
          </span>
          <button type="button" className="button button--small button--primary" disabled={picked.length !== 2} onClick={compare}>
            Compare
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={calls.length === 0}
            onClick={() => {
              store.clear(url, scope);
              setSelected([]);
            }}
          >
            Clear
          </button>
        </div>
        {calls.length === 0 ? (
          <p className="note">No calls yet. Reads, prompts, tool calls and completions made from the other panels appear here.</p>
        ) : (
          <HistoryTable calls={calls} selected={new Set(selected)} onToggle={toggle} onRerun={session === undefined ? undefined : (call) => void rerun(call)} running={running} />
        )}
        <PinForm
          count={picked.length}
          onPin={(name) => {
            store.pin(url, scope, name, picked.map((p) => p.call));
            setSelected([]);
          }}
        />
      </div>
      {split.separator}
      <div className="history-panel__detail">
        {comparison !== undefined && <DiffView a={comparison.a} b={comparison.b} diff={comparison.diff} onClose={() => setCompared(undefined)} />}
        {comparison === undefined && single !== undefined && <CallDetail call={single.call} number={single.number} />}
        {comparison === undefined && single === undefined && <p className="note">Select a call to see it, or two calls and press Compare.</p>}
        <Collections collections={history?.collections ?? []} runs={runs} actions={actions} />
      </div>
      {guard.dialog}
    </section>
  );
}
