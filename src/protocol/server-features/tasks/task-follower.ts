import { ValueStore } from '../../../lib/value-store';
import { GLOBAL_TIMERS, type TimerHandle, type Timers } from '../../session/backoff';
import type { ExternalStore } from '../../model/types';
import { applyTask, giveUp, nextPollDelay, startTask, withPhase, type TaskState } from './task-machine';
import { isRecord } from '../../../lib/is-record';
import { parseTask, type TaskInfo } from './task-types';
import type { TaskWire } from './task-wire';


export interface FollowerDeps {
  wire: TaskWire;
  now: () => number;
  timers?: Timers;
  /**
   * Answers one of the task's input requests (an `elicitation/create` for the Input required
   * dialog); resolves with the response to send back in `tasks/update`.
   */
  answer: (key: string, request: Record<string, unknown>) => Promise<unknown>;
}

/** Polls that may fail in a row before the console stops following (a flaky network gets a second chance). */
const MAX_FAILED_POLLS = 3;


function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Follows one task to its end (SEP-2663): polls `tasks/get` at the server's `pollIntervalMs`,
 * takes `notifications/tasks` pushes as they come, answers `input_required` with `tasks/update`
 * and cancels with `tasks/cancel`. Stops polling once the task is terminal or `stop()` is called.
 */
export class TaskFollower implements ExternalStore<TaskState> {
  private readonly store: ValueStore<TaskState>;
  private readonly deps: FollowerDeps;
  private readonly timers: Timers;
  private timer: TimerHandle | undefined;
  private failedPolls = 0;
  private stopped = false;

  constructor(task: TaskInfo, deps: FollowerDeps) {
    this.deps = deps;
    this.timers = deps.timers ?? GLOBAL_TIMERS;
    this.store = new ValueStore(startTask(task, deps.now()));
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  getSnapshot = (): TaskState => this.store.getSnapshot();

  get taskId(): string {
    return this.store.getSnapshot().task.taskId;
  }

  start(): void {
    this.onChange();
  }

  /** A `notifications/tasks` push: its params carry the task (or a `task` member holding it). */
  push(params: unknown): void {
    const task = parseTask(params) ?? (isRecord(params) ? parseTask(params['task']) : undefined);
    if (task !== undefined) this.take(task);
  }

  async cancel(): Promise<void> {
    const state = this.store.getSnapshot();
    if (state.phase === 'stopped') return;
    this.set(withPhase(state, 'cancelling'));
    try {
      await this.deps.wire.cancel(state.task.taskId);
      this.resume(await this.deps.wire.get(state.task.taskId));
    } catch (err) {
      this.set(giveUp(this.store.getSnapshot(), `Cancel failed: ${message(err)}`));
    }
  }

  /** The view went away: no more polls. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
  }

  private take(task: TaskInfo): void {
    this.set(applyTask(this.store.getSnapshot(), task, this.deps.now()));
  }

  /** Back to polling with the status the server reported after our update or cancel. */
  private resume(task: TaskInfo): void {
    this.set(applyTask(withPhase(this.store.getSnapshot(), 'polling'), task, this.deps.now()));
  }

  private set(state: TaskState): void {
    if (this.stopped) return;
    this.store.set(state);
    this.onChange();
  }

  private onChange(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    const state = this.store.getSnapshot();
    if (state.task.status === 'input_required' && state.phase === 'polling') {
      void this.answerInputs(state);
      return;
    }
    const delay = nextPollDelay(state);
    if (delay !== undefined && !this.stopped) this.timer = this.timers.setTimeout(() => void this.poll(), delay);
  }

  private async poll(): Promise<void> {
    const { taskId } = this;
    try {
      const task = await this.deps.wire.get(taskId);
      this.failedPolls = 0;
      this.take(task);
    } catch (err) {
      this.failedPolls += 1;
      if (this.failedPolls >= MAX_FAILED_POLLS) this.set(giveUp(this.store.getSnapshot(), `tasks/get failed: ${message(err)}`));
      else this.onChange();
    }
  }

  /** Each input request through the dialog, then one `tasks/update` with every answer. */
  private async answerInputs(state: TaskState): Promise<void> {
    this.set(withPhase(state, 'answering'));
    const requests = state.task.inputRequests ?? (await this.deps.wire.get(state.task.taskId).catch(() => state.task)).inputRequests ?? {};
    try {
      const responses: Record<string, unknown> = {};
      for (const [key, request] of Object.entries(requests)) {
        if (isRecord(request)) responses[key] = await this.deps.answer(key, request);
      }
      await this.deps.wire.update(state.task.taskId, responses);
      this.resume(await this.deps.wire.get(state.task.taskId));
    } catch (err) {
      this.set(giveUp(this.store.getSnapshot(), `Answering the input request failed: ${message(err)}`));
    }
  }
}
