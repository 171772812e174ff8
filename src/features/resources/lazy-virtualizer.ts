import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ScrollToOptions, Virtualizer } from '@tanstack/react-virtual';
import { onDemand } from '../../lib/on-demand';

type VirtualModule = typeof import('@tanstack/react-virtual');
type TreeVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * Up to this many rows a list renders every one of them and needs no virtualizer; TanStack
 * Virtual (≈ 10 KiB gzip) loads when a list first grows past it, so a first screen with a short
 * listing never fetches it (issue 43).
 */
export const PLAIN_ROWS = 64;

export interface LazyVirtualizerOptions {
  count: number;
  getScrollElement: () => HTMLDivElement | null;
  /** Every row has this height: the tree's rows are fixed. */
  estimateSize: () => number;
  overscan: number;
  initialRect: { width: number; height: number };
}

/** The part of TanStack's virtualizer a fixed-height tree uses. */
export interface RowWindow {
  getTotalSize(): number;
  getVirtualItems(): readonly { index: number; start: number }[];
  scrollToIndex(index: number, options?: ScrollToOptions): void;
}

// A failed load is forgotten, so the panel's Reset loads it again.
const virtual = onDemand((): Promise<VirtualModule> => import('@tanstack/react-virtual'));

/** Where `align` puts row `index` in a viewport of `height` (TanStack's alignments, fixed rows). */
function offsetFor(index: number, size: number, height: number, current: number, align: ScrollToOptions['align']): number {
  const start = index * size;
  if (align === 'start') return start;
  if (align === 'end') return start + size - height;
  if (align === 'center') return start - (height - size) / 2;
  if (start < current) return start;
  return start + size > current + height ? start + size - height : current;
}

/**
 * Rows without a virtualizer: every row of a short list, or, while the virtualizer of a long one
 * loads, the rows under the current scroll position (the rows it then draws). One object per
 * list, as a virtualizer is, so effects that depend on it do not run again on every render.
 */
class PlainWindow implements RowWindow {
  private options: LazyVirtualizerOptions;
  private readonly rerender: () => void;

  constructor(options: LazyVirtualizerOptions, rerender: () => void) {
    this.options = options;
    this.rerender = rerender;
  }

  /** The latest render's options, as a virtualizer's `setOptions`. */
  setOptions(options: LazyVirtualizerOptions): void {
    this.options = options;
  }

  getTotalSize(): number {
    return this.options.count * this.options.estimateSize();
  }

  getVirtualItems(): readonly { index: number; start: number }[] {
    const { count, overscan, initialRect } = this.options;
    const size = this.options.estimateSize();
    let first = 0;
    let last = count - 1;
    if (count > PLAIN_ROWS) {
      const element = this.options.getScrollElement();
      const top = element?.scrollTop ?? 0;
      const height = element === null || element.clientHeight === 0 ? initialRect.height : element.clientHeight;
      first = Math.max(0, Math.floor(top / size) - overscan);
      last = Math.min(count - 1, Math.ceil((top + height) / size) + overscan);
    }
    return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => ({ index: first + i, start: (first + i) * size }));
  }

  scrollToIndex(index: number, scrollOptions?: ScrollToOptions): void {
    const scroller = this.options.getScrollElement();
    if (scroller === null) return;
    const size = this.options.estimateSize();
    scroller.scrollTop = Math.max(0, offsetFor(index, size, scroller.clientHeight, scroller.scrollTop, scrollOptions?.align ?? 'auto'));
    // Draw the rows now under the scroll position, so the caller finds the row it scrolled to.
    this.rerender();
  }
}

function virtualizerOptions(module: VirtualModule, options: LazyVirtualizerOptions, rerender: () => void) {
  return {
    ...options,
    observeElementRect: module.observeElementRect,
    observeElementOffset: module.observeElementOffset,
    scrollToFn: module.elementScroll,
    // Where the stand-in left the list, so the first rows it draws are the ones already shown.
    initialOffset: () => options.getScrollElement()?.scrollTop ?? 0,
    // A scroll the user makes is drawn in the same frame (TanStack's React adapter does the same).
    onChange: (_: TreeVirtualizer, sync: boolean) => (sync ? flushSync(rerender) : rerender()),
  };
}

/**
 * `useVirtualizer` of `@tanstack/react-virtual` for a list of fixed-height rows, with the library
 * loaded only once the list grows past {@link PLAIN_ROWS}. Once a list has a virtualizer it keeps
 * it. Should the library's chunk not load, the error reaches the panel's error boundary, whose
 * Reset loads it again.
 */
export function useVirtualizer(options: LazyVirtualizerOptions): RowWindow {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [plain] = useState(() => new PlainWindow(options, rerender));
  // A list that mounts long once the library is there (another tree, the panel opened again) has it at once.
  const [virtualizer, setVirtualizer] = useState<TreeVirtualizer | undefined>(() => {
    const lib = virtual.loaded();
    return lib !== undefined && options.count > PLAIN_ROWS ? new lib.Virtualizer(virtualizerOptions(lib, options, rerender)) : undefined;
  });
  const [failure, setFailure] = useState<unknown>(undefined);
  const needed = options.count > PLAIN_ROWS && virtualizer === undefined;
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    const create = (module: VirtualModule) => {
      if (current) setVirtualizer(new module.Virtualizer<HTMLDivElement, Element>(virtualizerOptions(module, options, rerender)));
    };
    const lib = virtual.loaded();
    if (lib !== undefined) create(lib);
    else virtual.load().then(create, (error: unknown) => current && setFailure(error));
    // Until it is there, the stand-in follows the user's scrolling.
    const scroller = options.getScrollElement();
    scroller?.addEventListener('scroll', rerender, { passive: true });
    return () => {
      current = false;
      scroller?.removeEventListener('scroll', rerender);
    };
    // Created once; the options reach it on every render below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed]);
  const lib = virtual.loaded();
  if (virtualizer !== undefined && lib !== undefined) virtualizer.setOptions(virtualizerOptions(lib, options, rerender));
  else plain.setOptions(options);
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => {
    virtualizer?._willUpdate();
  });
  if (failure !== undefined) {
    const reason = failure instanceof Error ? failure.message : 'unknown error';
    throw new Error(`The list's virtual scroller did not load (${reason}). Reset the panel to load it again.`);
  }
  return virtualizer ?? plain;
}
