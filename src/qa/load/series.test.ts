import { describe, expect, it } from 'vitest';
import { latencyHistogram, percentilesPerSecond, type TimedSample } from './series';

const ok = (atMs: number, ms: number): TimedSample => ({ atMs, ms, outcome: 'ok' });

describe('percentilesPerSecond', () => {
  it('groups answered requests by the second they ended in, with nearest-rank percentiles', () => {
    const samples = [ok(100, 40), ok(900, 42), ok(1000, 60), ok(1500, 41), ok(2100, 90)];
    expect(percentilesPerSecond(samples)).toEqual([
      { second: 1, count: 3, p50Ms: 42, p95Ms: 60, p99Ms: 60 },
      { second: 2, count: 1, p50Ms: 41, p95Ms: 41, p99Ms: 41 },
      { second: 3, count: 1, p50Ms: 90, p95Ms: 90, p99Ms: 90 },
    ]);
  });

  it('leaves cancelled requests out and keeps a quiet second as a gap', () => {
    const samples: TimedSample[] = [ok(200, 10), { atMs: 2500, ms: 5, outcome: 'cancelled' }, { atMs: 2600, ms: 30, outcome: 'error' }];
    expect(percentilesPerSecond(samples)).toEqual([
      { second: 1, count: 1, p50Ms: 10, p95Ms: 10, p99Ms: 10 },
      { second: 2, count: 0, p50Ms: null, p95Ms: null, p99Ms: null },
      { second: 3, count: 1, p50Ms: 30, p95Ms: 30, p99Ms: 30 },
    ]);
  });

  it('is one empty second before anything was answered', () => {
    expect(percentilesPerSecond([])).toEqual([{ second: 1, count: 0, p50Ms: null, p95Ms: null, p99Ms: null }]);
  });
});

describe('latencyHistogram', () => {
  it('counts every answered request once, in buckets with round edges', () => {
    const latencies = [40.2, 41, 43.5, 44, 48, 52, 61, 95];
    const buckets = latencyHistogram(latencies.map((ms, i) => ok(i, ms)));
    expect(buckets.length).toBeLessThanOrEqual(12);
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(latencies.length);
    const width = (buckets[0]?.toMs ?? 0) - (buckets[0]?.fromMs ?? 0);
    expect([1, 2, 5, 10, 20, 50]).toContain(width);
    for (const ms of latencies) {
      const holding = buckets.filter((b) => b.fromMs <= ms && ms < b.toMs);
      expect(holding).toHaveLength(1);
    }
    expect(buckets[0]?.fromMs).toBeLessThanOrEqual(40.2);
    expect(buckets.at(-1)?.toMs).toBeGreaterThan(95);
  });

  it('stays within the bucket limit when the largest value sits on an edge', () => {
    const buckets = latencyHistogram([0, 12, 24].map((ms, i) => ok(i, ms)), 12);
    expect(buckets.length).toBeLessThanOrEqual(12);
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(3);
  });

  it('puts equal latencies in one bucket, and has none without an answered request', () => {
    expect(latencyHistogram([ok(1, 40), ok(2, 40)])).toEqual([{ fromMs: 40, toMs: 41, count: 2 }]);
    expect(latencyHistogram([{ atMs: 1, ms: 40, outcome: 'cancelled' }])).toEqual([]);
  });
});
