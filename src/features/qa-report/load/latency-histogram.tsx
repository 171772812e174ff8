import type { HistogramBucket } from '../../../qa/load';
import { CHART, ChartFrame, PLOT_H, PLOT_W } from './chart-frame';

function captionOf(buckets: readonly HistogramBucket[]): string {
  const first = buckets[0];
  const last = buckets.at(-1);
  const most = buckets.reduce((m, b) => Math.max(m, b.count), 0);
  const busiest = buckets.find((b) => b.count === most);
  if (first === undefined || last === undefined || busiest === undefined) return 'No request answered yet.';
  const total = buckets.reduce((n, b) => n + b.count, 0);
  return `${total} answered requests from ${first.fromMs} to ${last.toMs} ms; most (${most}) took ${busiest.fromMs} to ${busiest.toMs} ms.`;
}

/** Latencies of the answered requests, drawn as bars; the caption and the results table say it in words. */
export function LatencyHistogram({ buckets }: { buckets: readonly HistogramBucket[] }) {
  const most = buckets.reduce((m, b) => Math.max(m, b.count), 0);
  const first = buckets[0];
  const last = buckets.at(-1);
  const barW = buckets.length === 0 ? 0 : PLOT_W / buckets.length;
  const bottom = CHART.top + PLOT_H;
  const y = (count: number): number => bottom - (most === 0 ? 0 : (count / most) * PLOT_H);
  const caption = captionOf(buckets);
  return (
    <figure className="qa-load__chart">
      <ChartFrame label={`Latency histogram: ${caption}`} top={most} axes="latency (ms) · requests per bucket">
        {buckets.map((b, i) => (
          <rect key={b.fromMs} className="qa-load__bar" x={CHART.left + i * barW + 1} y={y(b.count)} width={Math.max(1, barW - 2)} height={bottom - y(b.count)} />
        ))}
        {first !== undefined && last !== undefined && (
          <>
            <text className="qa-load__tick" x={CHART.left} y={CHART.height - 20} textAnchor="start">
              {first.fromMs} ms
            </text>
            <text className="qa-load__tick" x={CHART.width - CHART.right} y={CHART.height - 20} textAnchor="end">
              {last.toMs} ms
            </text>
          </>
        )}
      </ChartFrame>
      <figcaption>Latency histogram. {caption}</figcaption>
    </figure>
  );
}
