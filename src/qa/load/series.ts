import { latencyPercentiles } from './percentile';
import type { LoadSample } from './types';

/** A sample with its end, in ms since the run started (runLoad's `onSample`). */
export type TimedSample = Pick<LoadSample, 'ms' | 'outcome'> & { atMs: number };

/** The percentiles of the requests answered in one second of the run; null where none was. */
export interface SecondPercentiles {
  /** 1 for the run's first second. */
  second: number;
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

export interface HistogramBucket {
  /** Inclusive lower edge. */
  fromMs: number;
  /** Exclusive upper edge. */
  toMs: number;
  count: number;
}

const answered = (samples: readonly TimedSample[]): TimedSample[] => samples.filter((s) => s.outcome !== 'cancelled');
const orNull = (ms: number | undefined): number | null => (ms === undefined ? null : Math.round(ms * 10) / 10);

/**
 * p50, p95 and p99 of each second of the run, by when each request was answered, with the same
 * nearest-rank percentiles as the report. Cancelled requests are left out, as in the report.
 */
export function percentilesPerSecond(samples: readonly TimedSample[]): SecondPercentiles[] {
  const kept = answered(samples);
  const last = kept.reduce((max, s) => Math.max(max, s.atMs), 0);
  const seconds = Math.max(1, Math.ceil(last / 1000));
  const bySecond = Array.from({ length: seconds }, (): number[] => []);
  for (const sample of kept) bySecond[Math.min(seconds - 1, Math.max(0, Math.ceil(sample.atMs / 1000) - 1))]?.push(sample.ms);
  return bySecond.map((latencies, index) => {
    const { p50, p95, p99 } = latencyPercentiles(latencies);
    return { second: index + 1, count: latencies.length, p50Ms: orNull(p50), p95Ms: orNull(p95), p99Ms: orNull(p99) };
  });
}

/** The smallest of 1, 2 or 5 times a power of ten (ms) at least `raw`: bucket edges a reader can add up. */
function niceAtLeast(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** The first round width whose buckets, from a round edge at or below `min`, reach `max` in `maxBuckets`. */
function bucketWidth(min: number, max: number, maxBuckets: number): number {
  let width = niceAtLeast((max - min) / maxBuckets);
  while (Math.floor(max / width) - Math.floor(min / width) + 1 > maxBuckets) width = niceAtLeast(width * 1.5);
  return width;
}

/** Answered requests' latencies in at most `maxBuckets` equal buckets with round edges; empty when none was answered. */
export function latencyHistogram(samples: readonly TimedSample[], maxBuckets = 12): HistogramBucket[] {
  const latencies = answered(samples).map((s) => s.ms);
  if (latencies.length === 0) return [];
  // reduce, not Math.min(...): a long run's samples would overflow the argument list.
  const min = latencies.reduce((a, b) => Math.min(a, b));
  const max = latencies.reduce((a, b) => Math.max(a, b));
  const width = bucketWidth(min, max, maxBuckets);
  const from = Math.floor(min / width) * width;
  const count = Math.floor(max / width) - Math.floor(min / width) + 1;
  const buckets = Array.from({ length: count }, (_, i): HistogramBucket => ({ fromMs: from + i * width, toMs: from + (i + 1) * width, count: 0 }));
  for (const ms of latencies) {
    const bucket = buckets[Math.min(count - 1, Math.floor((ms - from) / width))];
    if (bucket !== undefined) bucket.count++;
  }
  return buckets;
}
