/** What the tab bar measured: each tab's width in order, the room it has, and the More button. */
export interface TabMeasure {
  widths: readonly number[];
  available: number;
  moreWidth: number;
  /** The space between two tabs, and between the last tab and More. */
  gap: number;
}

/** Which tabs stand in the tab bar and which wait in the More menu, each by index, in tab order. */
export interface TabFit {
  shown: readonly number[];
  overflow: readonly number[];
}

function rowWidth(widths: readonly number[], gap: number): number {
  return widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
}

/**
 * Splits the tabs between the bar and the More menu (the "priority+" pattern of DevTools' tab
 * strip): every tab stands in the bar when they all fit; otherwise the leading tabs that fit
 * beside More do, and the `kept` tab (the open panel's) always does, in its own place in the
 * order, so the open panel's tab is never hidden in the menu. Tabs are never skipped to fill a gap with a shorter
 * one: the order in the bar stays the order of the menu's reader.
 */
export function fitTabs({ widths, available, moreWidth, gap }: TabMeasure, kept: number): TabFit {
  const all = widths.map((_, index) => index);
  if (rowWidth(widths, gap) <= available) return { shown: all, overflow: [] };
  const reserved = widths[kept] ?? 0;
  let used = moreWidth + (reserved > 0 ? reserved + gap : 0);
  const shown = new Set<number>(kept >= 0 && kept < widths.length ? [kept] : []);
  for (const [index, width] of widths.entries()) {
    if (index === kept) continue;
    if (used + width + gap > available) break;
    used += width + gap;
    shown.add(index);
  }
  return { shown: all.filter((index) => shown.has(index)), overflow: all.filter((index) => !shown.has(index)) };
}
