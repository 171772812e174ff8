/** Defers a flush; the default runs it on the next animation frame. */
export type FlushScheduler = (flush: () => void) => void;

/** A hidden tab gets no frames; this timer still delivers, so code awaiting a store never hangs. */
const FALLBACK_MS = 250;

/**
 * Once per animation frame where frames exist (browsers), else after a short timer (Node, the
 * CLI, a hidden tab), whichever comes first. A storm of events then costs one render per frame.
 */
export const nextFrame: FlushScheduler = (flush) => {
  let done = false;
  const run = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    flush();
  };
  const timer = setTimeout(run, typeof requestAnimationFrame === 'function' ? FALLBACK_MS : 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
};

/**
 * The listener set of a live store: `changed()` may be called for every event, listeners hear
 * of them at most once per scheduled flush, in one batch.
 */
export class FrameNotifier {
  private readonly listeners = new Set<() => void>();
  private pending = false;

  constructor(private readonly schedule: FlushScheduler = nextFrame) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  changed(): void {
    if (this.pending) return;
    this.pending = true;
    this.schedule(() => {
      this.pending = false;
      for (const listener of [...this.listeners]) listener();
    });
  }
}
