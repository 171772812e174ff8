export interface BenchResult {
  name: string;
  value: number;
  unit: 'ms' | 'KiB' | 'MiB' | 'MB' | 'count' | 'ops/s' | 'ratio';
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number): number => sorted[i] ?? Number.NaN;
  return sorted.length % 2 === 0 ? (at(mid - 1) + at(mid)) / 2 : at(mid);
}
