import type { ExternalStore } from '../../protocol/model/types';

/**
 * A live store seen at most once per `intervalMs`: the timeline re-derives every event on a
 * change, which once a frame through a storm would cost the main thread more than it should.
 * The snapshot is the source's, taken when a change is let through, so it is stable in between.
 */
export class ThrottledStore<T> implements ExternalStore<T> {
  private readonly listeners = new Set<() => void>();
  private snapshot: T;
  private last = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly source: ExternalStore<T>,
    private readonly intervalMs: number,
  ) {
    this.snapshot = source.getSnapshot();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.unsubscribe ??= this.source.subscribe(this.changed);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.unsubscribe?.();
      this.unsubscribe = undefined;
      clearTimeout(this.timer);
      this.timer = undefined;
    };
  };

  getSnapshot = (): T => this.snapshot;

  private readonly changed = (): void => {
    if (this.timer !== undefined) return;
    const wait = this.last + this.intervalMs - Date.now();
    if (wait <= 0) this.emit();
    else this.timer = setTimeout(this.emit, wait);
  };

  private readonly emit = (): void => {
    this.timer = undefined;
    this.last = Date.now();
    this.snapshot = this.source.getSnapshot();
    for (const listener of [...this.listeners]) listener();
  };
}
