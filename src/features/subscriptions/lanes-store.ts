import type { InvalidationEntry } from '../../cache';
import { FrameNotifier, type FlushScheduler } from '../../lib/buffers/frame-notifier';
import type { LogWindow } from '../../lib/buffers/log-buffer';
import {
  openSubscription,
  type Subscription,
  type SubscriptionEnd,
  type SubscriptionEvent,
  type SubscriptionFilter,
  type SubscriptionHost,
} from '../../protocol';
import type { StreamEnd } from '../../protocol/server-features/stream-watch';
import type { ConsoleErrorData, ExternalStore } from '../../protocol/model/types';
import { DEFAULT_BACKOFF, retryWithBackoff, type BackoffPolicy } from './backoff';
import { DEFAULT_NOTIFICATION_LIMIT, NotificationLog, type LogEntry } from './notification-log';

export type { LogEntry } from './notification-log';

export type LaneState = 'opening' | 'open' | 'retrying' | 'ended';

/** One subscription over its lifetime; re-listens after a drop keep the lane and change its id. */
export interface Lane {
  key: number;
  subscriptionId: string | undefined;
  previousIds: readonly string[];
  mode: 'listen' | 'legacy' | undefined;
  requested: SubscriptionFilter;
  honored: SubscriptionFilter | undefined;
  state: LaneState;
  end: SubscriptionEnd | undefined;
  retry: { attempt: number; delayMs: number; dueAt: number } | undefined;
  error: ConsoleErrorData | undefined;
  /** Legacy lanes: how often the GET stream ended under them, and the latest end. */
  streamEnds: number;
  lastStreamEnd: StreamEnd | undefined;
}

export interface LanesSnapshot {
  lanes: readonly Lane[];
  /** A windowed view over the shared log storage (lib/buffers/log-buffer), never a copy. */
  log: LogWindow<LogEntry>;
  /** Notifications dropped to stay within the limit, across limit changes. */
  dropped: number;
  limit: number;
}

export interface LanesOptions {
  host: SubscriptionHost;
  /** Mapper for thrown errors (the session's `toConsoleError`). */
  toError: (err: unknown) => ConsoleErrorData;
  /** The newest cache invalidation, to link a notification to the entries it invalidated. */
  latestInvalidation?: () => InvalidationEntry | undefined;
  backoff?: BackoffPolicy;
  now?: () => number;
  /** After a successful re-listen: changes during the gap were missed (spec §17.4), so caches go stale. */
  onRelisten?: () => void;
  /** False once the session is gone: a drop then ends the lane instead of re-listening. */
  isAlive?: () => boolean;
  /** Notifications kept in the log (default 5,000). */
  logLimit?: number;
  /** When subscribers hear of changes; default once per animation frame. */
  schedule?: FlushScheduler;
}

/**
 * The subscriptions of one session: lanes, the shared log, and re-listen after drops. A
 * notification costs one O(1) append; subscribers hear of a whole frame's worth at once.
 */
export class SubscriptionLanes implements ExternalStore<LanesSnapshot> {
  private readonly notifier: FrameNotifier;
  private readonly log: NotificationLog;
  private readonly open = new Map<number, Subscription>();
  private readonly cancelRetry = new Map<number, () => void>();
  private lanes: Lane[] = [];
  private snapshot: LanesSnapshot | undefined;
  private nextLane = 1;
  private nextLog = 1;
  private lastLinked = 0;

  constructor(private readonly options: LanesOptions) {
    this.notifier = new FrameNotifier(options.schedule);
    this.log = new NotificationLog(options.logLimit ?? DEFAULT_NOTIFICATION_LIMIT);
  }

  subscribe = (listener: () => void): (() => void) => this.notifier.subscribe(listener);

  getSnapshot = (): LanesSnapshot => {
    this.snapshot ??= { lanes: this.lanes, log: this.log.window(), dropped: this.log.dropped, limit: this.log.limit };
    return this.snapshot;
  };

  /** Notifications a lane received in the second before `now` (its live rate). */
  ratePerSecond(laneKey: number, now = Date.now()): number {
    return this.log.ratePerSecond(laneKey, now);
  }

  /** How many notifications a lane has received in all. */
  received(laneKey: number): number {
    return this.log.received(laneKey);
  }

