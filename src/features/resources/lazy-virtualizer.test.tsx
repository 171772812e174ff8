import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { withJsdomViewport } from '../../hooks/jsdom-viewport.test-util';
import { PLAIN_ROWS, useVirtualizer, type RowWindow } from './lazy-virtualizer';

withJsdomViewport(260);

const ROW = 26;

/** A fixed-row list like the Resources tree: a scroller, a canvas of the total height, the rows shown. */
function List({ count, onWindow }: { count: number; onWindow?: (rows: RowWindow) => void }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({ count, getScrollElement: () => scrollRef.current, estimateSize: () => ROW, overscan: count <= PLAIN_ROWS ? count : 4, initialRect: { width: 320, height: 480 } });
  onWindow?.(rows);
  return (
    <div ref={scrollRef} role="list" style={{ height: 260, overflow: 'auto' }}>
      <div data-testid="canvas" style={{ height: rows.getTotalSize() }}>
        {rows.getVirtualItems().map((item) => (
          <div key={item.index} role="listitem" data-start={item.start}>
            row {item.index}
          </div>
        ))}
      </div>
    </div>
  );
}

const shown = (): number[] => screen.queryAllByRole('listitem').map((row) => Number(row.textContent.replace('row ', '')));

describe('useVirtualizer, loaded past PLAIN_ROWS (issue 43)', () => {
  it('renders every row of a short list itself, at its place', () => {
    render(<List count={20} />);
    expect(shown()).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(screen.getByTestId('canvas').style.height).toBe(`${20 * ROW}px`);
    expect(screen.getAllByRole('listitem')[3]?.getAttribute('data-start')).toBe(String(3 * ROW));
  });

  it('keeps the DOM flat at 100,000 rows: the rows under the scroll position before and after the library loads', async () => {
    const windows = new Set<RowWindow>();
    render(<List count={100_000} onWindow={(rows) => windows.add(rows)} />);
    // At once, before the library is there: the first screenful.
    expect(shown()[0]).toBe(0);
    expect(shown().length).toBeLessThan(30);
    expect(screen.getByTestId('canvas').style.height).toBe(`${100_000 * ROW}px`);
    // Then TanStack Virtual draws the same window.
    await act(async () => {
      await import('@tanstack/react-virtual');
    });
    await screen.findByText('row 0');
    expect(shown().length).toBeLessThan(30);
    // One stand-in, then one virtualizer: effects that depend on it run once per change, not per render.
    expect(windows.size).toBe(2);
  });

  it('lets a list grow from short to long without losing its rows', async () => {
    const { rerender } = render(<List count={PLAIN_ROWS} />);
    expect(shown()).toHaveLength(PLAIN_ROWS);
    rerender(<List count={10_000} />);
    expect(shown()[0]).toBe(0);
    expect(shown().length).toBeLessThan(30);
    await act(async () => {
      await import('@tanstack/react-virtual');
    });
    expect(shown()[0]).toBe(0);
    expect(shown().length).toBeLessThan(30);
  });
});
