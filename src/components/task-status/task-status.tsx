import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { McpSession } from '../../protocol';
import { answerTaskInput, formatElapsed, isTerminal, sessionTaskWire, TaskFollower, type TaskInfo, type TaskState } from '../../protocol/server-features/tasks';
import './task-status.css';

interface TaskStatusProps {
  session: McpSession;
  task: TaskInfo;
  /** A follower someone else runs (the playground's loop waits for its result); shown, not started or stopped here. */
  follower?: TaskFollower;
  /** Renders the final result of a completed task (the feature knows its shape). */
  renderResult: (result: Record<string, unknown>, state: TaskState) => ReactNode;
}

function useFollower(session: McpSession, task: TaskInfo, given: TaskFollower | undefined): TaskFollower {
  const [follower] = useState(
    () =>
      given ??
      new TaskFollower(task, {
        wire: sessionTaskWire(session),
        now: Date.now,
        answer: (_key, request) => answerTaskInput(session.inputs, session.url, request),
      }),
  );
  useEffect(() => {
    if (follower === given) return undefined;
    follower.start();
    // Pushes on an open listen stream (notifications/tasks) update without waiting for a poll.
    const off = session.inbound.subscribe((message) => {
      if ('method' in message && message.method === 'notifications/tasks') follower.push(message.params);
    });
    return () => {
      off();
      follower.stop();
    };
  }, [follower, given, session]);
  return follower;
}

/** Re-renders every second while `running`, for the elapsed time. */
function useTicking(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

function statusLine(state: TaskState, now: number): string {
  const { task } = state;
  const message = task.statusMessage === undefined ? '' : ` — ${task.statusMessage}`;
  const end = isTerminal(task.status) ? state.changedAt : now;
  return `Task ${task.taskId}: ${task.status}${message} · ${formatElapsed(end - state.seenAt)}`;
}

/**
 * A tool call that runs as a task (SEP-2663, ui-contract "tool call running as a task"): its
 * status, message and elapsed time, `Cancel task` while it runs, the input it waits for, and the
 * final result once it completes.
 */
export function TaskStatus({ session, task, follower: given, renderResult }: TaskStatusProps) {
  const follower = useFollower(session, task, given);
  const state = useSyncExternalStore(follower.subscribe, follower.getSnapshot);
  const running = !isTerminal(state.task.status);
  const now = useTicking(running && state.phase !== 'stopped');
  const { status, error, result } = state.task;
  return (
    <div className={`task-status task-status--${status}`}>
      <div className="task-status__head">
        <p role="status" className="task-status__line">
          {statusLine(state, now)}
        </p>
        {running && state.phase !== 'stopped' && (
          <button type="button" className="button" onClick={() => void follower.cancel()} disabled={state.phase === 'cancelling'}>
            Cancel task
          </button>
        )}
      </div>
      {state.phase === 'answering' && <p className="note">The task waits for input: answer the Input required dialog to let it go on.</p>}
      {state.failure !== undefined && (
        <p role="alert" className="note note--warning">
          {state.failure}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="tool-result__status tool-result__status--error">
          Task failed{error === undefined ? '' : `: ${error.code === 0 ? '' : `${error.code} `}${error.message}`}
        </p>
      )}
      {status === 'completed' && result !== undefined && renderResult(result, state)}
      {status === 'completed' && result === undefined && <p className="note">The task completed without an inline result.</p>}
    </div>
  );
}
