import { expect, type Page } from '@playwright/test';
import { TICKER_URI } from '../e2e/fixtures/storm-server';
import { armTextClock, textShownAt } from './text-clock';

/** One `longtask` entry, as the page's PerformanceObserver saw it. */
interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __stormLongTasks?: LongTask[];
  }
}

/** Starts collecting main-thread long tasks (> 50 ms) in the page. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__stormLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__stormLongTasks?.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** Long tasks that started at or after `since` (page clock): count, longest and total. */
export async function longTasksSince(page: Page, since: number): Promise<{ count: number; longest: number; total: number }> {
  return page.evaluate((from) => {
    const tasks = (window.__stormLongTasks ?? []).filter((t) => t.start >= from);
    return { count: tasks.length, longest: Math.max(0, ...tasks.map((t) => t.duration)), total: tasks.reduce((sum, t) => sum + t.duration, 0) };
  }, since);
}

export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Resolves once the page has painted a frame and run a task after it: it answers again. */
export const nextFrame = (page: Page): Promise<number> =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));

/** JS heap in MiB after a forced GC, through the Chrome DevTools Protocol. */
export async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usage.usedSize / (1024 * 1024);
}

/**
 * Arms the contents clock: the time of the first DOM change that shows `text` in the
 * `Resource contents` region. The click's time is taken in Node right before clicking, so the
 * time a busy main thread keeps the input waiting counts (an event's own timeStamp would not).
 */
export async function armClickToContents(page: Page, text: string): Promise<void> {
  await armTextClock(page, text, '[aria-label="Resource contents"]');
}

/** Milliseconds from `clickedAt` (Node's `Date.now()` before the click) to the contents shown. */
export async function clickToContentsMs(page: Page, clickedAt: number): Promise<number> {
  const shownAt = await textShownAt(page, 120_000);
  // The page clock counts from the page's time origin; Node's clock is the wall clock.
  return (await page.evaluate(() => performance.timeOrigin)) + shownAt - clickedAt;
}

/**
 * Connects to the storm fixture with the ticker selected, listens to it from the Subscriptions
 * panel (the selected resource joins the filter by default) and waits for the acknowledgement.
 */
export async function listenToTicker(page: Page, appUrl: string, serverUrl: string): Promise<void> {
  await page.goto(`${appUrl}?server=${encodeURIComponent(serverUrl)}&panel=resources&uri=${encodeURIComponent(TICKER_URI)}`);
  await page.getByRole('region', { name: 'Resource contents' }).getByText('"version"').first().waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Subscriptions', exact: true }).click();
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Acknowledged' })).toContainText(TICKER_URI, { timeout: 30_000 });
}

/** Calls the fixture's loopback control endpoint (it refuses browser requests) from Node. */
export async function control(controlUrl: string, path: string): Promise<Record<string, number>> {
  const response = await fetch(`${controlUrl}/${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`control ${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`control ${path}: not a JSON object`);
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}
