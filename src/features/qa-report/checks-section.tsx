import { useEffect } from 'react';
import { ErrorAlert } from '../../components/error-alert';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useSession } from '../../hooks/session/use-session';
import { ALL_CHECKS, reportToJson, reportToMarkdown, summarize } from '../../qa/conformance';
import { downloadText } from '../../components/download-text';
import { reportBaseName } from './snapshot/download';
import { QaReport } from './qa-report';
import { SnapshotCompare } from './snapshot/snapshot-compare';
import { useCallToolsOption } from './call-tools-option';
import { useQaRun } from './use-qa-run';
import { counted } from '../../lib/plural';

/** The action the command palette's "Run checks" leaves for this panel (NavigationStore.requestAction). */
export const RUN_CHECKS_ACTION = 'run-checks';

/**
 * The QA panel's Checks section: runs the conformance checks (spec: all of mcp-2026-07-28.md)
 * against the connected server, shows pass / fail / warn / n/a with evidence linked to the
 * traffic log, re-runs one check, and exports the report as Markdown or JSON.
 */
export function ChecksSection() {
  const { session, status } = useSession();
  const navigation = useNavigationStore();
  const { pendingActions } = useNavigation();
  const [callTools, setCallTools] = useCallToolsOption();
  const { state, runAll, rerun } = useQaRun(session, callTools);
  const connected = status.state === 'connected';
  const report = state.report;
  const summary = report?.summary;
  const busy = state.running || state.rerunning !== undefined;
  const requested = pendingActions?.includes(RUN_CHECKS_ACTION) === true;

  useEffect(() => {
    // A request made before the server is connected waits here until it is. Taking it removes
    // it from the store, so an effect that runs again (StrictMode, a re-render) finds nothing;
    // while a run is going the request is spent like a click on the disabled button.
    if (!requested || !connected) return;
    if (navigation.takeAction(RUN_CHECKS_ACTION) && !busy) void runAll();
  }, [requested, connected, busy, navigation, runAll]);
  const exportAs = (kind: 'md' | 'json') => {
    if (report === undefined) return;
    const name = `${reportBaseName(report.url)}.${kind}`;
    if (kind === 'md') downloadText(name, reportToMarkdown(report), 'text/markdown');
    else downloadText(name, reportToJson(report), 'application/json');
  };

  return (
    <div className="qa-panel__section">
      <div className="qa-panel__toolbar">
        <button type="button" className="button button--primary" disabled={!connected || busy} onClick={() => void runAll()}>
          Run checks
        </button>
        <label className="qa-panel__option" title="Calls only tools annotated readOnlyHint: true, and checks what they return">
          <input type="checkbox" checked={callTools} disabled={busy} onChange={(e) => setCallTools(e.target.checked)} />
          Call read-only tools
        </label>
        {state.running && (
          <progress aria-label="Checks progress" max={state.total || ALL_CHECKS.length} value={state.done}>
            {state.done} of {state.total}
          </progress>
        )}
        <span aria-live="polite" className="qa-panel__summary">
          {state.running && `Running ${state.done} of ${state.total || ALL_CHECKS.length} checks…`}
          {!state.running && report !== undefined && `Run of ${new Date(report.startedAt).toLocaleTimeString('en-GB')}: ${counted(report.results.length, 'check')} in ${report.durationMs} ms`}
        </span>
        <button type="button" className="button" disabled={report === undefined || busy} onClick={() => exportAs('md')}>
          Export Markdown
        </button>
        <button type="button" className="button" disabled={report === undefined || busy} onClick={() => exportAs('json')}>
          Export JSON
        </button>
      </div>
      <SnapshotCompare />
      {!connected && <p className="note">Connect to a server to check it against the 2026-07-28 spec ({ALL_CHECKS.length} checks).</p>}
      {state.error !== undefined && <ErrorAlert error={{ kind: 'protocol', message: state.error }} />}
      {connected && state.results.length === 0 && !state.running && (
        <p className="note">
          {ALL_CHECKS.length} checks: discover, result types, cache hints, pagination, resources, templates, prompts, tools, completion,
          subscriptions, icons, CORS, HTTP header rules and JSON-RPC errors.{' '}
          {callTools ? 'Tools annotated readOnlyHint: true are called and their results checked; no other tool is.' : 'No tool is called unless you tick Call read-only tools.'}
        </p>
      )}
      {state.results.length > 0 && (
        <QaReport
          results={state.results}
          summary={summary ?? summarize(state.results)}
          previous={state.previous}
          complete={report !== undefined}
          busy={busy}
          rerunning={state.rerunning}
          onRerun={(id) => void rerun(id)}
          onShowExchange={(id) => navigation.showExchange(id)}
        />
      )}
    </div>
  );
}
