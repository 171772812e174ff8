import { useState } from 'react';
import type { CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { NotOffered } from '../../components/not-offered';
import { ServerLogSection } from '../../components/server-log';
import { useSplitPane } from '../../components/split-pane';
import { useCacheContext } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useOffers } from '../../hooks/session/use-offered';
import { withTool, type PanelProps } from '../../lib/urls/deep-link';
import { ToolDetail } from './tool-detail';
import { ToolList } from './tool-list';
import { useToolCall, useToolsList } from '../../components/tool-call';

/**
 * The Tools panel (spec §19): the server's tools, arguments validated against
 * each input schema, the call with its `Mcp-Param-*` headers (§7.4), progress,
 * cancellation and the result. `?tool=<name>` selects a tool. `replayed`: the session answers
 * from a recording (the app knows), so possibly destructive calls need no confirmation.
 */
export function ToolsPanel({ deepLink, replayed = false }: PanelProps & { replayed?: boolean }) {
  const ctx = useCacheContext();
  const offered = useOffers('tools');
  if (ctx === undefined || !offered) {
    return (
      <section className="tools-panel" aria-label="Tools panel">
        {ctx === undefined ? <p className="note">Connect to a server to see its tools.</p> : <NotOffered capability="tools" />}
      </section>
    );
  }
  // A new server starts from a clean selection and call state.
  return <ConnectedTools key={ctx.serverId} ctx={ctx} initialTool={deepLink.tool} replayed={replayed} />;
}

function ConnectedTools({ ctx, initialTool, replayed }: { ctx: CacheContext; initialTool: string | undefined; replayed: boolean }) {
  const navigation = useNavigationStore();
  const list = useToolsList(ctx);
  const call = useToolCall(ctx.session, list.refreshTool);
  const [chosen, setChosen] = useState<string | undefined>(initialTool);
  const selectedName = chosen ?? list.usable[0]?.tool.name;
  const entry = list.usable.find((e) => e.tool.name === selectedName);
  const excluded = list.excluded.find((e) => e.tool.name === selectedName);
  const showExchange = (id: number) => navigation.showExchange(id);
  const split = useSplitPane({ panel: 'tools', initial: 260, min: 180, max: 560 });
  const select = (name: string) => {
    setChosen(name);
    // A reload, or the address copied as a permalink, reopens the same tool.
    window.history.replaceState(window.history.state, '', withTool(window.location.href, name));
  };

  return (
    <section className="tools-panel" aria-label="Tools panel" style={{ gridTemplateColumns: split.columns }}>
      <div className="tools-panel__list">
        {list.notice !== undefined && <p className="note" role="status">{list.notice}</p>}
        {list.error !== undefined && <ErrorAlert error={list.error} onShowExchange={showExchange} />}
        {list.loading && list.usable.length === 0 && <p className="note" role="status">Loading tools…</p>}
        <ToolList usable={list.usable} excluded={list.excluded} selected={selectedName} onSelect={select} />
      </div>
      {split.separator}
      <div className="tools-panel__detail">
        {entry !== undefined && (
          <ToolDetail
            key={entry.tool.name}
            entry={entry}
            session={ctx.session}
            serverUrl={ctx.serverId}
            callState={call.state}
            onRun={(e, args) => void call.run(e, args)}
            onCancel={call.cancel}
            onShowExchange={showExchange}
            replayed={replayed}
          />
        )}
        {/* One log for the panel: it keeps its lines and its open state across tool selections. */}
        <ServerLogSection session={ctx.session} onShowExchange={showExchange} />
        {entry === undefined && excluded !== undefined && (
          <p role="alert" className="note note--warning">
            {excluded.tool.name} is excluded: {excluded.reason}
          </p>
        )}
        {entry === undefined && excluded === undefined && selectedName !== undefined && !list.loading && (
          <p className="note">The server lists no tool named “{selectedName}”.</p>
        )}
      </div>
    </section>
  );
}
