import { expect, test } from '@playwright/test';
import { CachePage } from './pages/cache-page';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('shortTtl', 'everythingDrops') });

const shortTtlUrl = fixtureUrl(E2E_PORTS.shortTtl);
const everythingUrl = fixtureUrl(E2E_PORTS.everything);
const everythingDropsUrl = fixtureUrl(E2E_PORTS.everythingDrops);
const NEWS = 'short://public/news.txt';

/** The fixture's control endpoint refuses requests with an Origin, so the test process calls it. */
async function control(path: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.shortTtl}/control/${path}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.text()).trim();
}

const fireUpdate = (uri: string): Promise<string> => control(`update?uri=${encodeURIComponent(uri)}`);

test('Listen acknowledges the filter, an update lands in Notifications and refreshes the watched read', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  await app.open(`server=${encodeURIComponent(shortTtlUrl)}&panel=subscriptions`);
  await app.expectConnected('2026-07-28');
  await cache.listenTo(NEWS);
  await expect(cache.acknowledged()).toContainText(NEWS);
  await expect(cache.acknowledged()).toContainText('toolsListChanged');

  await app.openTab('Cache');
  await cache.watch(NEWS);
  const row = cache.row('resources/read', NEWS);
  await cache.expectStatus(row, 'fresh');
  const newText = await fireUpdate(NEWS);
  // The notification invalidates before the TTL ends; the watched viewer refetches at once.
  await expect(page.getByRole('region', { name: `Watched ${NEWS}` })).toContainText(newText);
  await expect(row).toContainText('notification: notifications/resources/updated');

  await app.openTab('Subscriptions');
  const entry = cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).filter({ hasText: NEWS });
  await expect(entry).toContainText(/listen:\d+/);
  await expect(entry.getByRole('button', { name: /invalidated \d+ cache entr/ })).toBeVisible();

  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Closed here.')).toBeVisible();
});

test('a dropped listen stream is shown, re-listened with a new id, and updates keep arriving', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  await app.open(`server=${encodeURIComponent(shortTtlUrl)}&panel=subscriptions`);
  await app.expectConnected('2026-07-28');
  await cache.listenTo(NEWS);
  const lane = page.getByRole('region', { name: /^Subscription listen:/ });
  await expect(cache.acknowledged()).toContainText(NEWS);
  const firstId = (await lane.getAttribute('aria-label'))?.replace('Subscription ', '') ?? '';
  expect(firstId).toMatch(/^listen:/);

  // Other tests may hold listen streams on this fixture too; at least ours is cut.
  expect(Number(await control('drop-listens'))).toBeGreaterThanOrEqual(1);
  await expect(lane).toContainText(`Earlier ids: ${firstId}`);
  await expect(lane).not.toHaveAttribute('aria-label', `Subscription ${firstId}`);
  await expect(lane).toContainText('open');

  await fireUpdate(NEWS);
  const newId = (await lane.getAttribute('aria-label'))?.replace('Subscription ', '') ?? '';
  const entry = cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).filter({ hasText: newId });
  await expect(entry).toContainText(NEWS);
});

test('on a 2025 server the same UI subscribes with resources/subscribe and logs the GET stream updates', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  await app.open(`server=${encodeURIComponent(everythingUrl)}&panel=subscriptions`);
  await app.expectConnected('2025-11-25');
  const uri = 'demo://resource/static/document/architecture.md';
  await cache.listenTo(uri);
  await expect(cache.acknowledged()).toContainText(uri);
  await expect(page.getByText('resources/subscribe (2025)')).toBeVisible();

  // server-everything sends one update at once when its simulated updates are switched on.
  await cache.startEverythingUpdates();
  const entry = cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).filter({ hasText: uri });
  await expect(entry.first()).toContainText(/legacy:\d+/);
});

test('on a 2025 server a dropped GET stream is reported on the subscription and the stream comes back', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  await app.open(`server=${encodeURIComponent(everythingDropsUrl)}&panel=subscriptions`);
  await app.expectConnected('2025-11-25');
  await cache.listenTo('demo://resource/static/document/architecture.md');
  await expect(page.getByText('resources/subscribe (2025)')).toBeVisible();

  // The console opened the GET stream when it connected; cut it at the proxy.
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.everythingDrops}/control/drop`, { method: 'POST' });
  expect(Number((await response.text()).trim())).toBeGreaterThanOrEqual(1);
  const notice = page.getByRole('status').filter({ hasText: 'The GET stream carrying notifications ended' });
  await expect(notice).toContainText('updates sent in the gap may be lost');

  await notice.getByRole('button', { name: 'Show stream' }).click();
  await expect(page.getByRole('tab', { name: 'Traffic', selected: true })).toBeVisible();
  // The SDK reopened the stream: a newer GET is still streaming.
  await expect(page.getByRole('table', { name: 'Traffic' }).getByRole('row').filter({ hasText: 'GET' }).nth(1)).toBeVisible();
});
