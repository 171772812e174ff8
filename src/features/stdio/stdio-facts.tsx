import { useEffect, useState } from 'react';
import { useStore } from '../../hooks/use-store';
import type { ProcessExit, ProcessState, StdioBridgedServer } from './bridge-api';
import { exitCause, formatUptime, type BridgeProcess } from './bridge-process';
import { ServerOutput } from './server-output';

/** Re-renders every second while `active`, for a ticking uptime. */
function useSecondTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function RunFacts({ state }: { state: ProcessState | undefined }) {
  const running = state?.running === true;
  const now = useSecondTick(running);
  if (state === undefined) return <span className="stdio-facts__state">reading the process state…</span>;
  if (!running) return <span className="stdio-facts__state stdio-facts__state--stopped">not running</span>;
  return (
    <dl className="stdio-facts__list">
      <div>
        <dt>Process id</dt>
        <dd className="mono">{state.pid ?? '—'}</dd>
      </div>
      <div>
        <dt>Uptime</dt>
        <dd className="mono">{state.startedAt === null ? '—' : formatUptime(now - state.startedAt)}</dd>
      </div>
    </dl>
  );
}

function ExitAlert({ exit }: { exit: ProcessExit }) {
  const at = new Date(exit.at).toLocaleTimeString();
  return (
    <div role="alert" className="error-alert stdio-exit">
      <p className="error-alert__message">
        The stdio server exited with {exitCause(exit)} at {at}.
      </p>
      {exit.lastLines.length > 0 ? (
        <>
          <p className="error-alert__facts">Its last lines on stderr:</p>
          <pre className="mono stdio-exit__lines">{exit.lastLines.join('\n')}</pre>
        </>
      ) : (
        <p className="error-alert__facts">It wrote nothing to stderr.</p>
      )}
    </div>
  );
}

interface StdioFactsProps {
  server: StdioBridgedServer;
  process: BridgeProcess;
  onRestart: () => Promise<void>;
}

/**
 * What the connection card says of a bridged stdio server: that it is a local process, its
 * command line, its process id and uptime, how it ended, `Restart server`, and its output.
 */
export function StdioFacts({ server, process, onRestart }: StdioFactsProps) {
  const state = useStore(process.state);
  const [restarting, setRestarting] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const restart = () => {
    setRestarting(true);
    setFailure(undefined);
    onRestart()
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setRestarting(false));
  };
  const exit = state?.running === false ? state.exit : null;
  return (
    <div className="stdio-facts">
      <div className="stdio-facts__row" role="group" aria-label="Local stdio server">
        <span className="chip stdio-facts__kind">stdio</span>
        <span>Local stdio server</span>
        <code className="stdio-facts__command" title={server.command}>
          {server.command}
        </code>
        <RunFacts state={state} />
        <button type="button" className="button button--small" onClick={restart} disabled={restarting}>
          Restart server
        </button>
        {restarting && <span className="stdio-facts__state">restarting…</span>}
      </div>
      {failure !== undefined && (
        <p role="alert" className="note note--warning">
          {failure}
        </p>
      )}
      {exit !== null && <ExitAlert exit={exit} />}
      <ServerOutput log={process.output} />
    </div>
  );
}
