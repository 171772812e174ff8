import { useLayoutEffect, useRef, useState } from 'react';
import { fitTabs, type TabFit, type TabMeasure } from './tab-fit';

const UNMEASURED: TabMeasure = { widths: [], available: 0, moreWidth: 0, gap: 0 };

function px(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * Reads the bar's inner width and, from the ruler (an invisible row drawing every tab label and
 * the More button with the same styles), how wide each would be. Widths round up, so a tab
 * never stands a fraction of a pixel past the room it was given.
 */
function measure(bar: HTMLElement, ruler: HTMLElement): TabMeasure {
  const cells = [...ruler.children].map((cell) => Math.ceil(cell.getBoundingClientRect().width));
  const barStyle = getComputedStyle(bar);
  return {
    widths: cells.slice(0, -1),
    moreWidth: cells.at(-1) ?? 0,
    available: Math.floor(bar.clientWidth - px(barStyle.paddingLeft) - px(barStyle.paddingRight)),
    gap: px(getComputedStyle(ruler).columnGap),
  };
}

const same = (a: TabMeasure, b: TabMeasure) => a.available === b.available && a.moreWidth === b.moreWidth && a.gap === b.gap && a.widths.join() === b.widths.join();

/**
 * Which of `count` tabs stand in the bar and which go to the More menu. The `kept` tab (the open
 * panel's) always stands in the bar; it stays there after the selection moves on to another tab
 * in the bar, so arrowing along the tabs never makes one jump into the menu. Measures again when
 * the bar is resized and when a label's drawn width changes (a web font arriving).
 * Without layout (a test DOM) every tab stands in the bar.
 */
export function useTabFit(count: number, selected: number) {
  const barRef = useRef<HTMLDivElement>(null);
  const rulerRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<TabMeasure>(UNMEASURED);
  const [kept, setKept] = useState(selected);

  useLayoutEffect(() => {
    const bar = barRef.current;
    const ruler = rulerRef.current;
    if (bar === null || ruler === null) return undefined;
    const update = () => {
      const next = measure(bar, ruler);
      setMeasured((previous) => (same(previous, next) ? previous : next));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    for (const cell of ruler.children) observer.observe(cell);
    return () => observer.disconnect();
  }, [count]);

  const all: TabFit = { shown: Array.from({ length: count }, (_, index) => index), overflow: [] };
  if (measured.widths.length !== count) return { barRef, rulerRef, fit: all };
  const fit = fitTabs(measured, kept);
  if (selected < 0 || fit.shown.includes(selected)) return { barRef, rulerRef, fit };
  // The open panel's tab was in the menu (a deep link, a pick from More): it takes the kept place.
  setKept(selected);
  return { barRef, rulerRef, fit: fitTabs(measured, selected) };
}
