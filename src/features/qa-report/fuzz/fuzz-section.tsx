import { useState } from 'react';
import '../../../styles/panels/qa-fuzz.css';
import type { CacheContext } from '../../../cache';
import { ErrorAlert } from '../../../components/error-alert';
import { downloadText } from '../../../components/download-text';
import { useToolsList } from '../../../components/tool-call';
import { useCacheContext } from '../../../hooks/use-cache';
import { useNavigationStore } from '../../../hooks/navigation/use-navigation';
import { fuzzReportToJson, fuzzReportToMarkdown } from '../../../qa/fuzz';
import { counted } from '../../../lib/plural';
import { fuzzReportBaseName } from '../snapshot/download';
import type { FuzzState } from './fuzz-store';
import { FuzzFindings, findingsByKind } from './fuzz-findings';
import { FuzzSettingsFields } from './fuzz-settings';
import { FuzzTools, type ListedTool } from './fuzz-tools';
import { openInTools } from './open-in-tools';
import { useFuzz } from './use-fuzz';

/**
 * The QA panel's Fuzz section (issue 42): the CLI's `fuzz` engine against the connected server,
 * its read-only tools only unless another is ticked by name. Nothing runs until Run fuzz.
 */
export function FuzzSection() {
  const ctx = useCacheContext();
  if (ctx === undefined) return <p className="note">Connect to a server to fuzz its read-only tools with inputs from their schemas.</p>;
  return <ConnectedFuzz key={ctx.serverId} ctx={ctx} />;
}

/** What the status line says of the run. */
function statusText(state: FuzzState): string {
  const of = `${state.done} of ${state.total}`;
  switch (state.status) {
    case 'running':
      return state.current === undefined ? `Listing tools…` : `Case ${of}: waiting for ${state.current}…`;
    case 'cancelled':
      return `Cancelled after ${of} cases.`;
    case 'done':
      return `Done: ${counted(state.report?.cases ?? state.done, 'case')} over ${counted(state.report?.tools.length ?? 0, 'tool')}, ${findingsByKind(state.findings)}.`;
    default:
      return '';
  }
}

function ConnectedFuzz({ ctx }: { ctx: CacheContext }) {
  const navigation = useNavigationStore();
  const list = useToolsList(ctx);
  const { store, state, run, cancel } = useFuzz(ctx.session);
  const [valid, setValid] = useState(true);
  const running = state.status === 'running';
  const tools: ListedTool[] = [...list.usable, ...list.excluded].map(({ tool }) => ({ name: tool.name, readOnly: tool.annotations?.readOnlyHint === true }));
  const readOnly = tools.filter((tool) => tool.readOnly).map((tool) => tool.name);
  const chosen = readOnly.filter((name) => !state.selection.unticked.includes(name)).length + state.selection.allowed.length;
  const { report, context } = state;
  const exportAs = (kind: 'md' | 'json') => {
    if (report === undefined || context === undefined) return;
    const name = `${fuzzReportBaseName(ctx.serverId)}.${kind}`;
    if (kind === 'md') downloadText(name, fuzzReportToMarkdown(report, context, ctx.serverId), 'text/markdown');
    else downloadText(name, fuzzReportToJson(report, context), 'application/json');
  };

  return (
    <div className="qa-fuzz">
      <div className="qa-fuzz__setup">
        <FuzzTools tools={tools} selection={state.selection} disabled={running} onChange={(selection) => store.setSelection(selection)} />
        <FuzzSettingsFields settings={state.settings} disabled={running} onChange={(settings) => store.setSettings(settings)} onValidity={setValid} />
      </div>
      <div className="qa-panel__toolbar">
        <button type="button" className="button button--primary" disabled={running || !valid || chosen === 0} onClick={() => run(readOnly)}>
          Run fuzz
        </button>
        {running && (
          <>
            <progress aria-label="Fuzz progress" max={Math.max(state.total, 1)} value={state.done}>
              {state.done} of {state.total}
            </progress>
            <button type="button" className="button" onClick={cancel}>
              Cancel
            </button>
          </>
        )}
        <span aria-live="polite" className="qa-panel__summary">
          {statusText(state)}
        </span>
        <button type="button" className="button" disabled={report === undefined || running} onClick={() => exportAs('md')}>
          Export Markdown
        </button>
        <button type="button" className="button" disabled={report === undefined || running} onClick={() => exportAs('json')}>
          Export JSON
        </button>
      </div>
      {state.error !== undefined && <ErrorAlert error={{ kind: 'protocol', message: `Fuzzing stopped: ${state.error}` }} />}
      {state.status === 'idle' && (
        <p className="note">
          Each chosen tool gets up to {state.settings.cases} inputs built from its inputSchema (boundaries, wrong types, missing and unknown properties, long and
          odd strings), the same ones for the same seed as <span className="mono">mcp-console fuzz</span>. A hang, crash, leak, forbidden input accepted, or a
          protocol break is a finding.
        </p>
      )}
      {report !== undefined && report.notes.length > 0 && (
        <ul className="qa-fuzz__notes">
          {report.notes.map((note, index) => (
            <li key={index}>
              <span className="mono">{note.tool}</span>: {note.note}
            </li>
          ))}
        </ul>
      )}
      {state.findings.length > 0 && <FuzzFindings findings={state.findings} onOpen={(finding) => openInTools(navigation, ctx.serverId, finding)} />}
      {state.status === 'done' && state.findings.length === 0 && <p className="note">No finding.</p>}
    </div>
  );
}
