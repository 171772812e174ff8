import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { ConsolePage } from './pages/console-page';
import { shootBothThemes } from './screenshots';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The QA target counts what reaches it (GET /calls); another spec's run would change that.
test.describe.configure({ lock: fixtureLocks('qaTarget') });

const SERVER = fixtureUrl(E2E_PORTS.qaTarget);
/** The shared QA target's slow_echo answers after this long (e2e/fixtures/shared-starters.ts). */
const SLOW_MS = 40;

interface CallLog {
  delete_everything: number;
  total: number;
  lastRequestAt: number | null;
}

async function calls(request: APIRequestContext): Promise<CallLog> {
  const response = await request.get(SERVER.replace(/\/mcp$/, '/calls'));
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('delete_everything' in body) || !('total' in body) || !('lastRequestAt' in body)) throw new Error('not the call log');
  return { delete_everything: Number(body.delete_everything), total: Number(body.total), lastRequestAt: typeof body.lastRequestAt === 'number' ? body.lastRequestAt : null };
}

function load(page: Page) {
  const results = page.getByRole('table', { name: 'Load results' });
  return {
    run: page.getByRole('button', { name: 'Run load', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancel', exact: true }),
    progress: page.getByRole('progressbar', { name: 'Load progress' }),
    results,
    row: (label: string) => results.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }),
    histogram: page.getByRole('img', { name: /^Latency histogram: \d+ answered requests/ }),
    percentiles: page.getByRole('img', { name: /^Percentiles per second: \d+ s; p50 from/ }),
  };
}

/**
 * Records in the page when each `tools/call` is handed to fetch. A request already on its way
 * when Cancel is pressed may reach the server a few ms after the page says cancelled, so "nothing
 * follows" is judged by when the page sent a call, not by when the server saw it.
 */
async function recordCallSends(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const sends: number[] = [];
    Object.defineProperty(window, '__toolCallSends', { value: sends });
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"tools/call"')) sends.push(Date.now());
      return original(input, init);
    };
  });
  return async () => {
    const sends: unknown = await page.evaluate((): unknown => Reflect.get(window, '__toolCallSends'));
    if (!Array.isArray(sends) || !sends.every((t) => typeof t === 'number')) throw new Error('the page recorded no call sends');
    return sends;
  };
}

/** The row's cell under `column`, as a number. */
async function cellNumber(page: Page, row: ReturnType<ReturnType<typeof load>['row']>, column: string): Promise<number> {
  const headers = await page.getByRole('table', { name: 'Load results' }).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(column);
  expect(index).toBeGreaterThan(0);
  // The row header is the first cell; the data cells follow it.
  return Number(await row.getByRole('cell').nth(index - 1).textContent());
}

// One flow (issue 42, item 3): the QA target's slow read-only tool profiled from the page with the
// CLI's engine, the destructive tool never offered nor called, nothing sent after the run, the
// charts and results shown, and a Cancel that ends a long run mid-way.
test('the Load section profiles a read-only tool, charts it, sends nothing after the run and cancels a run mid-way', async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await calls(request);
  const callSends = await recordCallSends(page);
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(SERVER)}&panel=qa`);
  await page.getByRole('tablist', { name: 'QA' }).getByRole('tab', { name: 'Load', exact: true }).click();
  const ui = load(page);

  await page.getByRole('radio', { name: 'Read-only tools' }).check();
  const tool = page.getByRole('combobox', { name: 'Tool' });
  await expect(tool.getByRole('option', { name: 'delete_everything (not read-only: never called)' })).toBeDisabled();
  await tool.selectOption('slow_echo');
  await expect(page.getByText('Arguments: text (string).')).toBeVisible();
  await page.getByRole('textbox', { name: 'Arguments (JSON)' }).fill('{"text":"hi"}');
  await page.getByRole('button', { name: 'Add tool', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Chosen tools' })).toContainText('slow_echo {"text":"hi"}');
  await page.getByRole('spinbutton', { name: 'Concurrency' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Duration (s)' }).fill('2');
  await page.getByRole('spinbutton', { name: 'p95 limit (ms)' }).fill('5000');
  // Nothing runs on its own.
  expect((await calls(request)).total).toBe(before.total);

  await ui.run.click();
  await expect(ui.progress).toBeVisible();
  await expect(page.getByText('Load run finished')).toBeVisible({ timeout: 30_000 });
  const endedAt = Date.now();
  await expect(ui.progress).toBeHidden();
  const row = ui.row('tools/call slow_echo');
  await expect(row).toBeVisible();
  expect(await cellNumber(page, row, 'p50 ms')).toBeGreaterThanOrEqual(SLOW_MS);
  expect(await cellNumber(page, row, 'Count')).toBeGreaterThan(0);
  expect(await cellNumber(page, row, 'Errors')).toBe(0);
  await expect(page.getByRole('status').filter({ hasText: 'Pass: p95 ≤ 5000 ms' })).toBeVisible();
  await expect(ui.histogram).toBeVisible();
  await expect(ui.percentiles).toBeVisible();

  const after = await calls(request);
  expect(after.delete_everything).toBe(before.delete_everything);
  // Every answered call reached the server; a call cancelled at the end may have been stopped before it did.
  const count = await cellNumber(page, row, 'Count');
  expect(after.total - before.total).toBeGreaterThanOrEqual(count);
  expect(after.total - before.total).toBeLessThanOrEqual(count + (await cellNumber(page, row, 'Cancelled')));
  expect(after.lastRequestAt ?? Infinity).toBeLessThanOrEqual(endedAt);

  await expectAxeCleanInBothThemes(page);
  // The charts and the results row in one screen.
  await ui.results.scrollIntoViewIfNeeded();
  await shootBothThemes(page, 'qa-load');

  // A long run, cancelled once requests are being answered: it ends at once, and nothing follows.
  await page.getByRole('spinbutton', { name: 'Duration (s)' }).fill('120');
  await ui.run.click();
  await expect(page.getByText(/^Running: [\d.]+ of 120\.0 s, [1-9]\d* requests ended$/)).toBeVisible({ timeout: 30_000 });
  await ui.cancel.click();
  await expect(page.getByText('Load run cancelled')).toBeVisible();
  const cancelledAt = Date.now();
  await expect(ui.progress).toBeHidden();
  await expect(ui.run).toBeEnabled();
  await expect(row).toBeVisible();
  const final = await calls(request);
  const sends = await callSends();
  expect(Math.max(...sends)).toBeLessThanOrEqual(cancelledAt);
  // What reached the server is what the page sent: a call aborted before it left may be missing.
  expect(final.total - before.total).toBeLessThanOrEqual(sends.length);
  expect(final.delete_everything).toBe(before.delete_everything);
});
