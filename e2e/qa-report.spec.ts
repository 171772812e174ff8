import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { QaPage } from './pages/qa-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('defect') });

const defectUrl = fixtureUrl(E2E_PORTS.defect);
const STATUS_RANK: Record<string, number> = { fail: 0, warn: 1, pass: 2, 'n/a': 3 };

async function openDefectQa(page: Page): Promise<QaPage> {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(defectUrl)}&panel=qa`);
  await app.expectConnected('2026-07-28');
  return new QaPage(page);
}

/** The status of every visible check row, top to bottom (the status cell is the row's first cell). */
async function statuses(qa: QaPage): Promise<string[]> {
  return qa.checkRows().evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
}

test('the report leads with failures: summary, fail first, passed groups collapsed, no fail or warn after a pass', async ({ page }) => {
  const qa = await openDefectQa(page);
  await qa.runAll({ expand: false });
  await expect(page.getByRole('list', { name: 'Checks by status' })).toContainText('fail');
  await expect(page.getByRole('list', { name: 'Checks by area' })).toContainText('cache hints');
  await expect(qa.checkRows().first().getByRole('cell', { name: 'fail', exact: true })).toBeVisible();
  // Collapsed by default: a passed group's rows are not shown until it is opened.
  const passedGroup = qa.group(/^discovery: \d+ pass$/);
  await expect(passedGroup).toHaveAttribute('aria-expanded', 'false');
  await expect(qa.row('discover.negotiated-version')).toHaveCount(0);
  await passedGroup.click();
  await expect(qa.row('discover.negotiated-version').getByRole('cell', { name: 'pass', exact: true })).toBeVisible();
  await passedGroup.click();
  await expect(qa.row('discover.negotiated-version')).toHaveCount(0);

  await page.getByRole('button', { name: 'Expand all', exact: true }).click();
  const seen = await statuses(qa);
  expect(seen.length).toBeGreaterThan(50);
  const ranks = seen.map((status) => STATUS_RANK[status] ?? -1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  expect(seen[0]).toBe('fail');
});

test('an expanded row shows the full detail, the spec section and its exchange in Traffic', async ({ page }) => {
  const qa = await openDefectQa(page);
  await qa.runAll({ expand: false });
  const toggle = qa.row('resources.missing').getByRole('button', { name: /^resources\.missing / });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const detail = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(detail.getByRole('definition').first()).not.toBeEmpty();
  await expect(detail.getByRole('link', { name: /^§13/ })).toHaveAttribute('href', 'https://modelcontextprotocol.io/specification/2026-07-28/server/resources');
  const open = detail.getByRole('button', { name: /^Open exchange \d+ in Traffic$/ }).first();
  const exchangeId = /\d+/.exec((await open.textContent()) ?? '')?.[0] ?? '';
  await open.click();
  await expect(page.getByRole('tab', { name: 'Traffic', exact: true })).toHaveAttribute('aria-selected', 'true');
  const current = page.getByRole('table', { name: 'Traffic' }).locator('tr[aria-current="true"]');
  await expect(current.getByRole('cell').first()).toHaveText(exchangeId);
});

test('filters by status, severity and text', async ({ page }) => {
  const qa = await openDefectQa(page);
  await qa.runAll({ expand: false });
  const filters = page.getByRole('group', { name: 'Filter checks' });
  await filters.getByRole('button', { name: /^pass \d+$/ }).click();
  await expect.poll(async () => new Set(await statuses(qa))).toEqual(new Set(['pass']));
  await filters.getByRole('button', { name: /^pass \d+$/ }).click();
  await filters.getByRole('combobox', { name: 'Severity' }).selectOption('warning');
  await page.getByRole('button', { name: 'Expand all', exact: true }).click();
  await expect(qa.row('discover.server-info')).toBeVisible();
  await expect(qa.row('discover.shape')).toHaveCount(0);
  await filters.getByRole('combobox', { name: 'Severity' }).selectOption('all');
  await filters.getByRole('searchbox', { name: 'Search checks' }).fill('prompts.unknown');
  await expect(qa.checkRows()).toHaveCount(1);
  await expect(qa.row('prompts.unknown')).toBeVisible();
});

test('against the previous run of the same server it marks new failures and fixed checks', async ({ page }) => {
  const qa = await openDefectQa(page);
  await expect(page.getByRole('button', { name: 'Run checks', exact: true })).toBeEnabled();
  // A previous run in which prompts.unknown passed and discover.negotiated-version failed.
  await page.evaluate((url) => {
    const statuses = { 'prompts.unknown': 'pass', 'discover.negotiated-version': 'fail' };
    localStorage.setItem('mcp-console.qa-runs', JSON.stringify({ version: 1, runs: { [url]: { startedAt: '2026-01-01T00:00:00.000Z', statuses } } }));
  }, defectUrl);
  await qa.runAll();
  await expect(page.getByLabel('Compared with the previous run')).toContainText('new failure');
  await expect(qa.row('prompts.unknown')).toContainText('new failure');
  await expect(qa.row('discover.negotiated-version')).toContainText('fixed');
  // The run just made is now the previous one: nothing changes on the next run.
  await qa.runAll();
  await expect(page.getByLabel('Compared with the previous run')).toContainText('no new failures');
  await expect(qa.row('prompts.unknown')).not.toContainText('new failure');
});
