import { defineResource, jsonBody, type DemoResource } from './catalog.js';

export const CLOCK_URI = 'demo://live/clock.json';
export const DEFAULT_CLOCK_INTERVAL_MS = 5_000;

export interface LiveClockOptions {
  /** Tick period; also the resource's `ttlMs`, so a fresh read never outlives a tick. */
  intervalMs?: number;
  /** Time source, injectable for tests. */
  now?: () => Date;
}

/**
 * State shared by every per-request server instance: the factory builds a new
 * `McpServer` for each HTTP request, so the clock must live outside it.
 */
export interface LiveClock {
  readonly intervalMs: number;
  /** The catalogue entry for the current tick. */
  resource(): DemoResource;
  /** Starts ticking; `onTick` runs after each change. Idempotent. */
  start(onTick: (uri: string) => void): void;
  stop(): void;
}

function hasUnref(value: unknown): value is { unref(): void } {
  return typeof value === 'object' && value !== null && 'unref' in value && typeof value.unref === 'function';
}

/** Fixed-width JSON (ISO time + 13-digit epoch ms), so `size` is stable between ticks. */
function clockBody(at: Date, intervalMs: number): string {
  return jsonBody({ time: at.toISOString(), epochMs: at.getTime(), intervalMs });
}

/** Creates the clock behind `demo://live/clock.json`. */
export function createLiveClock(options: LiveClockOptions = {}): LiveClock {
  const intervalMs = options.intervalMs ?? DEFAULT_CLOCK_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  let current = now();
  let timer: ReturnType<typeof setInterval> | undefined;

  return {
    intervalMs,
    resource: () =>
      defineResource({
        uri: CLOCK_URI,
        title: 'Live clock',
        description: `Server time, updated every ${intervalMs / 1000} s. Subscribe to see notifications/resources/updated.`,
        mimeType: 'application/json',
        body: clockBody(current, intervalMs),
        priority: 0.6,
        lastModified: current.toISOString(),
        glyph: 'clock',
        // The time is the same for everyone, so shared caches may keep it for one tick.
        cacheHint: { ttlMs: intervalMs, cacheScope: 'public' },
      }),
    start(onTick) {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        current = now();
        onTick(CLOCK_URI);
      }, intervalMs);
      // The clock is decoration: it must never keep a Node process (or test run) alive.
      if (hasUnref(timer)) timer.unref();
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
  };
}
