import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useRef, type ReactNode } from 'react';
import type { IndexedList } from '../../lib/buffers/indexed-list';

const ESTIMATE_PX = 48;

interface VirtualListProps<T> {
  items: IndexedList<T>;
  label: string;
  /** Stable key of the entry at `index` (rows keep their key as older entries are dropped). */
  keyOf: (index: number) => number;
  /** Draws one `<li>`; it must pass `measure` as its ref and `index` as its `data-index`. */
  row: (item: T, index: number, measure: (element: Element | null) => void) => ReactNode;
  /** Number shown on the first entry of the log (1 + entries dropped before it). */
  start?: number;
}

/**
 * An `<ol>` of a live list where only the rows in sight are in the DOM (a listen stream keeps a
 * thousand events); rows vary in height, so each is measured once drawn. Spacer items stand in
 * for the rest, hidden from assistive technology.
 */
export function VirtualList<T>({ items, label, keyOf, row, start = 1 }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler skips this component (the virtualizer's API is not memoisable); it re-renders from props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.size,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATE_PX,
    // A row not laid out yet (or no layout at all) measures 0: keep the estimate rather than re-render for it.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATE_PX,
    getItemKey: keyOf,
    overscan: 6,
    initialRect: { width: 600, height: 384 },
  });
  const shown = virtualizer.getVirtualItems();
  const before = shown[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (shown.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} style={{ maxHeight: '24rem', overflowY: 'auto' }}>
      <ol className="event-list" aria-label={label} start={start + (shown[0]?.index ?? 0)}>
        {before > 0 && <li aria-hidden="true" style={{ height: before, listStyle: 'none' }} />}
        {shown.map((item) => {
          const entry = items.at(item.index);
          return entry === undefined ? null : <Fragment key={item.key}>{row(entry, item.index, virtualizer.measureElement)}</Fragment>;
        })}
        {after > 0 && <li aria-hidden="true" style={{ height: after, listStyle: 'none' }} />}
      </ol>
    </div>
  );
}