  /** Keeps the newest `limit` notifications from now on. */
  setLogLimit(limit: number): void {
    this.log.setLimit(limit);
    this.changed();
  }

  /** Opens a new lane with `filter`; failures stay visible on the lane. */
  async listen(filter: SubscriptionFilter): Promise<void> {
    const key = this.nextLane++;
    this.lanes = [...this.lanes, { key, subscriptionId: undefined, previousIds: [], mode: undefined, requested: filter, honored: undefined, state: 'opening', end: undefined, retry: undefined, error: undefined, streamEnds: 0, lastStreamEnd: undefined }];
    this.changed();
    try {
      await this.connect(key, filter);
    } catch (err) {
      this.update(key, { state: 'ended', error: this.options.toError(err) });
    }
  }

  /** Closes a lane (or stops its re-listen). */
  async close(key: number): Promise<void> {
    this.cancelRetry.get(key)?.();
    this.cancelRetry.delete(key);
    const sub = this.open.get(key);
    if (sub === undefined) {
      this.update(key, { state: 'ended', retry: undefined, end: { cause: 'local' } });
      return;
    }
    await sub.close();
  }

  private async connect(key: number, filter: SubscriptionFilter): Promise<void> {
    const sub = await openSubscription(
      this.options.host,
      filter,
      (event) => this.record(key, event),
      (end) => this.onStreamEnd(key, end),
    );
    this.open.set(key, sub);
    const lane = this.lanes.find((l) => l.key === key);
    const previous = lane?.subscriptionId;
    this.update(key, {
      subscriptionId: sub.id,
      previousIds: previous === undefined ? (lane?.previousIds ?? []) : [...(lane?.previousIds ?? []), previous],
      mode: sub.mode,
      honored: sub.honored,
      state: 'open',
      end: undefined,
      retry: undefined,
      error: undefined,
    });
    void sub.ended.then((end) => this.onEnded(key, end));
  }

  private onEnded(key: number, end: SubscriptionEnd): void {
    this.open.delete(key);
    if (end.cause !== 'dropped' || this.options.isAlive?.() === false) {
      this.update(key, { state: 'ended', end });
      return;
    }
    const filter = this.lanes.find((l) => l.key === key)?.requested ?? {};
    const now = this.options.now ?? Date.now;
    const cancel = retryWithBackoff(
      async () => {
        try {
          await this.connect(key, filter);
          this.cancelRetry.delete(key);
          this.options.onRelisten?.();
          return true;
        } catch (err) {
          this.update(key, { error: this.options.toError(err) });
          return false;
        }
      },
      (attempt, delayMs) => this.update(key, { state: 'retrying', end, retry: { attempt: attempt + 1, delayMs, dueAt: now() + delayMs } }),
      () => this.update(key, { state: 'ended', retry: undefined }),
      this.options.backoff ?? DEFAULT_BACKOFF,
    );
    this.cancelRetry.set(key, cancel);
  }

  /** The SDK reopens a 2025 server's GET stream by itself; what was sent in the gap is lost, so caches go stale. */
  private onStreamEnd(key: number, end: StreamEnd): void {
    const lane = this.lanes.find((l) => l.key === key);
    if (lane === undefined || lane.state === 'ended') return;
    this.update(key, { streamEnds: lane.streamEnds + 1, lastStreamEnd: end });
    this.options.onRelisten?.();
  }

  private record(laneKey: number, event: SubscriptionEvent): void {
    const latest = this.options.latestInvalidation?.();
    // Live invalidation listens first, so the newest log entry is this notification's, if any.
    const linked =
      latest !== undefined && latest.id > this.lastLinked && latest.notification?.method === event.method && latest.notification.uri === event.uri
        ? latest
        : undefined;
    if (linked !== undefined) this.lastLinked = linked.id;
    const at = (this.options.now ?? Date.now)();
    this.log.append({ id: this.nextLog++, at, laneKey, method: event.method, uri: event.uri, subscriptionId: event.subscriptionId, invalidation: linked });
    this.changed();
  }

  private update(key: number, patch: Partial<Lane>): void {
    this.lanes = this.lanes.map((lane) => (lane.key === key ? { ...lane, ...patch } : lane));
    this.changed();
  }

  private changed(): void {
    this.snapshot = undefined;
    this.notifier.changed();
  }
}
