import { describe, expect, it } from 'vitest';
import { latencyPercentiles, percentile } from './percentile';

describe('nearest-rank percentiles', () => {
  it('picks the value at rank ceil(p·n) of the sorted samples', () => {
    const sorted = [15, 20, 35, 40, 50];
    expect(percentile(sorted, 5)).toBe(15);
    expect(percentile(sorted, 30)).toBe(20);
    expect(percentile(sorted, 40)).toBe(20);
    expect(percentile(sorted, 50)).toBe(35);
    expect(percentile(sorted, 100)).toBe(50);
  });

  it('gives 50, 95 and 99 on the values 1 to 100 in any order', () => {
    const shuffled = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    expect(latencyPercentiles(shuffled)).toEqual({ p50: 50, p95: 95, p99: 99 });
  });

  it('lets one slow request in twenty show in p99 but not in p95', () => {
    const samples = [...Array.from({ length: 19 }, () => 40), 900];
    expect(latencyPercentiles(samples)).toEqual({ p50: 40, p95: 40, p99: 900 });
  });

  it('is the one sample for a single one, and undefined for none', () => {
    expect(latencyPercentiles([7])).toEqual({ p50: 7, p95: 7, p99: 7 });
    expect(latencyPercentiles([])).toEqual({ p50: undefined, p95: undefined, p99: undefined });
  });

  it('refuses a percentile outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});
