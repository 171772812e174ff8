import { eventEnd, type TimelineEvent } from '../../../recording/timeline';
import { firstAfter, laneRows, ROWS_PER_LANE, type LaneLayout, type PlacedEvent } from './layout';
import { axisTicks, type Viewport } from './viewport';

export const AXIS_HEIGHT = 22;
export const LANE_HEIGHT = 36;
export const LABEL_WIDTH = 92;
const ROW_HEIGHT = (LANE_HEIGHT - 6) / ROWS_PER_LANE;

/** Theme colours read from the design tokens, so both themes draw with their own palette. */
export interface Palette {
  text: string;
  muted: string;
  border: string;
  subtle: string;
  accent: string;
  ok: string;
  danger: string;
  live: string;
  warn: string;
  selected: string;
}

export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: v('--text', '#1d232b'),
    muted: v('--text-muted', '#515c6b'),
    border: v('--border', '#d9dde3'),
    subtle: v('--bg-subtle', '#f6f7f9'),
    accent: v('--accent', '#1a5cc8'),
    ok: v('--ok', '#166b34'),
    danger: v('--danger', '#c4261d'),
    live: v('--live', '#6d3fc0'),
    warn: v('--warn', '#8f5300'),
    selected: v('--bg-selected', '#dbe7fb'),
  };
}

export interface DrawInput {
  layout: LaneLayout;
  view: Viewport;
  now: number;
  width: number;
  height: number;
  palette: Palette;
  selectedId: string | undefined;
  hoveredId: string | undefined;
  /** Time shown as 0 on the axis (the session's first event). */
  origin: number;
}

function colourOf(event: TimelineEvent, palette: Palette): string {
  if (event.status === 'error') return palette.danger;
  if (event.lane === 'cache') return event.id.endsWith(':stale') ? palette.warn : event.id.endsWith(':fresh') ? palette.ok : palette.danger;
  if (event.lane === 'stream' || event.status === 'open') return palette.live;
  return palette.accent;
}

function formatOffset(ms: number, step: number): string {
  if (step >= 1000) return `${(ms / 1000).toFixed(step >= 10_000 ? 0 : 1)} s`;
  return `${Math.round(ms)} ms`;
}

function drawAxis(ctx: CanvasRenderingContext2D, input: DrawInput, x: (t: number) => number): void {
  const { palette, view, width, height, origin } = input;
  // Ticks at round offsets from the first event, the same clock as the table's Time column.
  const relative = axisTicks({ from: view.from - origin, to: view.to - origin }, Math.max(2, Math.floor((width - LABEL_WIDTH) / 110)));
  const step = relative.step;
  const ticks = relative.ticks.map((t) => t + origin);
  ctx.font = '11px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  for (const t of ticks) {
    const px = Math.round(x(t)) + 0.5;
    if (px < LABEL_WIDTH) continue;
    ctx.fillStyle = palette.border;
    ctx.fillRect(px, AXIS_HEIGHT - 4, 1, height - AXIS_HEIGHT + 4);
    ctx.fillStyle = palette.muted;
    ctx.fillText(formatOffset(t - origin, step), px + 3, AXIS_HEIGHT / 2);
  }
}

/** `text` cut at its start to fit `width` px: the end of a server's name (a port) is what tells two apart. */
function fitted(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let start = 0;
  while (start < text.length - 1 && ctx.measureText(`…${text.slice(start)}`).width > width) start += 1;
  return `…${text.slice(start)}`;
}

function drawLaneFrames(ctx: CanvasRenderingContext2D, input: DrawInput): void {
  const { palette, width } = input;
  laneRows(input.layout).forEach((row, i) => {
    const top = AXIS_HEIGHT + i * LANE_HEIGHT;
    if (i % 2 === 0) {
      ctx.fillStyle = palette.subtle;
      ctx.fillRect(0, top, width, LANE_HEIGHT);
    }
    ctx.fillStyle = palette.text;
    if (row.group === undefined) {
      ctx.fillText(row.lane, 8, top + LANE_HEIGHT / 2);
      return;
    }
    // A server's lanes: its name above each lane's kind, and a rule where its group starts.
    if (i === 0 || laneRows(input.layout)[i - 1]?.group !== row.group) {
      ctx.fillStyle = palette.muted;
      ctx.fillRect(0, top, width, 1);
      ctx.fillStyle = palette.text;
    }
    ctx.font = 'bold 11px system-ui, sans-serif';
    ctx.fillText(fitted(ctx, row.group, LABEL_WIDTH - 12), 8, top + 11);
    ctx.font = '12px system-ui, sans-serif';
    ctx.fillText(row.lane, 8, top + 25);
  });
}

