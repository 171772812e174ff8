import { describe, expect, it } from 'vitest';
import { LogBuffer } from './log-buffer';

function filled(count: number, capacity = 100, chunkSize = 4): LogBuffer<number> {
  const log = new LogBuffer<number>(capacity, chunkSize);
  for (let i = 0; i < count; i += 1) log.append(i);
  return log;
}

describe('LogBuffer', () => {
  it('the window of N + 1 entries shares the storage of the first N (no copy per append)', () => {
    const log = filled(10);
    const before = log.window();
    log.append(10);
    const after = log.window();
    expect(after).not.toBe(before);
    expect(after.size).toBe(11);
    for (let i = 0; i < 10; i += 1) {
      expect(after.storageOf(i)).toBe(before.storageOf(i));
      expect(after.at(i)).toBe(before.at(i));
    }
  });

  it('an earlier window never sees later appends', () => {
    const log = filled(3);
    const before = log.window();
    log.append(3);
    log.append(4);
    expect(before.size).toBe(3);
    expect(before.toArray()).toEqual([0, 1, 2]);
    expect(before.at(3)).toBeUndefined();
    expect(log.window().toArray()).toEqual([0, 1, 2, 3, 4]);
  });

  it('returns the same window until something changes, with a new version after', () => {
    const log = filled(2);
    const first = log.window();
    expect(log.window()).toBe(first);
    log.append(2);
    expect(log.window().version).toBeGreaterThan(first.version);
  });

  it('evicts the oldest beyond capacity, counts the drops, and keeps windows of earlier states intact', () => {
    const log = filled(5, 5, 2);
    const full = log.window();
    const evicted = [5, 6, 7].map((n) => log.append(n));
    expect(evicted).toEqual([0, 1, 2]);
    const window = log.window();
    expect(window.toArray()).toEqual([3, 4, 5, 6, 7]);
    expect(window.dropped).toBe(3);
    expect(window.start).toBe(3);
    expect(window.end).toBe(8);
    // The chunk holding 0 and 1 was released from the live storage, not from the older window.
    expect(full.toArray()).toEqual([0, 1, 2, 3, 4]);
    expect(window.storageOf(2)).toBe(full.storageOf(4));
  });

  it('holds at most capacity + one chunk of entries in memory', () => {
    const log = filled(1_000, 10, 4);
    const window = log.window();
    expect(window.size).toBe(10);
    expect(window.toArray()).toEqual([990, 991, 992, 993, 994, 995, 996, 997, 998, 999]);
    const chunks = new Set(Array.from({ length: window.size }, (_, i) => window.storageOf(i)));
    expect(chunks.size).toBeLessThanOrEqual(Math.ceil(10 / 4) + 1);
  });

  it('windowed reads clamp to the kept range', () => {
    const window = filled(6).window();
    expect(window.slice(4, 99)).toEqual([4, 5]);
    expect(window.slice(-3, 2)).toEqual([0, 1]);
    expect(window.last()).toBe(5);
    expect(window.at(-1)).toBe(5);
    expect(window.at(-6)).toBe(0);
    expect(window.at(-7)).toBeUndefined();
    expect([...window]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('clear empties the log, keeps counting positions, and appends after it land where they should', () => {
    const log = filled(5, 100, 4);
    const before = log.window();
    log.clear();
    expect(log.window().size).toBe(0);
    expect(log.window().dropped).toBe(0);
    log.append(42);
    log.append(43);
    expect(log.window().toArray()).toEqual([42, 43]);
    expect(log.window().start).toBe(5);
    expect(before.toArray()).toEqual([0, 1, 2, 3, 4]);
  });

  it('rejects a non-positive capacity', () => {
    expect(() => new LogBuffer(0)).toThrow(RangeError);
  });

  describe('setCapacity', () => {
    it('shrinking evicts the oldest entries, counts them as dropped and returns them', () => {
      const log = filled(10);
      expect(log.setCapacity(4)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(log.window().toArray()).toEqual([6, 7, 8, 9]);
      expect(log.dropped).toBe(6);
      expect(log.capacity).toBe(4);
    });

    it('keeps absolute positions, so a reader tracking them goes on where it was', () => {
      const log = filled(10);
      log.setCapacity(3);
      const window = log.window();
      expect(window.start).toBe(7);
      expect(window.end).toBe(10);
      log.append(10);
      expect(log.window().end).toBe(11);
      expect(log.window().toArray()).toEqual([8, 9, 10]);
    });

    it('leaves windows taken before the change as they were', () => {
      const log = filled(10);
      const before = log.window();
      log.setCapacity(2);
      expect(before.toArray()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(log.window()).not.toBe(before);
    });

    it('growing keeps every entry and bounds later appends at the new capacity', () => {
      const log = filled(5, 5);
      expect(log.setCapacity(8)).toEqual([]);
      for (let i = 5; i < 12; i += 1) log.append(i);
      expect(log.window().toArray()).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
      expect(log.dropped).toBe(4);
    });

    it('rejects a capacity that is not a positive integer', () => {
      expect(() => filled(1).setCapacity(0)).toThrow(RangeError);
      expect(() => filled(1).setCapacity(2.5)).toThrow(RangeError);
    });
  });
});
