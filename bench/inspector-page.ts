import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { heapAfterGc } from './storm-page';

/** A moment a visit waits for: the first DOM change where an element under `selector` reads `pattern`. */
interface Marker {
  key: 'connected' | 'firstResource' | 'allListed';
  selector: string;
  pattern: string;
}

/** One first visit of either tool, in ms since navigation start (the page's clock). */
export interface VisitFigures {
  jsGzipKiB: number;
  firstPaint: number;
  connected: number;
  firstResource: number;
  allListed: number;
  heapMiB: number;
}

/**
 * Each moment is taken by a MutationObserver installed before any script runs, so a main thread
 * too busy to answer Playwright's polling does not move it; a selector narrow enough for the
 * check to stay cheap beside 10,000 rendered rows.
 */
async function armMarkers(page: Page, markers: Marker[]): Promise<void> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  await page.addInitScript((wanted: Marker[]) => {
    const reached: Record<string, number> = {};
    Reflect.set(window, '__benchMarks', reached);
    const observer = new MutationObserver(() => {
      for (const marker of wanted) {
        if (marker.key in reached) continue;
        const pattern = new RegExp(marker.pattern);
        if ([...document.querySelectorAll(marker.selector)].some((e) => pattern.test(e.textContent.trim()))) reached[marker.key] = performance.now();
      }
      if (wanted.every((marker) => marker.key in reached)) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, markers);
}

async function marksOnceAll(page: Page, keys: readonly Marker['key'][], timeout: number): Promise<Record<Marker['key'], number>> {
  await page
    .waitForFunction(
      (wanted) => {
        const reached: unknown = Reflect.get(window, '__benchMarks');
        return typeof reached === 'object' && reached !== null && wanted.every((key) => typeof Reflect.get(reached, key) === 'number');
      },
      keys,
      { timeout, polling: 250 },
    )
    // A moment not reached in time stays NaN: the figures say so rather than the run failing.
    .catch(() => undefined);
  const reached: unknown = JSON.parse(await page.evaluate(() => JSON.stringify(Reflect.get(window, '__benchMarks'))));
  const at = (key: Marker['key']): number => {
    const value: unknown = typeof reached === 'object' && reached !== null ? Reflect.get(reached, key) : undefined;
    return typeof value === 'number' ? value : Number.NaN;
  };
  return { connected: at('connected'), firstResource: at('firstResource'), allListed: at('allListed') };
}

const gzipCache = new Map<string, number>();

/**
 * The scripts requested by `before` (page clock), each counted as its gzip size at level 9 (what
 * a static host serving gzip sends), fetched again from Node: the same measure for both tools
 * whatever either server's own compression does.
 */
async function jsGzipKiBBefore(page: Page, before: number): Promise<number> {
  const urls = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= until && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.name),
    before,
  );
  let bytes = 0;
  for (const url of new Set(urls)) {
    let size = gzipCache.get(url);
    if (size === undefined) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status} when fetched again`);
      size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
      gzipCache.set(url, size);
    }
    bytes += size;
  }
  return bytes / 1024;
}

const firstPaintOf = (page: Page): Promise<number> =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);

/** Ten minutes: a tool that has not listed everything by then gets NaN, and the output says so. */
export const LIST_TIMEOUT = 600_000;

async function figuresOf(page: Page, marks: Record<Marker['key'], number>): Promise<VisitFigures> {
  const jsGzipKiB = Number.isNaN(marks.connected) ? Number.NaN : await jsGzipKiBBefore(page, marks.connected);
  const heapMiB = Number.isNaN(marks.allListed) ? Number.NaN : await heapAfterGc(page);
  return { ...marks, jsGzipKiB, firstPaint: await firstPaintOf(page), heapMiB };
}

/** Our console on `?server=…&panel=resources`: it connects by itself; "Load all" walks the rest. */
export async function visitConsole(page: Page, appUrl: string, serverUrl: string, count: number): Promise<VisitFigures> {
  const total = count.toLocaleString('en').replace(',', ',?');
  await armMarkers(page, [
    { key: 'connected', selector: '[role="status"]', pattern: '2026-07-28' },
    { key: 'firstResource', selector: '[role="tree"] [role="treeitem"]', pattern: '.' },
    { key: 'allListed', selector: '[role="status"]', pattern: `\\b${total} resources loaded · complete` },
  ]);
  await page.goto(`${appUrl}?server=${encodeURIComponent(serverUrl)}&panel=resources`);
  await marksOnceAll(page, ['connected', 'firstResource'], 120_000);
  await page.getByRole('button', { name: 'Load all', exact: true }).click({ timeout: 120_000 });
  return figuresOf(page, await marksOnceAll(page, ['connected', 'firstResource', 'allListed'], LIST_TIMEOUT));
}

/**
 * The Inspector on its own address: a user switches the server on (clicked as soon as the switch
 * shows), then opens its Resources screen; with its "Paginated" switch off, as it starts, it
 * fetches every page by itself, and its "URIs (n)" heading counts what it holds.
 */
export async function visitInspector(page: Page, inspectorUrl: string, count: number): Promise<VisitFigures> {
  await armMarkers(page, [
    { key: 'connected', selector: 'p', pattern: '^Connected$' },
    { key: 'firstResource', selector: 'button p', pattern: '^Item \\d{5}$' },
    { key: 'allListed', selector: 'button[aria-expanded]', pattern: `^URIs \\(${count}\\)$` },
  ]);
  await page.goto(inspectorUrl);
  // Mantine draws the switch over its input: a plain click would hit the drawing.
  await page.getByRole('switch').click({ force: true, timeout: 120_000 });
  await page.getByRole('banner').getByText('Resources', { exact: true }).click({ timeout: 120_000 });
  return figuresOf(page, await marksOnceAll(page, ['connected', 'firstResource', 'allListed'], LIST_TIMEOUT));
}
