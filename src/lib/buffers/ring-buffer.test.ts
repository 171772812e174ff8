import { describe, expect, it } from 'vitest';
import { RingBuffer } from './ring-buffer';

describe('RingBuffer', () => {
  it('keeps items oldest first while under capacity', () => {
    const ring = new RingBuffer<number>(3);
    ring.push(1);
    ring.push(2);
    expect(ring.toArray()).toEqual([1, 2]);
    expect(ring.size).toBe(2);
    expect(ring.dropped).toBe(0);
  });

  it('evicts the oldest item and counts drops once full', () => {
    const ring = new RingBuffer<number>(3);
    const evicted = [1, 2, 3, 4, 5].map((n) => ring.push(n));
    expect(evicted).toEqual([undefined, undefined, undefined, 1, 2]);
    expect(ring.toArray()).toEqual([3, 4, 5]);
    expect(ring.dropped).toBe(2);
    expect(ring.at(0)).toBe(3);
    expect(ring.at(3)).toBeUndefined();
  });

  it('returns a new array from toArray so callers cannot mutate the buffer', () => {
    const ring = new RingBuffer<number>(2);
    ring.push(1);
    const first = ring.toArray();
    first.push(99);
    expect(ring.toArray()).toEqual([1]);
    expect(ring.toArray()).not.toBe(ring.toArray());
  });

  it('replaces the newest matching item after wrap-around', () => {
    const ring = new RingBuffer<{ id: number; v: string }>(2);
    ring.push({ id: 1, v: 'a' });
    ring.push({ id: 2, v: 'b' });
    ring.push({ id: 3, v: 'c' });
    expect(ring.replaceLast((x) => x.id === 3, (x) => ({ ...x, v: 'C' }))).toBe(true);
    expect(ring.replaceLast((x) => x.id === 1, (x) => x)).toBe(false);
    expect(ring.toArray()).toEqual([
      { id: 2, v: 'b' },
      { id: 3, v: 'C' },
    ]);
  });

  it('clear empties the buffer but keeps the drop count', () => {
    const ring = new RingBuffer<number>(1);
    ring.push(1);
    ring.push(2);
    ring.clear();
    expect(ring.toArray()).toEqual([]);
    expect(ring.dropped).toBe(1);
    ring.push(7);
    expect(ring.toArray()).toEqual([7]);
  });

  it('rejects a non-positive capacity', () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
  });
});
