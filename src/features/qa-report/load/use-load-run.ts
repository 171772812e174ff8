import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadConnectionError, LoadListingError, LoadRefusal, prepareLoad, rowLabel, runLoad, type LoadGates, type LoadReport, type ToolSpec } from '../../../qa/load';
import type { TimedSample } from '../../../qa/load/series';
import type { McpSession } from '../../../protocol';
import { browserLoadReach } from './load-wire';

export type LoadPhase = 'idle' | 'preparing' | 'running' | 'done' | 'cancelled' | 'failed';

export interface LoadRunState {
  phase: LoadPhase;
  durationMs: number;
  elapsedMs: number;
  /** Answered and cancelled requests so far, with when each ended; the charts read them. */
  samples: readonly TimedSample[];
  report: LoadReport | undefined;
  error: string | undefined;
}

export interface LoadRequest {
  tools: readonly ToolSpec[];
  concurrency: number;
  durationMs: number;
  gates: LoadGates;
}

const IDLE: LoadRunState = { phase: 'idle', durationMs: 0, elapsedMs: 0, samples: [], report: undefined, error: undefined };
/** How often the progress and the charts catch up while a run goes: a run answers thousands of requests a second. */
const TICK_MS = 250;
/** Each request's bound, as bench's default: a hung request is an error, not a stuck run. */
const REQUEST_TIMEOUT_MS = 10_000;

const aborted = (signal: AbortSignal): boolean => signal.aborted;

const failureText = (error: unknown): string =>
  error instanceof LoadRefusal ? `Refused: ${error.message}` : error instanceof LoadConnectionError || error instanceof LoadListingError ? error.message : `The load run failed: ${error instanceof Error ? error.message : String(error)}`;

function outcomeNote(report: LoadReport, cancelled: boolean): string {
  const count = report.rows.reduce((n, r) => n + r.count, 0);
  const errors = report.rows.reduce((n, r) => n + r.errors, 0);
  const what = report.rows.map(rowLabel).join(', ');
  return `Load run${cancelled ? ' (cancelled)' : ''}: ${count} requests, ${errors} errors in ${(report.durationMs / 1000).toFixed(1)} s at concurrency ${report.concurrency} (${what}); only this first one is logged, see QA › Load`;
}

/**
 * Runs the bench engine on the connected session. Cancel, leaving the section, or another
 * session stops the run: nothing new is sent and every request in flight is aborted.
 */
export function useLoadRun(session: McpSession | undefined) {
  const [state, setState] = useState<LoadRunState>(IDLE);
  const current = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => current.current?.abort(), [session]);

  const run = useCallback(
    async (request: LoadRequest) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      const planReach = session === undefined ? undefined : browserLoadReach(session, REQUEST_TIMEOUT_MS, false);
      const runReach = session === undefined ? undefined : browserLoadReach(session, REQUEST_TIMEOUT_MS, true);
      if (planReach === undefined || runReach === undefined) {
        setState({ ...IDLE, phase: 'failed', error: 'Connect to a server first: the load run goes to the connected server.' });
        return;
      }
      setState({ ...IDLE, phase: 'preparing', durationMs: request.durationMs });
      const samples: TimedSample[] = [];
      let timer: ReturnType<typeof setInterval> | undefined;
      try {
        const prepared = await prepareLoad(planReach.reach, planReach.capabilities, request.tools);
        if (controller.signal.aborted) {
          if (current.current === controller) setState((s) => ({ ...s, phase: 'cancelled' }));
          return;
        }
        const began = performance.now();
        setState((s) => ({ ...s, phase: 'running' }));
        timer = setInterval(() => setState((s) => ({ ...s, elapsedMs: Math.min(request.durationMs, performance.now() - began), samples: [...samples] })), TICK_MS);
        const report = await runLoad(
          { ...prepared, load: runReach.reach.load },
          { concurrency: request.concurrency, durationMs: request.durationMs, timeoutMs: REQUEST_TIMEOUT_MS, gates: request.gates, signal: controller.signal, onSample: (sample, atMs) => samples.push({ ms: sample.ms, outcome: sample.outcome, atMs }) },
        );
        // Read again: the run awaited above, and Cancel may have aborted it meanwhile.
        const cancelled = aborted(controller.signal);
        runReach.note(outcomeNote(report, cancelled));
        if (current.current !== controller && cancelled) return;
        setState({ phase: cancelled ? 'cancelled' : 'done', durationMs: request.durationMs, elapsedMs: report.durationMs, samples, report, error: undefined });
      } catch (error) {
        if (!controller.signal.aborted || current.current === controller) setState((s) => ({ ...s, phase: 'failed', error: failureText(error) }));
      } finally {
        if (timer !== undefined) clearInterval(timer);
      }
    },
    [session],
  );

  const cancel = useCallback(() => current.current?.abort(), []);

  return { state, run, cancel };
}
