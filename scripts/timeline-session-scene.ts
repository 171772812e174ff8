import { expect, type Page } from '@playwright/test';
import { CachePage } from '../e2e/pages/cache-page';
import { ConsolePage } from '../e2e/pages/console-page';
import { TimelinePage } from '../e2e/pages/timeline-page';

const NEWS = 'short://public/news.txt';

/**
 * The Timeline over a session the issue names (17): a read whose ttlMs runs out (fresh, then
 * stale), a `subscriptions/listen` stream, and an update that invalidates the read, selected so
 * the details show the link. Runs against the short-TTL fixture at `serverUrl`.
 */
export async function timelineSessionScene(page: Page, serverUrl: string): Promise<void> {
  const cache = new CachePage(page);
  const row = await cache.openWatching(serverUrl, NEWS);
  await expect(row).toContainText('fresh');
  await expect(row).toContainText('stale', { timeout: 10_000 });
  await new ConsolePage(page).openTab('Subscriptions');
  await cache.listenTo(NEWS);
  await expect(cache.acknowledged()).toContainText(NEWS);
  // The fixture's control endpoint refuses browser Origins: the script sends the update itself.
  const control = serverUrl.replace(/\/mcp$/, '/control');
  const response = await fetch(`${control}/update?uri=${encodeURIComponent(NEWS)}`, { method: 'POST' });
  expect(response.status).toBe(200);
  await expect(cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' })).toBeVisible();
  const timeline = new TimelinePage(page);
  await new ConsolePage(page).openTab('Timeline');
  await timeline.filter.fill('lane:http,stream,notification,cache');
  await timeline.rows('notification', NEWS).first().click();
  await expect(timeline.details.getByRole('list', { name: 'Invalidated cache entries' })).toContainText(NEWS);
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
}
