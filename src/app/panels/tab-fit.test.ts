import { describe, expect, it } from 'vitest';
import { fitTabs } from './tab-fit';

// Ten tabs of 60 px with 2 px between them: 618 px in a row.
const widths = Array.from({ length: 10 }, () => 60);
const measure = (available: number) => ({ widths, available, moreWidth: 50, gap: 2 });

describe('fitTabs', () => {
  it('keeps every tab in the bar when the row fits, with no More menu', () => {
    expect(fitTabs(measure(618), 0)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], overflow: [] });
  });

  it('moves the trailing tabs into More when one pixel is missing, leaving room for the More button', () => {
    // n tabs and More take n × 62 + 50 px: nine fit in 617, six in 483, seven from 484.
    expect(fitTabs(measure(617), 0)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6, 7, 8], overflow: [9] });
    expect(fitTabs(measure(483), 0)).toEqual({ shown: [0, 1, 2, 3, 4, 5], overflow: [6, 7, 8, 9] });
    expect(fitTabs(measure(484), 0)).toEqual({ shown: [0, 1, 2, 3, 4, 5, 6], overflow: [7, 8, 9] });
  });

  it('always shows the selected tab, in its place in the order, giving up the last leading tab for it', () => {
    expect(fitTabs(measure(483), 9)).toEqual({ shown: [0, 1, 2, 3, 4, 9], overflow: [5, 6, 7, 8] });
    expect(fitTabs(measure(483), 3)).toEqual({ shown: [0, 1, 2, 3, 4, 5], overflow: [6, 7, 8, 9] });
  });

  it('shows the selected tab alone when nothing else fits beside More', () => {
    expect(fitTabs(measure(100), 7)).toEqual({ shown: [7], overflow: [0, 1, 2, 3, 4, 5, 6, 8, 9] });
  });

  it('does not skip a wide tab to fit a narrower one after it', () => {
    const uneven = { widths: [60, 200, 30, 30], available: 200, moreWidth: 50, gap: 0 };
    expect(fitTabs(uneven, 0)).toEqual({ shown: [0], overflow: [1, 2, 3] });
  });

  it('shows every tab before anything was measured (no layout, as in a test DOM)', () => {
    expect(fitTabs({ widths: [0, 0, 0], available: 0, moreWidth: 0, gap: 0 }, 1)).toEqual({ shown: [0, 1, 2], overflow: [] });
  });
});
