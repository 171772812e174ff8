import { FrameNotifier, type FlushScheduler } from './frame-notifier';
import { LogBuffer, type LogWindow } from './log-buffer';

export interface LiveLogOptions {
  /** Entries kept before the oldest are dropped (counted in `dropped`). */
  capacity: number;
  /** When subscribers hear of appends; default once per animation frame. */
  schedule?: FlushScheduler;
}

/**
 * A live event log readable through `useSyncExternalStore`: O(1) appends into a bounded
 * buffer that counts drops, snapshots that share storage, subscribers told once per frame.
 */
export class LiveLog<T> {
  private readonly buffer: LogBuffer<T>;
  private readonly notifier: FrameNotifier;

  constructor(options: LiveLogOptions) {
    this.buffer = new LogBuffer(options.capacity);
    this.notifier = new FrameNotifier(options.schedule);
  }

  subscribe = (listener: () => void): (() => void) => this.notifier.subscribe(listener);

  getSnapshot = (): LogWindow<T> => this.buffer.window();

  append(item: T): T | undefined {
    const evicted = this.buffer.append(item);
    this.notifier.changed();
    return evicted;
  }

  get capacity(): number {
    return this.buffer.capacity;
  }

  /** See `LogBuffer.setCapacity`: shrinking drops the oldest entries and tells subscribers. */
  setCapacity(capacity: number): void {
    if (this.buffer.setCapacity(capacity).length > 0) this.notifier.changed();
  }

  clear(): void {
    this.buffer.clear();
    this.notifier.changed();
  }
}
