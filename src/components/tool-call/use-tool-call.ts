import type { Progress } from '@modelcontextprotocol/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConsoleError, type McpSession } from '../../protocol';
import { isTaskRefusal, taskFromTraffic } from '../../protocol/server-features/tasks/task-result';
import type { TaskFollower } from '../../protocol/server-features/tasks/task-follower';
import type { TaskInfo } from '../../protocol/server-features/tasks/task-types';
import type { ConsoleErrorData } from '../../protocol/model/types';
import { callTool, type ToolCallOutcome } from './call-tool';
import type { ToolEntry } from './tool-model';

export type ToolCallState =
  | { status: 'idle' }
  | { status: 'running'; toolName: string; progress: Progress | undefined }
  /** `at` (epoch ms): when the answer came, to tell whether a later recovery of the session made it old. */
  | { status: 'done'; toolName: string; outcome: ToolCallOutcome; durationMs: number; exchangeId?: number | undefined; args?: Record<string, unknown>; at?: number }
  | { status: 'failed'; toolName: string; error: ConsoleErrorData; at?: number }
  /** The server answered with a task (SEP-2663): the task status view follows it from here, or shows the `follower` that already does. */
  | { status: 'task'; toolName: string; task: TaskInfo; startedAt: number; exchangeId: number | undefined; follower?: TaskFollower }
  | { status: 'cancelled'; toolName: string };

function errorData(error: unknown): ConsoleErrorData {
  return error instanceof ConsoleError ? error.data : { kind: 'protocol', message: error instanceof Error ? error.message : String(error) };
}

/**
 * One tool call at a time, with its progress and a way to cancel it (aborting
 * closes the request's stream, which is the cancellation on HTTP, spec §7.6).
 */
export function useToolCall(session: McpSession, refresh: (name: string) => Promise<ToolEntry | undefined>) {
  const [state, setState] = useState<ToolCallState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  // A call still running when the panel goes away is cancelled, not left to finish unseen.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (entry: ToolEntry, args: Record<string, unknown>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const toolName = entry.tool.name;
      const startedAt = performance.now();
      const sinceExchange = session.traffic.nextExchangeId;
      setState({ status: 'running', toolName, progress: undefined });
      try {
        const outcome = await callTool({
          session,
          entry,
          args,
          signal: abort.signal,
          refresh,
          onProgress: (progress) => {
            if (!abort.signal.aborted) setState({ status: 'running', toolName, progress });
          },
        });
        // The last tools/call sent: after a -32020 retry, the one that produced this result.
        const exchangeId = session.traffic.getSnapshot().exchanges.findLast((e) => e.id >= sinceExchange && e.rpcMethod === 'tools/call')?.id;
        if (!abort.signal.aborted) setState({ status: 'done', toolName, outcome, durationMs: performance.now() - startedAt, exchangeId, args, at: Date.now() });
      } catch (error) {
        const task = isTaskRefusal(error) ? await taskFromTraffic(session.traffic, sinceExchange) : undefined;
        if (abort.signal.aborted) setState({ status: 'cancelled', toolName });
        else if (task !== undefined) setState({ status: 'task', toolName, task: task.task, startedAt, exchangeId: task.exchangeId });
        else setState({ status: 'failed', toolName, error: errorData(error), at: Date.now() });
      } finally {
        if (controller.current === abort) controller.current = undefined;
      }
    },
    [session, refresh],
  );

  const cancel = useCallback(() => {
    const running = controller.current;
    if (running === undefined) return;
    running.abort();
    setState((prev) => (prev.status === 'running' ? { status: 'cancelled', toolName: prev.toolName } : prev));
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, run, cancel, reset };
}
