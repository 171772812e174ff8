import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { useResolvedTheme } from '../../../hooks/use-resolved-theme';
import type { TimelineEvent } from '../../../recording/timeline';
import { AXIS_HEIGHT, drawTimeline, hitTest, LABEL_WIDTH, LANE_HEIGHT, readPalette } from './draw';
import { laneRows, type LaneLayout } from './layout';
import { panViewport, zoomViewport, type Viewport } from './viewport';

/** User-timing name of the last draw's duration (bench/timeline.ts reads it). */
export const DRAW_MEASURE = 'timeline-draw';

interface TimelineCanvasProps {
  layout: LaneLayout;
  view: Viewport;
  now: number;
  origin: number;
  selectedId: string | undefined;
  onViewChange: (view: Viewport) => void;
  onSelect: (event: TimelineEvent) => void;
  /** Text for screen readers: what the drawing shows (the table has every event). */
  summary: string;
}

interface Drag {
  x: number;
  view: Viewport;
  moved: boolean;
}

/** Tracks the element's CSS width. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(800);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The drawn axis: one canvas, redrawn once per animation frame when anything it shows changes.
 * Wheel zooms around the pointer, drag pans, hover shows a mark's details, click selects it.
 */
export function TimelineCanvas({ layout, view, now, origin, selectedId, onViewChange, onSelect, summary }: TimelineCanvasProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | undefined>(undefined);
  const width = useWidth(wrapRef);
  const theme = useResolvedTheme();
  const [hovered, setHovered] = useState<{ event: TimelineEvent; x: number; y: number } | undefined>(undefined);
  const hoveredId = hovered?.event.id;
  const height = AXIS_HEIGHT + laneRows(layout).length * LANE_HEIGHT;

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas === null || ctx === null || ctx === undefined) return undefined;
    const frame = requestAnimationFrame(() => {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const palette = readPalette(canvas);
      const started = performance.now();
      drawTimeline(ctx, { layout, view, now, width, height, palette, selectedId, hoveredId, origin });
      // One entry, replaced each frame: `npm run bench` reads the cost of the last draw from it.
      performance.clearMeasures(DRAW_MEASURE);
      performance.measure(DRAW_MEASURE, { start: started, end: performance.now() });
    });
    return () => cancelAnimationFrame(frame);
  }, [layout, view, now, width, height, selectedId, hoveredId, origin, theme]);

  // Wheel listeners must be non-passive to keep the page from scrolling while zooming.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return undefined;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const anchor = Math.min(1, Math.max(0, (event.clientX - rect.left - LABEL_WIDTH) / Math.max(1, rect.width - LABEL_WIDTH)));
      if (event.shiftKey || Math.abs(event.deltaX) > Math.abs(event.deltaY)) onViewChange(panViewport(view, (event.deltaX || event.deltaY) / 1000));
      else onViewChange(zoomViewport(view, Math.exp(-event.deltaY / 300), anchor));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [view, onViewChange]);

  const position = (event: ReactPointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, view, moved: false };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (current !== undefined && Math.abs(event.clientX - current.x) > 3) {
      current.moved = true;
      onViewChange(panViewport(current.view, -(event.clientX - current.x) / Math.max(1, width - LABEL_WIDTH)));
      return;
    }
    const { x, y } = position(event);
    const hit = hitTest(layout, view, width, now, x, y);
    setHovered(hit === undefined ? undefined : { event: hit, x, y });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    drag.current = undefined;
    if (current?.moved === true) return;
    const { x, y } = position(event);
    const hit = hitTest(layout, view, width, now, x, y);
    if (hit !== undefined) onSelect(hit);
  };

  return (
    <div className="timeline-canvas" ref={wrapRef}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={summary}
        style={{ width: '100%', height }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => setHovered(undefined)}
      />
      {hovered !== undefined && (
        <div className="timeline-tooltip" role="tooltip" style={{ left: Math.min(hovered.x + 12, Math.max(0, width - 320)), top: hovered.y + 14 }}>
          <strong>{hovered.event.label}</strong>
          {hovered.event.details.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      )}
    </div>
  );
}
