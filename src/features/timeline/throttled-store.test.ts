import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThrottledStore } from './throttled-store';

function counter() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    store: { subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)), getSnapshot: () => value },
    bump: () => {
      value += 1;
      for (const l of listeners) l();
    },
  };
}

describe('ThrottledStore', () => {
  beforeEach(() => vi.useFakeTimers({ now: 10_000 }));
  afterEach(() => vi.useRealTimers());

  it('lets the first change through and at most one more per interval, with the latest snapshot', () => {
    const { store, bump } = counter();
    const throttled = new ThrottledStore(store, 250);
    const heard = vi.fn();
    throttled.subscribe(heard);
    bump();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(throttled.getSnapshot()).toBe(1);
    for (let i = 0; i < 50; i += 1) bump();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(throttled.getSnapshot()).toBe(1);
    vi.advanceTimersByTime(250);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(throttled.getSnapshot()).toBe(51);
  });

  it('stops listening to the source when its last subscriber leaves', () => {
    const { store, bump } = counter();
    const throttled = new ThrottledStore(store, 250);
    const heard = vi.fn();
    const leave = throttled.subscribe(heard);
    leave();
    bump();
    vi.advanceTimersByTime(1_000);
    expect(heard).not.toHaveBeenCalled();
  });
});
