/**
 * The nearest-rank percentile: the smallest value that at least `p` % of the samples do not
 * exceed. It is always one of the measured values, never an interpolation between two, so a
 * p95 of 40 ms means a request really took that long. `sorted` must be ascending.
 */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (!(p > 0 && p <= 100)) throw new RangeError(`a percentile is in (0, 100], not ${p}`);
  if (sorted.length === 0) return undefined;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p95 and p99 of unsorted samples, in one sort. */
export function latencyPercentiles(samples: readonly number[]): { p50: number | undefined; p95: number | undefined; p99: number | undefined } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}
