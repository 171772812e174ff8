import type { ReactNode } from 'react';

export const CHART = { width: 480, height: 170, left: 44, right: 12, top: 12, bottom: 36 };
export const PLOT_W = CHART.width - CHART.left - CHART.right;
export const PLOT_H = CHART.height - CHART.top - CHART.bottom;

interface Props {
  /** The chart's accessible name, which also says what it shows in words. */
  label: string;
  /** The largest value of the y axis, written at its top. */
  top: number;
  /** What the x axis runs over and what the y axis counts. */
  axes: string;
  children: ReactNode;
}

/** An SVG chart's frame: both axes, the y axis' range and the axes' legend, in the theme's colours. */
export function ChartFrame({ label, top, axes, children }: Props) {
  const bottom = CHART.top + PLOT_H;
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} role="img" aria-label={label}>
      <line className="qa-load__axis" x1={CHART.left} y1={bottom} x2={CHART.width - CHART.right} y2={bottom} />
      <line className="qa-load__axis" x1={CHART.left} y1={CHART.top} x2={CHART.left} y2={bottom} />
      <text className="qa-load__tick" x={CHART.left - 6} y={CHART.top + 4} textAnchor="end">
        {top}
      </text>
      <text className="qa-load__tick" x={CHART.left - 6} y={bottom} textAnchor="end">
        0
      </text>
      {children}
      <text className="qa-load__tick" x={CHART.left + PLOT_W / 2} y={CHART.height - 4} textAnchor="middle">
        {axes}
      </text>
    </svg>
  );
}
