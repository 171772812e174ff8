import { describe, expect, it } from 'vitest';
import { toArray } from './order';
import { SortedChunks } from './sorted-chunks';

const numbers = () => new SortedChunks<number>((a, b) => a - b);

describe('SortedChunks', () => {
  it('keeps order through out-of-order inserts, removes, replaces and drops', () => {
    const list = numbers();
    const expected: number[] = [];
    let seed = 3;
    for (let i = 0; i < 3_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      // Mostly ascending, now and then up to 50 back: a sorted tail merge.
      const value = i * 10 - (seed % 7 === 0 ? seed % 500 : 0) + 0.5 * (i % 2);
      list.insert(value);
      expected.push(value);
    }
    expected.sort((a, b) => a - b);
    expect(toArray(list.snapshot())).toEqual(expected);
    list.remove(expected[100] ?? 0);
    list.replace(expected[200] ?? 0, -1_000);
    expect(list.dropFirst(2)).toEqual([-1_000, expected[0]]);
    const left = expected.filter((_, i) => i !== 0 && i !== 100 && i !== 200);
    expect(toArray(list.snapshot())).toEqual(left);
    expect(list.length).toBe(left.length);
  });

  it('never changes a snapshot: an append shares every chunk, a change in the middle copies one chunk', () => {
    const list = numbers();
    for (let i = 0; i < 2_000; i += 1) list.insert(i);
    const first = list.snapshot();
    list.insert(5_000);
    const appended = list.snapshot();
    for (let i = 0; i < first.length; i += 1) expect(appended.storageOf(i)).toBe(first.storageOf(i));
    list.insert(10.5);
    const middle = list.snapshot();
    const chunks = (view: typeof first) => new Set(Array.from({ length: view.length }, (_, i) => view.storageOf(i)));
    const kept = chunks(middle);
    expect([...chunks(first)].filter((chunk) => !kept.has(chunk))).toHaveLength(1);
    expect(toArray(first)).toEqual(Array.from({ length: 2_000 }, (_, i) => i));
    expect(appended.length).toBe(2_001);
    expect(middle.at(11)).toBe(10.5);
  });
});
