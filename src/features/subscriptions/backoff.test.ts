import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { relistenDelay, retryWithBackoff } from './backoff';

const policy = { baseMs: 1_000, maxMs: 5_000, maxAttempts: 4 };

describe('relistenDelay', () => {
  it('doubles from the base, caps at the maximum and stops after the last attempt', () => {
    expect([0, 1, 2, 3].map((n) => relistenDelay(n, policy))).toEqual([1_000, 2_000, 4_000, 5_000]);
    expect(relistenDelay(4, policy)).toBeUndefined();
    expect(relistenDelay(-1, policy)).toBeUndefined();
  });
});

describe('retryWithBackoff', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits each delay before the next attempt and stops at the first success', async () => {
    const attempt = vi.fn((n: number) => Promise.resolve(n === 1));
    const waits: number[] = [];
    retryWithBackoff(attempt, (_n, delay) => waits.push(delay), () => undefined, policy);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('gives up after the last attempt, and a cancel stops a pending attempt', async () => {
    const onGiveUp = vi.fn();
    retryWithBackoff(() => Promise.resolve(false), () => undefined, onGiveUp, policy);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(onGiveUp).toHaveBeenCalledTimes(1);

    const attempt = vi.fn(() => Promise.resolve(false));
    const cancel = retryWithBackoff(attempt, () => undefined, () => undefined, policy);
    cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).not.toHaveBeenCalled();
  });
});
