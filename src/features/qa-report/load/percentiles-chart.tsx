import type { SecondPercentiles } from '../../../qa/load';
import { CHART, ChartFrame, PLOT_H, PLOT_W } from './chart-frame';

const LINES = [
  { key: 'p50Ms', label: 'p50', className: 'qa-load__line--p50' },
  { key: 'p95Ms', label: 'p95', className: 'qa-load__line--p95' },
  { key: 'p99Ms', label: 'p99', className: 'qa-load__line--p99' },
] as const;
type LineKey = (typeof LINES)[number]['key'];

/** A line's path through the seconds that had answers; a quiet second breaks the line rather than faking a value. */
function path(series: readonly SecondPercentiles[], key: LineKey, x: (i: number) => number, y: (ms: number) => number): string {
  let d = '';
  let pen = false;
  series.forEach((s, i) => {
    const value = s[key];
    if (value !== null) d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)},${y(value).toFixed(1)} `;
    pen = value !== null;
  });
  return d.trim();
}

function captionOf(series: readonly SecondPercentiles[], top: number): string {
  const p50s = series.flatMap((s) => (s.p50Ms === null ? [] : [s.p50Ms]));
  if (p50s.length === 0) return 'No request answered yet.';
  const low = p50s.reduce((a, b) => Math.min(a, b));
  const high = p50s.reduce((a, b) => Math.max(a, b));
  return `${series.length} s; p50 from ${low} to ${high} ms, highest p99 ${top} ms.`;
}

/** p50, p95 and p99 of each second of the run; the caption and the results table say it in words. */
export function PercentilesChart({ series }: { series: readonly SecondPercentiles[] }) {
  const top = series.reduce((m, s) => Math.max(m, s.p99Ms ?? 0), 0);
  const x = (i: number): number => CHART.left + (series.length <= 1 ? PLOT_W / 2 : (i / (series.length - 1)) * PLOT_W);
  const y = (ms: number): number => CHART.top + PLOT_H - (top === 0 ? 0 : (ms / top) * PLOT_H);
  const caption = captionOf(series, top);
  return (
    <figure className="qa-load__chart">
      <ChartFrame label={`Percentiles per second: ${caption}`} top={top} axes="second of the run · ms">
        {LINES.map((line) => (
          <path key={line.key} className={`qa-load__line ${line.className}`} d={path(series, line.key, x, y)} />
        ))}
        {LINES.map((line) =>
          series.map((s, i) => {
            const value = s[line.key];
            return value === null ? null : <circle key={`${line.key}-${s.second}`} className={`qa-load__dot ${line.className}`} cx={x(i)} cy={y(value)} r={2.5} />;
          }),
        )}
        {series.length > 0 && (
          <>
            <text className="qa-load__tick" x={x(0)} y={CHART.height - 20} textAnchor={series.length <= 1 ? 'middle' : 'start'}>
              1 s
            </text>
            {series.length > 1 && (
              <text className="qa-load__tick" x={x(series.length - 1)} y={CHART.height - 20} textAnchor="end">
                {series.length} s
              </text>
            )}
          </>
        )}
      </ChartFrame>
      <figcaption>
        Percentiles per second (
        {LINES.map((line, i) => (
          <span key={line.key}>
            {i > 0 && ', '}
            <span className={`qa-load__key ${line.className}`}>{line.label}</span>
          </span>
        ))}
        ). {caption}
      </figcaption>
    </figure>
  );
}
