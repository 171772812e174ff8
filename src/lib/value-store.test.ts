import { describe, expect, it, vi } from 'vitest';
import { ValueStore } from './value-store';

describe('ValueStore', () => {
  it('returns the same snapshot until set, then notifies subscribers', () => {
    const store = new ValueStore({ n: 1 });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ n: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ n: 2 });
    unsubscribe();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the same value is set again', () => {
    const value = { n: 1 };
    const store = new ValueStore(value);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(value);
    expect(listener).not.toHaveBeenCalled();
  });
});
