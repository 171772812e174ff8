import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { SharingPage } from './pages/sharing-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const manyUrl = fixtureUrl(E2E_PORTS.manyResources);

/** Sets Exchanges kept to 100 and walks all 100 pages of the 10,000-resource fixture: more exchanges than the log keeps. */
async function loadAllPastTheLimit(page: Page): Promise<{ app: ConsolePage; exchangesKept: Locator }> {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(manyUrl)}&panel=traffic`);
  await app.expectConnected('2026-07-28');
  const exchangesKept = page.getByRole('group', { name: 'Traffic log size' }).getByRole('spinbutton', { name: 'Exchanges kept' });
  await expect(exchangesKept).toHaveValue('2000');
  await exchangesKept.fill('100');
  await exchangesKept.press('Enter');

  await app.openTab('Resources');
  const resources = new ResourcesPage(page);
  await expect(page.getByText('1 page · 100 resources loaded')).toBeVisible();
  await resources.button('Load all').click();
  await expect(page.getByText('100 pages · 10000 resources loaded · complete')).toBeVisible({ timeout: 20_000 });
  return { app, exchangesKept };
}

test('Exchanges kept bounds the Traffic log of a long Load all, and the choice survives a reload', async ({ page }) => {
  const { app, exchangesKept } = await loadAllPastTheLimit(page);
  // 100 pages are more exchanges than the log now keeps: the oldest went, and Traffic says so.
  await app.openTab('Traffic');
  await expect(page.getByText(/^\d+ older (exchange was|exchanges were) dropped from the log to bound memory\.$/)).toBeVisible();
  await expect(page.getByText('100 exchanges', { exact: true })).toBeVisible();

  await page.reload();
  await app.expectConnected('2026-07-28');
  await app.openTab('Traffic');
  await expect(exchangesKept).toHaveValue('100');
});

test('Invalidations kept is set beside the Cache table and survives a reload', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=cache');
  await app.expectConnected('2026-07-28');
  const kept = page.getByRole('spinbutton', { name: 'Invalidations kept' });
  await expect(kept).toHaveValue('500');
  await kept.fill('5');
  await kept.blur();
  // Below the range it snaps back rather than emptying the log.
  await expect(kept).toHaveValue('500');
  await kept.fill('50');
  await kept.press('Enter');
  await page.reload();
  await app.expectConnected('2026-07-28');
  await expect(kept).toHaveValue('50');
});

test('a recording exported after the log dropped exchanges says so above its replayed Timeline', async ({ page, browser }) => {
  await loadAllPastTheLimit(page);
  const recording = await new SharingPage(page).exportSession();
  // The file says what its log had dropped; nothing of the invalidation log was.
  const { dropped: counts } = JSON.parse(await readFile(recording.path, 'utf8')) as { dropped: Record<string, number> };
  expect(counts).toMatchObject({ frames: 0, invalidations: 0 });
  const dropped = counts['exchanges'] ?? 0;
  expect(dropped).toBeGreaterThan(0);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    const replay = new SharingPage(other);
    await replay.app.open('panel=timeline');
    await replay.importSession(recording.path);
    await expect(other.getByRole('status', { name: 'Replay' })).toBeVisible();
    const gaps = other.getByRole('note', { name: 'Recording gaps' });
    await expect(gaps).toContainText(`had already dropped when it was exported: ${dropped} ${dropped === 1 ? 'exchange' : 'exchanges'}.`);
    await expect(gaps).toContainText('raise Exchanges kept and Frames kept (Traffic) and Invalidations kept (Cache) first');
  } finally {
    await fresh.close();
  }
});
