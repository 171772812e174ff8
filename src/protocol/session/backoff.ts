/**
 * The wait before each reconnect attempt while a server does not answer: 1, 2, 4 and 8 s,
 * then every 15 s for as long as it takes. Bounded, so a dev server that is down for an hour
 * costs four requests a minute, and quick, so a restart of a few seconds is caught at once.
 */
const EARLY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
export const STEADY_DELAY_MS = 15_000;

/** Delay before attempt `attempt` (0-based). */
export function reconnectDelayMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 0) return EARLY_DELAYS_MS[0];
  return EARLY_DELAYS_MS[attempt] ?? STEADY_DELAY_MS;
}

export type TimerHandle = ReturnType<typeof setTimeout>;

/** Timer functions, replaceable in tests (vitest's fake timers patch the globals these default to). */
export interface Timers {
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const GLOBAL_TIMERS: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
