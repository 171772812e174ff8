import { useMemo, useState } from 'react';
import { appHistory } from '../../hooks/use-history';
import { useStore } from '../../hooks/use-store';
import type { ServerScope } from '../../hooks/session/server-scope';
import { ServerScopeSelect } from '../../components/server-scope/server-scope-select';
import { CallDetail } from './call-detail';
import { HistoryTable } from './history-table';
import { mergeCalls } from './merge-calls';

/**
 * History of several servers at once (issue 41): their calls in one table, oldest numbered
 * first, with a Server column. Re-run, Compare and collections act on one server's History, so
 * they stay with the active server's view; here a call opens its details.
 */
export function WorkspaceHistory({ scope }: { scope: ServerScope }) {
  const store = appHistory();
  const snapshot = useStore(store);
  const { choice, servers, nameOf } = scope;
  const shown = useMemo(() => servers.filter((s) => choice === 'all' || (typeof choice === 'object' && s.url === choice.url)), [servers, choice]);
  // Read again whenever a History changes (the store's snapshot is new then).
  const merged = useMemo(
    () => mergeCalls(shown.map(({ url }) => ({ server: url, calls: store.view(url, store.scopeOf(url)).calls }))),
    // `view` reads the store's state, which `snapshot` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shown, store, snapshot],
  );
  const serverOf = useMemo(() => new Map(merged.map((m) => [m.call.id, m.server])), [merged]);
  const calls = useMemo(() => merged.map((m) => m.call), [merged]);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const index = calls.findIndex((c) => c.id === selected);
  const single = calls[index];

  return (
    <section className="history-panel history-panel--split" aria-label="History panel">
      <div className="history-panel__list">
        <div className="history-toolbar" role="group" aria-label="History actions">
          <ServerScopeSelect scope={scope} />
          <span className="muted">
            {calls.length} {calls.length === 1 ? 'call' : 'calls'} to {shown.length} {shown.length === 1 ? 'server' : 'servers'}
          </span>
        </div>
        {calls.length === 0 ? (
          <p className="note">No calls yet. Reads, prompts, tool calls and completions made from the other panels appear here.</p>
        ) : (
          <HistoryTable
            calls={calls}
            selected={new Set(selected === undefined ? [] : [selected])}
            onToggle={(id) => setSelected((prev) => (prev === id ? undefined : id))}
            onRerun={undefined}
            running={new Set()}
            serverName={(call) => {
              const url = serverOf.get(call.id);
              return url === undefined ? '—' : nameOf(url);
            }}
          />
        )}
      </div>
      <div className="history-panel__detail">
        {single === undefined ? <p className="note">Select a call to see it. Re-run, Compare and collections are in the active server’s History.</p> : <CallDetail call={single} number={index + 1} />}
      </div>
    </section>
  );
}