function drawEvent(ctx: CanvasRenderingContext2D, placed: PlacedEvent, input: DrawInput, x: (t: number) => number): void {
  const { event } = placed;
  const top = AXIS_HEIGHT + placed.lane * LANE_HEIGHT + 3 + placed.row * ROW_HEIGHT;
  const x1 = Math.max(LABEL_WIDTH, x(event.start));
  const x2 = x(eventEnd(event, input.now));
  const colour = colourOf(event, input.palette);
  const emphasised = event.id === input.selectedId || event.id === input.hoveredId;
  if (event.end === undefined && !event.open) {
    // A point: a tick across the lane.
    ctx.fillStyle = colour;
    ctx.fillRect(Math.round(x1) - 1, AXIS_HEIGHT + placed.lane * LANE_HEIGHT + 3, emphasised ? 4 : 2, LANE_HEIGHT - 6);
    return;
  }
  ctx.fillStyle = colour;
  ctx.globalAlpha = emphasised ? 1 : 0.75;
  ctx.fillRect(x1, top + 1, Math.max(2, x2 - x1), ROW_HEIGHT - 2);
  ctx.globalAlpha = 1;
  if (emphasised) {
    ctx.strokeStyle = input.palette.text;
    ctx.strokeRect(x1 - 0.5, top + 0.5, Math.max(2, x2 - x1) + 1, ROW_HEIGHT - 1);
  }
  for (const mark of event.marks) {
    const mx = x(mark.at);
    if (mx < x1 || mx > x2 + 1) continue;
    ctx.fillStyle = input.palette.text;
    ctx.fillRect(Math.round(mx), top, 1, ROW_HEIGHT);
  }
}

/**
 * Draws the lanes, the axis and every event that intersects the window. Virtualised by time:
 * each lane is scanned only up to the first event starting after the window (binary search),
 * and events ending before it are skipped, so a frame costs the events in sight.
 */
export function drawTimeline(ctx: CanvasRenderingContext2D, input: DrawInput): number {
  const { view, width, height } = input;
  const scale = (width - LABEL_WIDTH) / Math.max(1, view.to - view.from);
  const x = (t: number) => LABEL_WIDTH + (t - view.from) * scale;
  ctx.clearRect(0, 0, width, height);
  ctx.font = '12px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  drawLaneFrames(ctx, input);
  drawAxis(ctx, input, x);
  let drawn = 0;
  for (const placed of input.layout.lanes.values()) {
    const last = firstAfter(placed, view.to);
    for (let i = 0; i < last; i += 1) {
      const item = placed.at(i);
      if (item === undefined || eventEnd(item.event, input.now) < view.from) continue;
      drawEvent(ctx, item, input, x);
      drawn += 1;
    }
  }
  const nowX = x(input.now);
  if (nowX >= LABEL_WIDTH && nowX <= width) {
    ctx.fillStyle = input.palette.live;
    ctx.fillRect(Math.round(nowX), AXIS_HEIGHT, 1, height - AXIS_HEIGHT);
  }
  return drawn;
}

/** The event under a point of the canvas (CSS px), points first within 4 px. */
export function hitTest(layout: LaneLayout, view: Viewport, width: number, now: number, px: number, py: number): TimelineEvent | undefined {
  const laneIndex = Math.floor((py - AXIS_HEIGHT) / LANE_HEIGHT);
  const lane = laneRows(layout)[laneIndex];
  if (lane === undefined || px < LABEL_WIDTH) return undefined;
  const scale = (width - LABEL_WIDTH) / Math.max(1, view.to - view.from);
  const time = view.from + (px - LABEL_WIDTH) / scale;
  const slack = 4 / scale;
  const row = Math.floor((py - AXIS_HEIGHT - laneIndex * LANE_HEIGHT - 3) / ROW_HEIGHT);
  const placed = layout.lanes.get(lane.key) ?? [];
  let best: TimelineEvent | undefined;
  for (let i = firstAfter(placed, time + slack) - 1; i >= 0; i -= 1) {
    const item = placed.at(i);
    if (item === undefined) continue;
    const point = item.event.end === undefined && !item.event.open;
    if (point && Math.abs(item.event.start - time) <= slack) return item.event;
    if (!point && item.row === row && eventEnd(item.event, now) + slack >= time) best ??= item.event;
  }
  return best;
}
