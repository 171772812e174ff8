import { chromium, type Page } from '@playwright/test';
import { startManyResourcesServer } from '../e2e/fixtures/many-resources-server';
import { servePreview } from './browser';
import { median, type BenchResult } from './stats';
import { armTextClock, armTextClockOnNavigation, textShownAt } from './text-clock';

const PORT = 4498;
const ROUNDS = 3;

interface Round {
  firstItem: number;
  loadAll: number;
  interactive: number;
  fromNavigation: number;
  filter: number;
  domNodes: number;
  heapMiB: number;
}

/** Resolves after the next frame has been painted: the page is responsive again. */
const nextFrame = (page: Page): Promise<number> =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))));

async function heapMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usage.usedSize / (1024 * 1024);
}

async function oneRound(page: Page, appUrl: string, serverUrl: string): Promise<Round> {
  // Any row: the fixture's first folder is its first tree item.
  await armTextClockOnNavigation(page, 'dir-', '[role="treeitem"]');
  await page.goto(`${appUrl}?server=${encodeURIComponent(serverUrl)}&panel=resources`);
  const tree = page.getByRole('tree', { name: 'Resources' });
  await tree.getByRole('treeitem').first().waitFor();
  const firstItem = await textShownAt(page);
  const loadAll = page.getByRole('button', { name: 'Load all', exact: true });
  await page.getByText('1 page · 100 resources loaded').waitFor();
  await armTextClock(page, '100 pages · 10000 resources loaded · complete');
  const clickedAt = await page.evaluate(() => performance.now());
  await loadAll.click();
  const loadedAt = await textShownAt(page);
  const interactiveAt = await nextFrame(page);
  await armTextClock(page, 'Item 09999', '[role="treeitem"]');
  const filterStart = await page.evaluate(() => performance.now());
  await page.getByRole('searchbox', { name: 'Filter resources' }).fill('item-09999');
  const filterDone = await textShownAt(page);
  await tree.getByRole('treeitem', { name: 'Item 09999', exact: true }).waitFor();
  await page.getByRole('searchbox', { name: 'Filter resources' }).fill('');
  await nextFrame(page);
  return {
    firstItem,
    loadAll: loadedAt - clickedAt,
    interactive: interactiveAt - clickedAt,
    fromNavigation: interactiveAt,
    filter: filterDone - filterStart,
    domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
    heapMiB: await heapMiB(page),
  };
}

/** Navigation until the line says one `resources/list` page of 10,000 is in (the tree is drawn in the same commit). */
async function singleListRound(page: Page, appUrl: string, serverUrl: string): Promise<number> {
  await armTextClockOnNavigation(page, '1 page · 10000 resources loaded · complete');
  await page.goto(`${appUrl}?server=${encodeURIComponent(serverUrl)}&panel=resources`);
  const shownAt = await textShownAt(page);
  await page.getByRole('tree', { name: 'Resources' }).getByRole('treeitem').first().waitFor();
  return shownAt;
}

/**
 * The Resources panel against 10,000 resources in 100 pages of 100 (issue 3): time to the
 * first tree item, "Load all" until every page is in and the tree answers, a filter for an
 * item of the last page, DOM size and JS heap after a GC. Medians of 3 fresh pages; also one
 * listing of 10,000 in a single page, from navigation until shown (issue 20).
 */
export async function benchResources(): Promise<BenchResult[]> {
  const fixture = await startManyResourcesServer(0);
  const singlePage = await startManyResourcesServer(0, 10_000);
  const preview = await servePreview(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rounds: Round[] = [];
  const single: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext();
      rounds.push(await oneRound(await context.newPage(), preview.url, fixture.url));
      await context.close();
      const other = await browser.newContext();
      single.push(await singleListRound(await other.newPage(), preview.url, singlePage.url));
      await other.close();
    }
  } finally {
    await browser.close();
    preview.stop();
    await fixture.close();
    await singlePage.close();
  }
  const m = (pick: (r: Round) => number): number => median(rounds.map(pick));
  return [
    { name: 'resources: navigation → first tree item visible', value: m((r) => r.firstItem), unit: 'ms' },
    { name: 'resources: "Load all" 100 pages × 100 → complete (target < 3,000)', value: m((r) => r.loadAll), unit: 'ms' },
    { name: 'resources: "Load all" → tree interactive (next frame painted)', value: m((r) => r.interactive), unit: 'ms' },
    { name: 'resources: navigation → all 10,000 loaded and interactive', value: m((r) => r.fromNavigation), unit: 'ms' },
    { name: 'resources: one page of 10,000 → shown from navigation (target ≤ 800)', value: median(single), unit: 'ms' },
    { name: 'resources: filter 10,000 for a last-page item → shown', value: m((r) => r.filter), unit: 'ms' },
    { name: 'resources: DOM elements with 10,000 loaded (target < 2,000)', value: m((r) => r.domNodes), unit: 'count' },
    { name: 'resources: JS heap after GC (target < 40)', value: m((r) => r.heapMiB), unit: 'MiB' },
  ];
}

if (process.argv[1]?.endsWith('resources.ts') === true) {
  void benchResources().then((results) => {
    for (const r of results) console.log(`${r.value.toFixed(1).padStart(10)} ${r.unit.padEnd(5)} ${r.name}`);
  });
}
