import { chromium, type Browser, type Page } from '@playwright/test';
import { startManyResourcesServer } from '../e2e/fixtures/many-resources-server';
import { servePreview } from './browser';
import { browserWalk } from './browser-walk';
import { sdkBrowserWalk, serveSdkWalkPage, type SdkWalkPage } from './sdk-browser-walk';
import { sdkWalkFrom } from './sdk-walk';
import { median, type BenchResult } from './stats';
import { heapAfterGc, nextFrame, pageNow } from './storm-page';
import { armTextClock, textShownAt } from './text-clock';

const PORT = 4497;
const PAGE = 500;
const SIZES = [10_000, 30_000, 100_000] as const;
const ROUNDS = 3;

/** The SDK client in Node: page one untimed, then the time to walk every later page by its cursor. */
export function sdkWalk(url: string): Promise<number> {
  return sdkWalkFrom(url, 'bench-sdk-walk');
}

interface ConsoleRound {
  loadAll: number;
  filter: number;
  heapMiB: number;
  domNodes: number;
}

const loadedLine = (pages: number, items: number): string =>
  `${pages === 1 ? '1 page' : `${pages} pages`} · ${items === 1 ? '1 resource' : `${items} resources`} loaded`;

/** The console walking the same pages: from the "Load all" click until the line says complete. */
export async function consoleRound(page: Page, appUrl: string, serverUrl: string, count: number, measureAfter: boolean): Promise<ConsoleRound> {
  await page.goto(`${appUrl}?server=${encodeURIComponent(serverUrl)}&panel=resources`);
  const tree = page.getByRole('tree', { name: 'Resources' });
  await tree.getByRole('treeitem').first().waitFor({ timeout: 60_000 });
  await page.getByText(`${loadedLine(1, PAGE)} · more available`).waitFor();
  await armTextClock(page, `${loadedLine(count / PAGE, count)} · complete`);
  const clickedAt = await pageNow(page);
  await page.getByRole('button', { name: 'Load all', exact: true }).click();
  const loadAll = (await textShownAt(page, 180_000)) - clickedAt;
  if (!measureAfter) return { loadAll, filter: Number.NaN, heapMiB: Number.NaN, domNodes: Number.NaN };
  await nextFrame(page);
  const last = String(count - 1).padStart(5, '0');
  await armTextClock(page, `Item ${last}`, '[role="treeitem"]');
  const filterStart = await pageNow(page);
  await page.getByRole('searchbox', { name: 'Filter resources' }).fill(`item-${last}`);
  const filter = (await textShownAt(page)) - filterStart;
  await tree.getByRole('treeitem', { name: `Item ${last}`, exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Filter resources' }).fill('');
  await nextFrame(page);
  return { loadAll, filter, heapMiB: await heapAfterGc(page), domNodes: await page.evaluate(() => document.getElementsByTagName('*').length) };
}

export async function inFreshContext<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function oneSize(browser: Browser, appUrl: string, walkPage: SdkWalkPage, count: number): Promise<BenchResult[]> {
  const fixture = await startManyResourcesServer(0, PAGE, count);
  const sdk: number[] = [];
  const sdkInPage: number[] = [];
  const raw: number[] = [];
  const ours: ConsoleRound[] = [];
  try {
    // Alternated, so a machine that slows down mid-run slows both alike.
    for (let i = 0; i < ROUNDS; i += 1) {
      sdk.push(await sdkWalk(fixture.url));
      raw.push(await inFreshContext(browser, (page) => browserWalk(page, appUrl, fixture.url)));
      sdkInPage.push(await inFreshContext(browser, (page) => sdkBrowserWalk(page, walkPage, fixture.url, true)));
      ours.push(await inFreshContext(browser, (page) => consoleRound(page, appUrl, fixture.url, count, count === SIZES.at(-1))));
    }
  } finally {
    await fixture.close();
  }
  const label = `${count.toLocaleString('en')} in pages of ${PAGE}`;
  const oursMs = median(ours.map((r) => r.loadAll));
  const sdkMs = median(sdk);
  const rawMs = median(raw);
  const sdkInPageMs = median(sdkInPage);
  const results: BenchResult[] = [
    { name: `resources ${label}: "Load all" click → complete in Chromium, median of ${ROUNDS}`, value: oursMs, unit: 'ms' },
    { name: `resources ${label}: the SDK client walking the same pages from Node, median of ${ROUNDS}`, value: sdkMs, unit: 'ms' },
    { name: `resources ${label}: ratio console / SDK (target ≤ 1.5 at 100,000)`, value: oursMs / sdkMs, unit: 'ratio' },
    { name: `resources ${label}: a bare fetch + JSON.parse walk of the same pages in Chromium, median of ${ROUNDS}`, value: rawMs, unit: 'ms' },
    { name: `resources ${label}: ratio bare Chromium walk / SDK (the browser's own floor)`, value: rawMs / sdkMs, unit: 'ratio' },
    { name: `resources ${label}: ratio console / bare Chromium walk`, value: oursMs / rawMs, unit: 'ratio' },
    { name: `resources ${label}: the SDK client alone walking them in Chromium, zod jitless as under the console's CSP, median of ${ROUNDS}`, value: sdkInPageMs, unit: 'ms' },
    { name: `resources ${label}: ratio SDK client in Chromium / SDK in Node (the floor of a console on the SDK in a page)`, value: sdkInPageMs / sdkMs, unit: 'ratio' },
    { name: `resources ${label}: ratio console / SDK client in Chromium`, value: oursMs / sdkInPageMs, unit: 'ratio' },
  ];
  if (count !== SIZES.at(-1)) return results;
  return [
    ...results,
    { name: `resources ${label}: JS heap after GC, all loaded (target ≤ 40)`, value: median(ours.map((r) => r.heapMiB)), unit: 'MiB' },
    { name: `resources ${label}: DOM elements, all loaded`, value: median(ours.map((r) => r.domNodes)), unit: 'count' },
    { name: `resources ${label}: filter for a last-page item → shown (target < 150)`, value: median(ours.map((r) => r.filter)), unit: 'ms' },
  ];
}

/**
 * Issue 43: "Load all" at 10,000, 30,000 and 100,000 resources in pages of 500, beside the
 * official SDK client walking the same pages from Node, the same client alone in Chromium and a
 * bare walk in Chromium, all in the same run; at 100,000 also the heap after GC, the DOM size and
 * a filter. `BENCH_SIZES=100000` runs only the sizes listed.
 */
export async function benchResourcesScale(): Promise<BenchResult[]> {
  const wanted = process.env.BENCH_SIZES?.split(',').map(Number);
  const preview = await servePreview(PORT);
  const walkPage = await serveSdkWalkPage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results: BenchResult[] = [];
    for (const count of SIZES) if (wanted === undefined || wanted.includes(count)) results.push(...(await oneSize(browser, preview.url, walkPage, count)));
    return results;
  } finally {
    await browser.close();
    preview.stop();
    await walkPage.close();
  }
}

if (process.argv[1]?.endsWith('resources-scale.ts') === true) {
  void benchResourcesScale().then((results) => {
    for (const r of results) console.log(`${r.value.toFixed(r.unit === 'ratio' ? 2 : 1).padStart(10)} ${r.unit.padEnd(5)} ${r.name}`);
  });
}
