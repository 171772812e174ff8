import { isTerminal, type TaskInfo, type TaskStatus } from './task-types';

/** What the console is doing about a task, beside the server's status. */
export type TaskPhase = 'polling' | 'answering' | 'cancelling' | 'stopped';

export interface TaskState {
  task: TaskInfo;
  phase: TaskPhase;
  /** Local clock (ms) when the console first saw the task: the elapsed time counts from here. */
  seenAt: number;
  /** Local clock of the last status change. */
  changedAt: number;
  /** Why the console stopped following the task on its own (polls failing), if it did. */
  failure: string | undefined;
}

/** Legal moves of SEP-2663: a running task may go anywhere; a terminal one stays where it is. */
const NEXT: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  working: ['working', 'input_required', 'completed', 'failed', 'cancelled'],
  input_required: ['input_required', 'working', 'completed', 'failed', 'cancelled'],
  completed: [],
  failed: [],
  cancelled: [],
};

export function startTask(task: TaskInfo, now: number): TaskState {
  return { task, phase: isTerminal(task.status) ? 'stopped' : 'polling', seenAt: now, changedAt: now, failure: undefined };
}

/**
 * Applies a status the server reported (a poll answer or a push). Reports of another task, of
 * an older `lastUpdatedAt`, or moves out of a terminal state are ignored: polls and pushes may
 * cross on the wire, and the newest word wins.
 */
export function applyTask(state: TaskState, incoming: TaskInfo, now: number): TaskState {
  const { task } = state;
  if (incoming.taskId !== task.taskId) return state;
  if (!NEXT[task.status].includes(incoming.status)) return state;
  if (Date.parse(incoming.lastUpdatedAt) < Date.parse(task.lastUpdatedAt)) return state;
  const merged: TaskInfo = { ...incoming, statusMessage: incoming.statusMessage ?? task.statusMessage };
  const terminal = isTerminal(incoming.status);
  const phase = terminal ? 'stopped' : state.phase === 'stopped' ? 'polling' : state.phase;
  return { ...state, task: merged, phase, changedAt: incoming.status === task.status ? state.changedAt : now };
}

export function withPhase(state: TaskState, phase: TaskPhase): TaskState {
  return isTerminal(state.task.status) ? { ...state, phase: 'stopped' } : { ...state, phase };
}

/** The console gave up following (polls keep failing): the last known status stays on show. */
export function giveUp(state: TaskState, failure: string): TaskState {
  return { ...state, phase: 'stopped', failure };
}

export const DEFAULT_POLL_MS = 1_000;
const MIN_POLL_MS = 100;
const MAX_POLL_MS = 30_000;

/** When to ask `tasks/get` next: the server's `pollIntervalMs`, kept within sane bounds; never once stopped. */
export function nextPollDelay(state: TaskState): number | undefined {
  if (state.phase !== 'polling' || isTerminal(state.task.status)) return undefined;
  const asked = state.task.pollIntervalMs ?? DEFAULT_POLL_MS;
  return Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, asked));
}

/** "12 s", "3 min 4 s": the elapsed time shown beside the status. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
