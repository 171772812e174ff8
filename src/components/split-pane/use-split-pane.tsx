import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampWidth, loadSplitWidth, saveSplitWidth } from '../../lib/stored/split-widths';

export interface SplitOptions {
  /** Remembered under this id (one width per panel). */
  panel: string;
  initial: number;
  min: number;
  max: number;
}

const STEP = 16;

/**
 * A list | detail split whose list width the user drags (or moves with the arrow keys) and the
 * console remembers per panel. Returns the grid columns for the container and the separator.
 */
export function useSplitPane({ panel, initial, min, max }: SplitOptions) {
  const [width, setWidth] = useState(() => clampWidth(loadSplitWidth(panel) ?? initial, min, max));
  const commit = (next: number) => {
    const clamped = clampWidth(next, min, max);
    setWidth(clamped);
    saveSplitWidth(panel, clamped);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const startX = event.clientX;
    const startWidth = width;
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const move = (e: globalThis.PointerEvent) => setWidth(clampWidth(startWidth + e.clientX - startX, min, max));
    const up = (e: globalThis.PointerEvent) => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', up);
      commit(startWidth + e.clientX - startX);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', up);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowLeft' ? -STEP : event.key === 'ArrowRight' ? STEP : 0;
    if (event.key === 'Home') commit(min);
    else if (event.key === 'End') commit(max);
    else if (delta !== 0) commit(width + delta);
    else return;
    event.preventDefault();
  };
  const separator = (
    <div
      className="split-separator"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the list"
      aria-valuenow={Math.round(width)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
  return { columns: `${Math.round(width)}px auto minmax(0, 1fr)`, separator };
}
