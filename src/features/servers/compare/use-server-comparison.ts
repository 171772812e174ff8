import { useCallback, useRef, useState } from 'react';
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

export type ChecksState =
  | { status: 'idle' }
  | { status: 'working'; done: number; total: number }
  | { status: 'done'; from: ConformanceReport; to: ConformanceReport }
  | { status: 'error'; message: string };

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
 * something a client of `from` relied on), and the QA checks run on both.
 */
export function useServerComparison() {
  const [diff, setDiff] = useState<DiffState>({ status: 'idle' });
  const [checks, setChecks] = useState<ChecksState>({ status: 'idle' });
  const runs = useRef<{ diff: number; checks: AbortController | undefined }>({ diff: 0, checks: undefined });

  const compare = useCallback(async (from: ComparedServer, to: ComparedServer) => {
    const id = ++runs.current.diff;
    setDiff({ status: 'working' });
    let next: DiffState;
    try {
      const [a, b] = await Promise.all([buildSnapshot(sessionOf(from)), buildSnapshot(sessionOf(to))]);
      next = { status: 'done', diff: diffSnapshots(a, b) };
    } catch (err) {
      next = { status: 'error', message: messageOf(err) };
    }
    if (id === runs.current.diff) setDiff(next);
  }, []);

  const checkBoth = useCallback(async (from: ComparedServer, to: ComparedServer) => {
    runs.current.checks?.abort();
    const controller = new AbortController();
    runs.current.checks = controller;
    const sides = { from: { done: 0, total: 0 }, to: { done: 0, total: 0 } };
    const progress = (side: keyof typeof sides) => (done: number, total: number) => {
      sides[side] = { done, total };
      if (!controller.signal.aborted) setChecks({ status: 'working', done: sides.from.done + sides.to.done, total: sides.from.total + sides.to.total });
    };
    setChecks({ status: 'working', done: 0, total: 0 });
    let next: ChecksState;
    try {
      const [a, b] = await Promise.all([checkServer(from, controller.signal, progress('from')), checkServer(to, controller.signal, progress('to'))]);
      next = { status: 'done', from: a, to: b };
    } catch (err) {
      next = { status: 'error', message: messageOf(err) };
    }
    if (!controller.signal.aborted) setChecks(next);
  }, []);

  /** A new pair of servers: what was shown belonged to the old pair. */
  const reset = useCallback(() => {
    runs.current.diff += 1;
    runs.current.checks?.abort();
    setDiff({ status: 'idle' });
    setChecks({ status: 'idle' });
  }, []);

  return { diff, checks, compare, checkBoth, reset };
}
