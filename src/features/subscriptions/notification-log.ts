import type { InvalidationEntry } from '../../cache';
import { LogBuffer, type LogWindow } from '../../lib/buffers/log-buffer';
import { RateMeter } from '../../lib/buffers/rate-meter';
import { storedLimit, storeLimit, type LimitSetting } from '../../lib/stored/stored-limit';

/** One line of the `Notifications` log, linked to what it invalidated in the cache. */
export interface LogEntry {
  id: number;
  at: number;
  laneKey: number;
  method: string;
  uri: string | undefined;
  subscriptionId: string;
  invalidation: InvalidationEntry | undefined;
}

/**
 * Notifications kept by default. A `notifications/resources/updated` entry with its linked
 * invalidation costs well under 1 KiB, so a full log stays within a few MiB (bench/storm.ts soak).
 */
export const NOTIFICATIONS_KEPT: LimitSetting = { key: 'mcp-console.notification-limit', min: 100, max: 100_000, fallback: 5_000 };
export const DEFAULT_NOTIFICATION_LIMIT = NOTIFICATIONS_KEPT.fallback;

/** The user's chosen limit (the setting beside the log), validated at the storage boundary. */
export function storedNotificationLimit(): number {
  return storedLimit(NOTIFICATIONS_KEPT);
}

export function storeNotificationLimit(limit: number): void {
  storeLimit(NOTIFICATIONS_KEPT, limit);
}

/** Every notification of every lane: a bounded live buffer plus a per-lane count and rate. */
export class NotificationLog {
  private buffer: LogBuffer<LogEntry>;
  private readonly rates = new Map<number, RateMeter>();
  private readonly counts = new Map<number, number>();
  private droppedBefore = 0;

  constructor(limit: number) {
    this.buffer = new LogBuffer(limit);
  }

  get limit(): number {
    return this.buffer.capacity;
  }

  append(entry: LogEntry): void {
    this.buffer.append(entry);
    let meter = this.rates.get(entry.laneKey);
    if (meter === undefined) {
      meter = new RateMeter();
      this.rates.set(entry.laneKey, meter);
    }
    meter.add(entry.at);
    this.counts.set(entry.laneKey, (this.counts.get(entry.laneKey) ?? 0) + 1);
  }

  window(): LogWindow<LogEntry> {
    return this.buffer.window();
  }

  /** Everything ever dropped, across limit changes. */
  get dropped(): number {
    return this.droppedBefore + this.buffer.dropped;
  }

  /** Notifications a lane received in the second before `now`. */
  ratePerSecond(laneKey: number, now: number): number {
    return this.rates.get(laneKey)?.perSecond(now) ?? 0;
  }

  received(laneKey: number): number {
    return this.counts.get(laneKey) ?? 0;
  }

  /** Keeps the newest `limit` entries from now on; a rare user action, so it may copy once. */
  setLimit(limit: number): void {
    if (limit === this.buffer.capacity) return;
    const kept = this.buffer.window();
    const next = new LogBuffer<LogEntry>(limit);
    for (const entry of kept) next.append(entry);
    this.droppedBefore += this.buffer.dropped;
    this.buffer = next;
  }
}
