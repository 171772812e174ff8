import { useCallback, useEffect, useRef, useState } from 'react';
import { lastQaRuns, type LastQaRuns } from '../../hooks/last-qa-runs';
import { runChecks, summarize, type CheckResult, type ConformanceReport } from '../../qa/conformance';
import type { AppSession } from '../../hooks/session/use-session';
import { browserCheckTarget } from './check-target';
import { loadRun, saveRun, type SavedRun } from './run-history';

export interface QaRunState {
  running: boolean;
  /** Checks done / total of the run in progress (or the last one). */
  done: number;
  total: number;
  /** Results so far, in run order (complete once the run ends). */
  results: readonly CheckResult[];
  /** The finished report, for export. */
  report: ConformanceReport | undefined;
  /** Id of the check being re-run on its own. */
  rerunning: string | undefined;
  error: string | undefined;
  /** The run of the same server before this one, to mark new failures and fixed checks. */
  previous: SavedRun | undefined;
}

const IDLE: QaRunState = { running: false, done: 0, total: 0, results: [], report: undefined, rerunning: undefined, error: undefined, previous: undefined };
const NOT_CONNECTED = 'Connect to a server first: the checks run against the connected server.';

function replaceResult(report: ConformanceReport, result: CheckResult): ConformanceReport {
  const results = report.results.map((r) => (r.id === result.id ? result : r));
  return { ...report, results, summary: summarize(results) };
}

type RunStorage = Parameters<typeof saveRun>[0];

/**
 * Runs all checks (with progress; read-only tools are called only when `callTools` is on) or one
 * check again, against the active session; each finished run is remembered per server, and its
 * report is this tab's last run of that server (`lastRuns`, which the Server comparison reads).
 */
export function useQaRun(session: AppSession | undefined, callTools = false, storage: RunStorage = window.localStorage, lastRuns: LastQaRuns = lastQaRuns) {
  const [state, setState] = useState<QaRunState>(IDLE);
  const current = useRef<AbortController | undefined>(undefined);
  const finished = state.report;

  useEffect(() => {
    if (finished !== undefined) lastRuns.record(finished);
  }, [finished, lastRuns]);

  const runAll = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const target = browserCheckTarget(session);
    if (target === undefined) {
      setState({ ...IDLE, error: NOT_CONNECTED });
      return;
    }
    setState({ ...IDLE, running: true });
    const report = await runChecks(target, {
      signal: controller.signal,
      callTools,
      onProgress: (done, total, result) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, done, total, results: [...s.results, result] }));
      },
    });
    if (controller.signal.aborted) return;
    const previous = loadRun(storage, report.url);
    saveRun(storage, report);
    setState({ ...IDLE, done: report.results.length, total: report.results.length, results: report.results, report, previous });
  }, [session, storage, callTools]);

  const rerun = useCallback(
    async (id: string) => {
      const target = browserCheckTarget(session);
      if (target === undefined) {
        setState((s) => ({ ...s, error: NOT_CONNECTED }));
        return;
      }
      setState((s) => ({ ...s, rerunning: id, error: undefined }));
      const result = (await runChecks(target, { only: [id], callTools })).results[0];
      setState((s) => {
        if (result === undefined || s.report === undefined) return { ...s, rerunning: undefined };
        const report = replaceResult(s.report, result);
        saveRun(storage, report);
        return { ...s, rerunning: undefined, report, results: report.results };
      });
    },
    [session, storage, callTools],
  );

  return { state, runAll, rerun };
}
