import { expect, test } from '@playwright/test';
import { CachePage } from './pages/cache-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('shortTtl') });

const shortTtlUrl = fixtureUrl(E2E_PORTS.shortTtl);
const NEWS = 'short://public/news.txt';

test('a read is fresh for its 1.5 s TTL, then stale; Invalidate records the user as the cause', async ({ page }) => {
  const cache = new CachePage(page);
  const row = await cache.openWatching(shortTtlUrl, NEWS);
  await cache.expectStatus(row, 'fresh');
  await expect(row).toContainText('1500 ms');
  await expect(row).toContainText('public');
  // The fixture's ttlMs is 1,500 ms; the auto-retrying assertion outlasts it without a sleep.
  await cache.expectStatus(row, 'stale');
  await expect(page.getByRole('region', { name: `Watched ${NEWS}` })).toContainText(`${NEWS} v`);

  await row.getByRole('button', { name: `Refetch resources/read ${NEWS}` }).click();
  await cache.expectStatus(row, 'fresh');
  await row.getByRole('button', { name: `Invalidate resources/read ${NEWS}` }).click();
  await expect(row).toContainText('user: Invalidate pressed');
});
