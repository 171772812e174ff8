import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { ConsolePage } from './pages/console-page';
import { shootBothThemes } from './screenshots';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The QA target counts what reaches it (GET /calls); a fuzz run of another spec would change that.
test.describe.configure({ lock: fixtureLocks('qaTarget') });

const SERVER = fixtureUrl(E2E_PORTS.qaTarget);

/** What the QA target saw: the destructive tool's calls and every tools/call. */
async function calls(request: APIRequestContext): Promise<{ delete_everything: number; total: number }> {
  const response = await request.get(SERVER.replace(/\/mcp$/, '/calls'));
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('delete_everything' in body) || !('total' in body)) throw new Error('not the call log');
  return { delete_everything: Number(body.delete_everything), total: Number(body.total) };
}

function fuzz(page: Page) {
  const findings = page.getByRole('table', { name: 'Fuzz findings' });
  return {
    run: page.getByRole('button', { name: 'Run fuzz', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancel', exact: true }),
    progress: page.getByRole('progressbar', { name: 'Fuzz progress' }),
    status: page.getByText(/^(Done|Cancelled|Case \d+)/),
    findings,
    rows: findings.getByRole('row').filter({ has: page.getByRole('cell') }),
    row: (kind: string) => findings.getByRole('row').filter({ has: page.getByRole('cell', { name: kind, exact: true }) }),
  };
}

// One flow (issue 42, item 3): the QA target's four planted faults found from the page with the
// CLI's engine and default seed, the destructive tool never called, a finding opened in Tools,
// the findings still there on the way back, the CLI's JSON report, and a Cancel mid-call.
test('the Fuzz section finds the planted faults, opens one in Tools ready to run again, and cancels a run mid-call', async ({ page, request }) => {
  test.setTimeout(180_000);
  const before = await calls(request);
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(SERVER)}&panel=qa`);
  await page.getByRole('tablist', { name: 'QA' }).getByRole('tab', { name: 'Fuzz', exact: true }).click();
  const ui = fuzz(page);
  await expect(page.getByRole('checkbox', { name: 'lookup', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'slow_echo', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'delete_everything', exact: true })).not.toBeChecked();
  // Nothing runs on its own.
  expect((await calls(request)).total).toBe(before.total);

  await ui.run.click();
  await expect(page.getByText(/^Done: 36 cases over 2 tools, 4 findings: 1 hang, 1 crash, 1 invalid-accepted, 1 leak\.$/)).toBeVisible({ timeout: 90_000 });
  await expect(ui.rows).toHaveCount(4);
  for (const kind of ['hang', 'crash', 'invalid-accepted', 'leak']) await expect(ui.row(kind).getByRole('cell', { name: 'lookup', exact: true })).toBeVisible();
  await expect(ui.row('hang')).toContainText('{"query":"a","limit":100}');
  await expect(ui.row('crash')).toContainText('HTTP 500 (text/html)');
  await expect(ui.row('leak')).toContainText('{"query":"","mode":"prefix"}');
  await expect(ui.row('invalid-accepted')).toContainText('{"query":"a","limit":"1"}');
  await expect(page.getByText('delete_everything: not annotated readOnlyHint: true', { exact: false })).toBeVisible();
  const after = await calls(request);
  expect(after.delete_everything).toBe(before.delete_everything);
  expect(after.total - before.total).toBeGreaterThanOrEqual(36);

  // The export is the CLI's report, reproductions included.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON', exact: true }).click();
  const report: unknown = JSON.parse(await readFile(await (await download).path(), 'utf8'));
  expect(report).toMatchObject({ seed: 1, cases: 36 });
  expect(JSON.stringify(report)).toContain(`mcp-console fuzz ${SERVER} --tool lookup --seed 1 --timeout 5000`);

  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'qa-fuzz');

  await ui.row('hang').getByRole('button', { name: 'Open in Tools', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute('aria-selected', 'true');
  const detail = page.getByRole('article', { name: 'lookup' });
  await expect(detail.getByRole('spinbutton', { name: 'limit', exact: true })).toHaveValue('100');
  await expect(detail.getByRole('textbox', { name: 'query', exact: true })).toHaveValue('a');
  await expect(page.getByRole('button', { name: 'Call tool', exact: true })).toBeEnabled();

  // Back in QA: the Fuzz section and its findings are as they were.
  await app.openTab('QA');
  await expect(page.getByRole('tab', { name: 'Fuzz', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(ui.rows).toHaveCount(4);

  // Cancel while the hang is in flight: with a minute's timeout, only the abort ends it this soon.
  await page.getByRole('textbox', { name: 'Timeout per call (ms)' }).fill('60000');
  await ui.run.click();
  await expect(ui.progress).toBeVisible();
  await expect(page.getByText('waiting for lookup (limit: maximum)…', { exact: false })).toBeVisible({ timeout: 60_000 });
  await ui.cancel.click();
  await expect(page.getByText(/^Cancelled after \d+ of \d+ cases\.$/)).toBeVisible();
  await expect(ui.progress).toBeHidden();
  await expect(ui.run).toBeEnabled();
  await expect(page.getByText('slow_echo: not fuzzed: cancelled')).toBeVisible();
  expect((await calls(request)).delete_everything).toBe(before.delete_everything);
});
