import { expect, test } from '@playwright/test';
import { CachePage } from './pages/cache-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('shortTtl') });

const shortTtlUrl = fixtureUrl(E2E_PORTS.shortTtl);
const NEWS = 'short://public/news.txt';

test.use({ viewport: { width: 1280, height: 800 } });

test('a row goes fresh → stale by its own TTL, observed or not, and every column fits at 1280 px', async ({ page }) => {
  const cache = new CachePage(page);
  const row = await cache.openWatching(shortTtlUrl, NEWS);
  const observed = cache.cache.getByRole('columnheader', { name: 'Observed' });
  await expect(observed).toBeVisible();
  await cache.expectStatus(row, 'fresh');
  await expect(row.getByRole('cell', { name: 'yes (1)', exact: true })).toBeVisible();
  // The fixture's ttlMs is 1,500 ms; the auto-retrying assertion outlasts it without a sleep.
  await cache.expectStatus(row, 'stale');

  // Nothing observes the entry any more: that shows in its own column, the status stays the entry's own.
  await page.getByRole('button', { name: 'Stop watching', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'no', exact: true })).toBeVisible();
  await cache.expectStatus(row, 'stale');
  await row.getByRole('button', { name: `Refetch resources/read ${NEWS}` }).click();
  await cache.expectStatus(row, 'fresh');
  await cache.expectStatus(row, 'stale');
  await expect(row.getByRole('cell', { name: 'no', exact: true })).toBeVisible();

  // Nothing is cut off at the right edge: the last action button ends inside the viewport.
  const remove = await row.getByRole('button', { name: `Remove resources/read ${NEWS}` }).boundingBox();
  expect(remove).not.toBeNull();
  expect((remove?.x ?? Infinity) + (remove?.width ?? 0)).toBeLessThanOrEqual(1280);
});
