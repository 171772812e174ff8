import { FrameNotifier, type FlushScheduler } from '../../lib/buffers/frame-notifier';
import type { AuthStep } from '../../protocol/auth/auth-types';
import type { ExternalStore, TrafficSnapshot } from '../../protocol/model/types';
import type { ModelExchange } from '../../models';
import type { InvalidationEntry } from '../invalidation';
import type { TimelineSnapshot } from './timeline-events';
import { TimelineStore } from './timeline-store';

export interface LiveTimelineSources {
  traffic: ExternalStore<TrafficSnapshot>;
  invalidations: ExternalStore<Iterable<InvalidationEntry>>;
  steps: ExternalStore<readonly AuthStep[]>;
  /** The Playground's model log (the `model` lane); absent where no model is used. */
  models?: ExternalStore<readonly ModelExchange[]> | undefined;
}

export interface LiveTimelineOptions {
  now?: () => number;
  schedule?: FlushScheduler;
}

/**
 * The timeline over the live stores, readable through `useSyncExternalStore`: a change in any
 * source tells subscribers at most once per frame (`FrameNotifier`), and the snapshot read then
 * derives only the delta (`TimelineStore`). A fresh span's expiry moves the clock by itself.
 */
export class LiveTimeline implements ExternalStore<TimelineSnapshot> {
  private readonly store = new TimelineStore();
  private readonly notifier: FrameNotifier;
  private readonly now: () => number;
  private snapshot: TimelineSnapshot | undefined;
  private listeners = 0;
  private unsubscribe: (() => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly sources: LiveTimelineSources,
    options: LiveTimelineOptions = {},
  ) {
    this.notifier = new FrameNotifier(options.schedule);
    this.now = options.now ?? Date.now;
  }

  subscribe = (listener: () => void): (() => void) => {
    const off = this.notifier.subscribe(listener);
    if ((this.listeners += 1) === 1) {
      const { traffic, invalidations, steps, models } = this.sources;
      this.unsubscribe = [traffic, invalidations, steps, ...(models === undefined ? [] : [models])].map((s) => s.subscribe(this.changed));
      // A snapshot read before anyone listened still owes its expiry.
      if (this.snapshot !== undefined) this.scheduleExpiry(this.snapshot.nextExpiry);
    }
    return () => {
      off();
      if ((this.listeners -= 1) > 0) return;
      for (const stop of this.unsubscribe) stop();
      this.unsubscribe = [];
      clearTimeout(this.timer);
      this.timer = undefined;
    };
  };

  /** Derives what is new since the last read, once per change; the same object until then. */
  getSnapshot = (): TimelineSnapshot => {
    if (this.snapshot !== undefined) return this.snapshot;
    const snapshot = this.store.update({
      traffic: this.sources.traffic.getSnapshot(),
      invalidations: this.sources.invalidations.getSnapshot(),
      authSteps: this.sources.steps.getSnapshot(),
      modelExchanges: this.sources.models?.getSnapshot(),
      now: this.now(),
    });
    this.snapshot = snapshot;
    this.scheduleExpiry(snapshot.nextExpiry);
    return snapshot;
  };

  /** The store's last update, for tests: how much it read. */
  get work(): TimelineStore['work'] {
    return this.store.work;
  }

  private readonly changed = (): void => {
    this.snapshot = undefined;
    this.notifier.changed();
  };

  private scheduleExpiry(at: number | undefined): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (at === undefined || this.listeners === 0) return;
    this.timer = setTimeout(this.changed, Math.max(0, at - this.now()) + 5);
  }
}
