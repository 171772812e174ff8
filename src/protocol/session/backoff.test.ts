import { describe, expect, it } from 'vitest';
import { reconnectDelayMs, STEADY_DELAY_MS } from './backoff';

describe('reconnectDelayMs', () => {
  it('waits 1, 2, 4, 8 s, then every 15 s', () => {
    expect(Array.from({ length: 8 }, (_, attempt) => reconnectDelayMs(attempt))).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000]);
    expect(reconnectDelayMs(10_000)).toBe(STEADY_DELAY_MS);
  });

  it('treats a nonsensical attempt number as the first', () => {
    expect(reconnectDelayMs(-1)).toBe(1_000);
    expect(reconnectDelayMs(Number.NaN)).toBe(1_000);
  });
});
