import { latencyPercentiles } from './percentile';
import type { LoadGates, LoadRow, LoadSample, LoadTarget } from './types';

const tenth = (ms: number | undefined): number | null => (ms === undefined ? null : Math.round(ms * 10) / 10);

/** One row per target, in the targets' order: counts, throughput over the run and latency percentiles. */
export function loadRows(targets: readonly LoadTarget[], samples: readonly LoadSample[], durationMs: number): LoadRow[] {
  const seconds = Math.max(durationMs, 1) / 1000;
  return targets.map((target, index) => {
    const own = samples.filter((s) => s.target === index);
    const answered = own.filter((s) => s.outcome !== 'cancelled');
    const errors = answered.filter((s) => s.outcome === 'error');
    const { p50, p95, p99 } = latencyPercentiles(answered.map((s) => s.ms));
    const firstError = errors[0]?.error;
    return {
      method: target.method,
      name: target.name ?? null,
      count: answered.length,
      errors: errors.length,
      cancelled: own.length - answered.length,
      perSecond: Math.round((answered.length / seconds) * 10) / 10,
      p50Ms: tenth(p50),
      p95Ms: tenth(p95),
      p99Ms: tenth(p99),
      ...(firstError === undefined ? {} : { firstError }),
    };
  });
}

export const rowLabel = (row: Pick<LoadRow, 'method' | 'name'>): string => (row.name === null ? row.method : `${row.method} ${row.name}`);

/**
 * What each gate says of each row. A row with no answered request breaks `--p95-max` (nothing
 * came back in time) and `--error-rate-max` too: there is no rate to trust.
 */
export function gateFailures(rows: readonly LoadRow[], gates: LoadGates): string[] {
  const failures: string[] = [];
  for (const row of rows) {
    const label = rowLabel(row);
    if (gates.p95MaxMs !== undefined) {
      if (row.p95Ms === null) failures.push(`${label}: no request was answered, so p95 cannot be within ${gates.p95MaxMs} ms`);
      else if (row.p95Ms > gates.p95MaxMs) failures.push(`${label}: p95 ${row.p95Ms} ms is above --p95-max ${gates.p95MaxMs} ms`);
    }
    if (gates.errorRateMax !== undefined) {
      const rate = row.count === 0 ? undefined : row.errors / row.count;
      if (rate === undefined) failures.push(`${label}: no request was answered, so the error rate is unknown`);
      else if (rate > gates.errorRateMax) failures.push(`${label}: error rate ${rate.toFixed(3)} (${row.errors} of ${row.count}) is above --error-rate-max ${gates.errorRateMax}`);
    }
  }
  return failures;
}
