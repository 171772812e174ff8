import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReconnectLoop } from './reconnect';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function loop(outcomes: boolean[]) {
  const attempts: number[] = [];
  const waits: [number, number][] = [];
  const instance = new ReconnectLoop({
    attempt: () => Promise.resolve(outcomes.shift() ?? false),
    onWaiting: (attempt, retryAt) => waits.push([attempt, retryAt - Date.now()]),
    onTrying: (attempt) => attempts.push(attempt),
  });
  return { instance, attempts, waits };
}

describe('ReconnectLoop', () => {
  it('retries on the schedule until an attempt succeeds', async () => {
    const { instance, attempts, waits } = loop([false, false, false, false, false, true]);
    instance.start();
    expect(waits).toEqual([[0, 1_000]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 15_000);
    expect(attempts).toEqual([0, 1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(attempts).toEqual([0, 1, 2, 3, 4, 5]);
    expect(waits.map(([, delay]) => delay)).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    expect(instance.active).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toHaveLength(6);
  });

  it('runs the next attempt at once on now(), then keeps the schedule', async () => {
    const { instance, attempts, waits } = loop([false, true]);
    instance.start();
    instance.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual([0]);
    expect(waits.at(-1)).toEqual([1, 2_000]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts).toEqual([0, 1]);
    expect(instance.active).toBe(false);
  });

  it('stops for good on stop()', async () => {
    const { instance, attempts } = loop([]);
    instance.start();
    instance.stop();
    instance.now();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempts).toEqual([]);
  });

  it('treats a throwing attempt as a failed one', async () => {
    const attempts: number[] = [];
    const instance = new ReconnectLoop({ attempt: () => Promise.reject(new Error('boom')), onWaiting: () => undefined, onTrying: (a) => attempts.push(a) });
    instance.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(attempts).toEqual([0, 1]);
    instance.stop();
  });
});
