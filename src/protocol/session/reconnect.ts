import { GLOBAL_TIMERS, reconnectDelayMs, type TimerHandle, type Timers } from './backoff';

export interface ReconnectLoopOptions {
  /** One reconnect attempt; resolves true once the server is back. Must not throw. */
  attempt: () => Promise<boolean>;
  /** Before each wait: which attempt comes next (0-based) and when it starts (epoch ms). */
  onWaiting: (attempt: number, retryAt: number) => void;
  /** When an attempt starts. */
  onTrying: (attempt: number) => void;
  timers?: Timers;
  now?: () => number;
}

/**
 * Retries a reconnect on the backoff schedule of `reconnectDelayMs` until one attempt succeeds
 * or `stop()` is called. `now()` (the "Reconnect now" button) runs the next attempt at once;
 * attempts never overlap.
 */
export class ReconnectLoop {
  private readonly options: ReconnectLoopOptions;
  private readonly timers: Timers;
  private attemptNo = 0;
  private handle: TimerHandle | undefined;
  private busy = false;
  private stopped = false;

  constructor(options: ReconnectLoopOptions) {
    this.options = options;
    this.timers = options.timers ?? GLOBAL_TIMERS;
  }

  /** True until an attempt succeeded or the loop was stopped. */
  get active(): boolean {
    return !this.stopped;
  }

  start(): void {
    this.schedule();
  }

  /** Runs the next attempt immediately (unless one is already under way). */
  now(): void {
    if (this.stopped || this.busy) return;
    this.clearTimer();
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private schedule(): void {
    if (this.stopped) return;
    const delay = reconnectDelayMs(this.attemptNo);
    this.options.onWaiting(this.attemptNo, (this.options.now ?? Date.now)() + delay);
    this.handle = this.timers.setTimeout(() => {
      this.handle = undefined;
      void this.run();
    }, delay);
  }

  private async run(): Promise<void> {
    if (this.stopped || this.busy) return;
    this.busy = true;
    this.options.onTrying(this.attemptNo);
    const ok = await this.options.attempt().catch(() => false);
    this.busy = false;
    // Read through the getter: stop() may have run while the attempt was awaited.
    if (!this.active) return;
    if (ok) {
      this.stopped = true;
      return;
    }
    this.attemptNo += 1;
    this.schedule();
  }

  private clearTimer(): void {
    if (this.handle !== undefined) this.timers.clearTimeout(this.handle);
    this.handle = undefined;
  }
}
