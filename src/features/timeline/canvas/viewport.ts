/** The visible time window of the axis, in epoch ms. */
export interface Viewport {
  from: number;
  to: number;
}

/** Narrowest and widest windows: 5 ms (one exchange's headers) to a day. */
const MIN_SPAN_MS = 5;
const MAX_SPAN_MS = 24 * 60 * 60 * 1000;

function clampSpan(span: number): number {
  return Math.min(MAX_SPAN_MS, Math.max(MIN_SPAN_MS, span));
}

/** Zooms by `factor` (> 1 zooms in) keeping the time under `anchor` (0…1 across the axis) in place. */
export function zoomViewport(view: Viewport, factor: number, anchor = 0.5): Viewport {
  const span = view.to - view.from;
  const next = clampSpan(span / factor);
  const at = view.from + span * anchor;
  return { from: at - next * anchor, to: at - next * anchor + next };
}

/** Moves the window by `fraction` of its width (negative: back in time). */
export function panViewport(view: Viewport, fraction: number): Viewport {
  const shift = (view.to - view.from) * fraction;
  return { from: view.from + shift, to: view.to + shift };
}

/** The whole range with a margin either side, so the first and last marks are not on the edge. */
export function fitViewport(range: { start: number; end: number } | undefined, now: number): Viewport {
  if (range === undefined) return { from: now - 10_000, to: now };
  const span = clampSpan(range.end - range.start);
  const margin = span * 0.03;
  return { from: range.start - margin, to: range.start + span + margin };
}

/** Follow live: the same width, ending now. */
export function followViewport(view: Viewport, now: number): Viewport {
  const span = view.to - view.from;
  return { from: now - span * 0.97, to: now + span * 0.03 };
}

/** The same width centred on `at`. */
export function centreViewport(view: Viewport, at: number): Viewport {
  const half = (view.to - view.from) / 2;
  return { from: at - half, to: at + half };
}

/** Axis ticks: a round step giving about `count` labels across the window. */
export function axisTicks(view: Viewport, count: number): { step: number; ticks: number[] } {
  const raw = (view.to - view.from) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let t = Math.ceil(view.from / step) * step; t <= view.to; t += step) ticks.push(t);
  return { step, ticks };
}
