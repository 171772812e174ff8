import { useCallback, useRef, useState } from 'react';
import { lastQaRuns, type LastQaRuns } from '../../../hooks/last-qa-runs';
import { isMcpSession } from '../../../hooks/session/is-mcp-session';
import type { SessionManager } from '../../../hooks/session/session-manager';
import type { AppSession } from '../../../hooks/session/use-session';
import { isBridgedStdioEndpoint } from '../../../lib/urls/bridge-url';
import type { McpSession } from '../../../protocol/session/session';
import { checkTargetFromSession, runChecks, type ConformanceReport } from '../../../qa/conformance';
import { buildSnapshot, diffSnapshots, type SnapshotDiff } from '../../../qa/snapshot';

/** A connected server as the comparison offers it. */
export interface ComparedServer {
  url: string;
  name: string;
  manager: SessionManager<AppSession>;
}

export type DiffState = { status: 'idle' } | { status: 'working' } | { status: 'done'; diff: SnapshotDiff } | { status: 'error'; message: string };

/** The checks run from the dialog; their reports go to this tab's last runs, which the dialog shows. */
export type ChecksState = { status: 'idle' } | { status: 'working'; done: number; total: number } | { status: 'error'; message: string };

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The live session of a server of the workspace: its own connection, headers and proxy. */
function sessionOf(server: ComparedServer): McpSession {
  const { session, status } = server.manager.getSnapshot();
  if (status.state !== 'connected' || !isMcpSession(session)) throw new Error(`${server.name} is not connected.`);
  return session;
}

/** The checks run on each server's own session, as the QA panel runs them on the active one (a bridged stdio server's HTTP face is the bridge's). */
async function checkServer(server: ComparedServer, signal: AbortSignal, onProgress: (done: number, total: number) => void): Promise<ConformanceReport> {
  const session = sessionOf(server);
  const stdio = isBridgedStdioEndpoint(session.url, globalThis.location.origin);
  const target = checkTargetFromSession(session, { environment: 'browser', ...(stdio ? { transport: 'stdio' } : {}) });
  if (target === undefined) throw new Error(`${server.name} is not connected.`);
  return runChecks(target, { signal, onProgress: (done, total) => onProgress(done, total) });
}

/**
 * Two live servers of the workspace compared (issue 41): their interface diff, with the engine
 * and wording of `mcp-console diff` (`from` is the older side, so "breaking" means `to` broke
 * something a client of `from` relied on), and the QA checks run on the servers asked for, each
 * report kept as that server's last run in this tab (`runs`).
 */
export function useServerComparison(runs: LastQaRuns = lastQaRuns) {
  const [diff, setDiff] = useState<DiffState>({ status: 'idle' });
  const [checks, setChecks] = useState<ChecksState>({ status: 'idle' });
  const current = useRef<{ diff: number; checks: AbortController | undefined }>({ diff: 0, checks: undefined });

  const compare = useCallback(async (from: ComparedServer, to: ComparedServer) => {
    const id = ++current.current.diff;
    setDiff({ status: 'working' });
    let next: DiffState;
    try {
      const [a, b] = await Promise.all([buildSnapshot(sessionOf(from)), buildSnapshot(sessionOf(to))]);
      next = { status: 'done', diff: diffSnapshots(a, b) };
    } catch (err) {
      next = { status: 'error', message: messageOf(err) };
    }
    if (id === current.current.diff) setDiff(next);
  }, []);

  const check = useCallback(
    async (servers: readonly ComparedServer[]) => {
      current.current.checks?.abort();
      const controller = new AbortController();
      current.current.checks = controller;
      const sides = servers.map(() => ({ done: 0, total: 0 }));
      const progress = (index: number) => (done: number, total: number) => {
        sides[index] = { done, total };
        const sum = (key: 'done' | 'total') => sides.reduce((n, side) => n + side[key], 0);
        if (!controller.signal.aborted) setChecks({ status: 'working', done: sum('done'), total: sum('total') });
      };
      setChecks({ status: 'working', done: 0, total: 0 });
      // Each side stands on its own: a server that fails to run keeps the other's report.
      const outcomes = await Promise.allSettled(servers.map((server, index) => checkServer(server, controller.signal, progress(index))));
      if (controller.signal.aborted) return;
      const failures: string[] = [];
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') runs.record(outcome.value);
        else failures.push(messageOf(outcome.reason));
      }
      setChecks(failures.length === 0 ? { status: 'idle' } : { status: 'error', message: failures.join(' ') });
    },
    [runs],
  );

  /** A new pair of servers: the diff shown belonged to the old pair, and a run in progress is dropped (reports already kept stay). */
  const reset = useCallback(() => {
    current.current.diff += 1;
    current.current.checks?.abort();
    setDiff({ status: 'idle' });
    setChecks({ status: 'idle' });
  }, []);

  return { diff, checks, compare, check, reset };
}
