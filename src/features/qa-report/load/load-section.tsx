import { useMemo, useState } from 'react';
import { useSession } from '../../../hooks/session/use-session';
import { isMcpSession } from '../../../hooks/session/is-mcp-session';
import { latencyHistogram, percentilesPerSecond } from '../../../qa/load';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadOptionsForm, DEFAULT_LOAD_OPTIONS, readLoadOptions, type LoadFormOptions } from './load-options';
import { LoadTargets, type LoadTargetsValue } from './load-targets';
import { LoadResults } from './load-results';
import { LatencyHistogram } from './latency-histogram';
import { PercentilesChart } from './percentiles-chart';
import { useLoadRun } from './use-load-run';
import '../../../styles/panels/qa-load.css';

/** Enough bars to show a spread, few enough to read each one at 1280 px. */
const HISTOGRAM_BUCKETS = 20;

const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/**
 * The QA panel's Load section (issue 42): the `mcp-console bench` engine run from the page
 * against the connected server, with progress, cancel, live charts and the results table.
 */
export function LoadSection() {
  const { session: appSession, status } = useSession();
  const session = isMcpSession(appSession) ? appSession : undefined;
  const connected = status.state === 'connected' && session !== undefined;
  const [options, setOptions] = useState<LoadFormOptions>(DEFAULT_LOAD_OPTIONS);
  const [targets, setTargets] = useState<LoadTargetsValue>({ mode: 'default', tools: [] });
  const { state, run, cancel } = useLoadRun(session);
  const busy = state.phase === 'preparing' || state.phase === 'running';
  const parsed = readLoadOptions(options);
  const noTools = targets.mode === 'tools' && targets.tools.length === 0;
  const histogram = useMemo(() => latencyHistogram(state.samples, HISTOGRAM_BUCKETS), [state.samples]);
  const series = useMemo(() => percentilesPerSecond(state.samples), [state.samples]);

  const start = () => {
    if (typeof parsed === 'string') return;
    void run({ ...parsed, tools: targets.mode === 'tools' ? targets.tools : [] });
  };

  return (
    <section className="qa-load" aria-label="Load">
      <LoadTargets session={session} value={targets} onChange={setTargets} disabled={busy || !connected} />
      <LoadOptionsForm options={options} onChange={setOptions} disabled={busy} />
      <div className="qa-load__actions">
        <button type="button" className="button button--primary" disabled={!connected || busy || typeof parsed === 'string' || noTools} onClick={start}>
          Run load
        </button>
        {busy && (
          <>
            <progress aria-label="Load progress" max={state.durationMs} value={state.elapsedMs}>
              {seconds(state.elapsedMs)} of {seconds(state.durationMs)} s
            </progress>
            <button type="button" className="button" onClick={cancel}>
              Cancel
            </button>
          </>
        )}
        <span aria-live="polite" className="qa-load__status">
          {state.phase === 'preparing' && 'Listing what to call…'}
          {state.phase === 'running' && `Running: ${seconds(state.elapsedMs)} of ${seconds(state.durationMs)} s, ${state.samples.length} requests ended`}
          {state.phase === 'done' && 'Load run finished'}
          {state.phase === 'cancelled' && 'Load run cancelled'}
        </span>
      </div>
      {typeof parsed === 'string' && <p role="alert">{parsed}</p>}
      {noTools && <p className="note">Add at least one read-only tool, or choose List and read methods.</p>}
      {!connected && <p className="note">Connect to a server to profile it under load.</p>}
      {state.phase === 'failed' && state.error !== undefined && <ErrorAlert error={{ kind: 'protocol', message: state.error }} />}
      {(busy || state.report !== undefined) && state.phase !== 'preparing' && (
        <div className="qa-load__charts">
          <LatencyHistogram buckets={histogram} />
          <PercentilesChart series={series} />
        </div>
      )}
      {state.report !== undefined && <LoadResults report={state.report} />}
      <p className="note">
        Traffic shows one request of each run, marked with its outcome; the rest are counted here, so they do not push what you were reading out of the
        log. Leaving the Load tab cancels a run.
      </p>
    </section>
  );
}
