import { Listeners } from '../../lib/listeners';
import type { TaskFollower } from '../../protocol/server-features/tasks';
import type { CallOutcome, LoopDeps, LoopEnd } from './agent-loop';
import type { PlaygroundStore } from './playground-store';
import { sendRun, type ReadResource, type SendInput } from './send-run';

/** What a run needs from the panel that starts it; everything else is the runner's. */
export interface RunSetup extends Omit<LoopDeps, 'store' | 'signal' | 'newId' | 'decide' | 'callTool'> {
  callTool: (offeredName: string, args: Record<string, unknown>, signal: AbortSignal, onTask: (follower: TaskFollower) => void) => Promise<CallOutcome>;
  readResource?: ReadResource;
}

let nextId = 0;
const newId = (): string => `pg-${Date.now().toString(36)}-${(nextId += 1).toString(36)}`;

/**
 * Owns the playground's run, one per page beside the store: the loop goes on while another panel
 * is shown, and the panel, shown again, finds the cards waiting for `Allow` / `Deny` and the tasks
 * being followed here. `stop()` ends the model's stream, cancels an MCP call in flight and denies
 * what still waits for the user.
 */
export class PlaygroundRunner {
  readonly #store: PlaygroundStore;
  readonly #listeners = new Listeners();
  readonly #waiting = new Map<string, (decision: 'allowed' | 'denied') => void>();
  readonly #tasks = new Map<string, TaskFollower>();
  #controller: AbortController | undefined;

  constructor(store: PlaygroundStore) {
    this.#store = store;
  }

  /** Told when a call starts a task, so its card shows it. */
  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  /** The task a call's card follows, when the server ran the call as one. */
  task(entryId: string): TaskFollower | undefined {
    return this.#tasks.get(entryId);
  }

  /** Starts a run unless one is going; resolves with how it ended. */
  send(setup: RunSetup, input: SendInput): Promise<LoopEnd> | undefined {
    if (this.#controller !== undefined || this.#store.getSnapshot().busy) return undefined;
    const abort = new AbortController();
    this.#controller = abort;
    const { callTool, readResource, ...rest } = setup;
    const deps: LoopDeps = {
      ...rest,
      store: this.#store,
      signal: abort.signal,
      newId,
      decide: (entryId) => new Promise((resolve) => this.#waiting.set(entryId, resolve)),
      callTool: (offeredName, args, signal, entryId) =>
        callTool(offeredName, args, signal, (follower) => {
          this.#tasks.set(entryId, follower);
          this.#listeners.emit();
        }),
    };
    return sendRun(deps, input, readResource).finally(() => {
      if (this.#controller === abort) this.#controller = undefined;
    });
  }

  decide(entryId: string, decision: 'allowed' | 'denied'): void {
    this.#waiting.get(entryId)?.(decision);
    this.#waiting.delete(entryId);
  }

  stop(): void {
    this.#controller?.abort();
    for (const resolve of this.#waiting.values()) resolve('denied');
    this.#waiting.clear();
  }
}
