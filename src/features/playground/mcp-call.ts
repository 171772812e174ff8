import { isCallToolResult } from '@modelcontextprotocol/client';
import { callTool, type ToolEntry } from '../../components/tool-call';
import { ConsoleError, type McpSession } from '../../protocol';
import { answerTaskInput, isTaskRefusal, isTerminal, sessionTaskWire, taskFromTraffic, TaskFollower, type TaskInfo, type TaskState } from '../../protocol/server-features/tasks';
import type { CallOutcome } from '../../hooks/playground';

/** What a playground call needs of the connected server: the session and the tools list's entries. */
export interface CallTarget {
  session: McpSession;
  entry: ToolEntry | undefined;
  refresh: (name: string) => Promise<ToolEntry | undefined>;
}

function failure(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'Cancelled: the request stream was closed (notifications/cancelled).';
  if (error instanceof ConsoleError) return error.data.message;
  return error instanceof Error ? error.message : String(error);
}

function taskOutcome(state: TaskState): CallOutcome {
  const { task } = state;
  if (state.failure !== undefined) return { ok: false, error: state.failure };
  if (task.status === 'completed' && isCallToolResult(task.result)) return { ok: true, result: task.result };
  if (task.status === 'completed') return { ok: false, error: `Task ${task.taskId} completed without a tool result.` };
  if (task.status === 'cancelled') return { ok: false, error: `Task ${task.taskId} was cancelled.` };
  return { ok: false, error: `Task ${task.taskId} failed${task.error === undefined ? '' : `: ${task.error.message}`}` };
}

/** Settles once the task is over, or once the console gave up following it. */
function ended(follower: TaskFollower): Promise<TaskState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = follower.getSnapshot();
      if (!isTerminal(state.task.status) && state.failure === undefined) return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const off = follower.subscribe(() => {
      if (check()) off();
    });
  });
}

/**
 * Follows a call the server answered with a task (SEP-2663) to its end, as the Tools panel's task
 * view does: polls and pushes, the Input required dialog for its input requests, and Stop as
 * `tasks/cancel`. The card shows the same follower (`onTask`) while the loop waits for its result.
 */
async function followTask(session: McpSession, task: TaskInfo, signal: AbortSignal, onTask: (follower: TaskFollower) => void): Promise<CallOutcome> {
  const follower = new TaskFollower(task, {
    wire: sessionTaskWire(session),
    now: Date.now,
    answer: (_key, request) => answerTaskInput(session.inputs, session.url, request),
  });
  onTask(follower);
  const off = session.inbound.subscribe((message) => {
    if ('method' in message && message.method === 'notifications/tasks') follower.push(message.params);
  });
  const cancel = () => void follower.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  follower.start();
  try {
    return taskOutcome(await ended(follower));
  } finally {
    signal.removeEventListener('abort', cancel);
    off();
    follower.stop();
  }
}

/**
 * One call the model asked for, made as the Tools panel makes it (`callTool`: the `Mcp-Param-*`
 * headers, input_required through the Input required dialog, the -32020 retry), a task followed
 * to its result. Aborting `signal` cancels the request, or the task.
 */
export async function callOnSession(target: CallTarget, mcpName: string, args: Record<string, unknown>, signal: AbortSignal, onTask: (follower: TaskFollower) => void): Promise<CallOutcome> {
  const { session, entry } = target;
  if (entry === undefined) return { ok: false, error: `No tool named ${mcpName} on the connected server.` };
  const since = session.traffic.nextExchangeId;
  try {
    const outcome = await callTool({ session, entry, args, signal, refresh: target.refresh, onProgress: () => undefined });
    return { ok: true, result: outcome.result };
  } catch (error) {
    const task = !signal.aborted && isTaskRefusal(error) ? await taskFromTraffic(session.traffic, since) : undefined;
    if (task !== undefined) return followTask(session, task.task, signal, onTask);
    return { ok: false, error: failure(error, signal) };
  }
}
