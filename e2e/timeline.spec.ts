import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { AuthPage } from './pages/auth-page';
import { CachePage } from './pages/cache-page';
import { ConsolePage } from './pages/console-page';
import { SharingPage } from './pages/sharing-page';
import { TimelinePage } from './pages/timeline-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';
import { ResourcesPage } from './pages/resources-page';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('shortTtl', 'authServer') });

const shortTtlUrl = fixtureUrl(E2E_PORTS.shortTtl);
const NEWS = 'short://public/news.txt';

/** The fixture's control endpoint refuses requests with an Origin, so the test process calls it. */
async function fireUpdate(uri: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.shortTtl}/control/update?uri=${encodeURIComponent(uri)}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

test('a read, its cache expiry, a listen stream and an update notification line up on the Timeline', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  const timeline = new TimelinePage(page);
  // Read the short-TTL resource through the cache and let its ttlMs run out.
  const row = await cache.openWatching(shortTtlUrl, NEWS);
  await cache.expectStatus(row, 'fresh');
  await cache.expectStatus(row, 'stale');

  await app.openTab('Subscriptions');
  await cache.listenTo(NEWS);
  await expect(cache.acknowledged()).toContainText(NEWS);
  await fireUpdate(NEWS);
  await expect(cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' })).toBeVisible();

  await app.openTab('Timeline');
  await expect(timeline.axis).toBeVisible();
  // Only the lanes this test is about, so every row is in the DOM however much connect traffic there is.
  await timeline.filter.fill(`lane:http,cache,stream,notification ${NEWS}`);
  const read = timeline.rows('http', `resources/read ${NEWS}`).first();
  const fresh = timeline.rows('cache', `resources/read ${NEWS} fresh`).first();
  const stale = timeline.rows('cache', `resources/read ${NEWS} stale: ttlMs expired`).first();
  const notification = timeline.rows('notification', `notifications/resources/updated ${NEWS}`).first();
  await expect(read).toBeVisible();
  await expect(fresh).toBeVisible();
  await expect(stale).toBeVisible();
  await expect(notification).toBeVisible();
  await timeline.filter.fill('lane:http,cache,stream,notification');
  await timeline.expectRow('stream', /listen stream #\d+ open/);
  await timeline.expectRow('stream', /listen stream #\d+ acknowledged/);

  // In time order: the read, its fresh then stale span, the stream, then the notification.
  const rows = await timeline.table();
  const offsets = rows.map((r) => r.offset);
  expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  const index = (lane: string, text: string) => rows.findIndex((r) => r.lane === lane && r.label.includes(text));
  const order = [
    index('http', `resources/read ${NEWS}`),
    index('cache', `resources/read ${NEWS} fresh`),
    index('cache', `resources/read ${NEWS} stale`),
    index('stream', 'open'),
    index('notification', NEWS),
  ];
  expect(order.every((i) => i >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  // Selecting the notification links to the entry it invalidated, and on to that row in Cache.
  await timeline.rows('notification', NEWS).first().click();
  const invalidated = timeline.details.getByRole('list', { name: 'Invalidated cache entries' });
  await expect(invalidated).toContainText(`resources/read ${NEWS}`);
  await invalidated.getByRole('button', { name: `Open resources/read ${NEWS} in Cache` }).click();
  await expect(page.getByRole('tab', { name: 'Cache', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(cache.row('resources/read', NEWS)).toHaveAttribute('aria-current', 'true');
});

test('Traffic, Cache and Subscriptions open the Timeline at their event', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  const timeline = new TimelinePage(page);
  await cache.openWatching(shortTtlUrl, NEWS);
  await cache.expectStatus(cache.row('resources/read', NEWS), 'fresh');

  await page.getByRole('button', { name: `Show resources/read ${NEWS} in timeline` }).click();
  await expect(timeline.details.getByRole('heading', { name: new RegExp(`^resources/read ${NEWS} (fresh|stale)`) })).toBeVisible();

  await app.openTab('Traffic');
  await app.trafficRows('resources/read').first().click();
  await page.getByRole('button', { name: 'Show in timeline', exact: true }).click();
  await expect(timeline.details.getByRole('heading', { name: `resources/read ${NEWS} · 200` })).toBeVisible();
  await expect(timeline.details).toContainText('Headers after');

  await app.openTab('Subscriptions');
  await cache.listenTo(NEWS);
  await expect(cache.acknowledged()).toContainText(NEWS);
  await fireUpdate(NEWS);
  const entry = cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).first();
  await entry.getByRole('button', { name: /^Show notification #\d+ in timeline$/ }).click();
  await expect(timeline.details.getByRole('heading', { name: `notifications/resources/updated ${NEWS}` })).toBeVisible();
});

test('an exported session shows its recorded timeline when imported in a fresh context', async ({ page, browser }) => {
  const cache = new CachePage(page);
  const sharing = new SharingPage(page);
  await cache.openWatching(shortTtlUrl, NEWS);
  await cache.expectStatus(cache.row('resources/read', NEWS), 'fresh');
  await sharing.app.openTab('Subscriptions');
  await cache.listenTo(NEWS);
  await expect(cache.acknowledged()).toContainText(NEWS);
  await fireUpdate(NEWS);
  await expect(cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' })).toBeVisible();
  const recording = await sharing.exportSession();

  const fresh = await browser.newContext();
  const replayPage = await fresh.newPage();
  const replay = new SharingPage(replayPage);
  const timeline = new TimelinePage(replayPage);
  await replay.app.open('panel=timeline');
  await replay.importSession(recording.path);
  await expect(replayPage.getByRole('status', { name: 'Replay' })).toBeVisible();
  await expect(replayPage.getByText('Recorded session')).toBeVisible();
  await timeline.filter.fill(NEWS);
  await timeline.expectRow('http', `resources/read ${NEWS}`);
  await timeline.expectRow('cache', `resources/read ${NEWS} fresh`);
  await timeline.rows('notification', NEWS).first().click();
  await expect(timeline.details.getByRole('list', { name: 'Invalidated cache entries' })).toContainText(`resources/read ${NEWS}`);
  await fresh.close();
});

test('an imported OAuth session shows its auth steps and a user Refresh with its cause, the servers unreachable', async ({ page, browser, request }) => {
  await request.post(`http://127.0.0.1:${E2E_PORTS.authServer}/admin/user`, { data: 'alice' });
  const protectedUrl = fixtureUrl(E2E_PORTS.authProtected);
  const sharing = new SharingPage(page);
  const auth = new AuthPage(page);
  await sharing.app.open(`server=${encodeURIComponent(protectedUrl)}&panel=resources`);
  await auth.expectSignInRequired();
  await auth.completeSignIn();
  await sharing.app.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  await expect(resources.tree.getByRole('treeitem', { name: /welcome/ })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(resources.tree.getByRole('treeitem', { name: /welcome/ })).toBeVisible();
  // The live Timeline shows the Refresh with its cause: the imported one must show the same.
  await sharing.app.openTab('Timeline');
  const live = new TimelinePage(page);
  await live.filter.fill('lane:cache invalidated');
  await live.expectRow('cache', 'invalidated (user): Refresh in the Resources panel');
  const recording = await sharing.exportSession();
  // Version 3, and no secret of the sign-in went in: tokens, the code, the PKCE verifier, Authorization values.
  const text = await readFile(recording.path, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ version: 3, authSteps: expect.arrayContaining([expect.objectContaining({ kind: 'token', status: 'ok' })]) });
  // Every string of the file, unescaped (bodies are JSON text inside JSON), and every credential header's value.
  const strings: string[] = [];
  const credentials: unknown[] = [];
  JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value) && value.length === 2) {
      const pair: readonly unknown[] = value;
      if (pair[0] === 'authorization' || pair[0] === 'cookie' || pair[0] === 'set-cookie') credentials.push(pair[1]);
    }
    return value;
  });
  const all = strings.join('\n');
  expect(all).toContain('"access_token":"[redacted]"');
  expect(all).not.toMatch(/"(access_token|refresh_token|id_token|client_secret)":\s*"(?!\[redacted\])/);
  expect(all).not.toMatch(/[?&](code|code_verifier)=(?!%5Bredacted%5D)/);
  expect(credentials.length).toBeGreaterThan(0);
  expect(credentials.filter((value) => value !== '[redacted]')).toEqual([]);

  const fresh = await browser.newContext();
  const replayPage = await fresh.newPage();
  // Neither the MCP server nor its authorization server is reachable from here on.
  const attempts: string[] = [];
  for (const port of [E2E_PORTS.authProtected, E2E_PORTS.authServer]) {
    await fresh.route(new RegExp(`^http://127\\.0\\.0\\.1:${port}/`), async (route) => {
      attempts.push(route.request().url());
      await route.abort();
    });
  }
  const replay = new SharingPage(replayPage);
  const timeline = new TimelinePage(replayPage);
  await replay.app.open('panel=timeline');
  await replay.importSession(recording.path);
  await expect(replayPage.getByRole('status', { name: 'Replay' })).toBeVisible();
  await expect(replayPage.getByText('Recorded session')).toBeVisible();
  await timeline.filter.fill('lane:auth');
  for (const step of ['Server asks for authorization (401) · ok', 'Protected resource metadata · ok', 'Client registration · ok', 'Authorization · ok', 'Token · ok', 'First authorized request · ok']) {
    await timeline.expectRow('auth', step);
  }
  await timeline.filter.fill('lane:cache invalidated');
  const invalidation = timeline.rows('cache', 'resources/list first page invalidated (user): Refresh in the Resources panel').first();
  await expect(invalidation).toBeVisible();
  await invalidation.click();
  await expect(timeline.details).toContainText('Cause: user');
  expect(attempts).toEqual([]);
  await fresh.close();
});

test('a fresh span turns stale on screen when its ttlMs runs out', async ({ page }) => {
  const cache = new CachePage(page);
  const timeline = new TimelinePage(page);
  await cache.openWatching(shortTtlUrl, NEWS);
  await new ConsolePage(page).openTab('Timeline');
  await timeline.filter.fill(`lane:cache ${NEWS}`);
  await timeline.expectRow('cache', `resources/read ${NEWS} fresh`);
  await timeline.expectRow('cache', `resources/read ${NEWS} stale: ttlMs expired`);
});
