import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const manyUrl = fixtureUrl(E2E_PORTS.manyResources);

test('Exchanges kept bounds the Traffic log of a long Load all, and the choice survives a reload', async ({ page }) => {
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

  // 100 pages are more exchanges than the log now keeps: the oldest went, and Traffic says so.
  await app.openTab('Traffic');
  await expect(page.getByText(/^\d+ older exchanges were dropped from the log to bound memory\.$/)).toBeVisible();
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
