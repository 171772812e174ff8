import { expect, test } from '@playwright/test';
import { startEverything } from './fixtures/everything';
import type { FixtureServer } from './fixtures/serve-node';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { TimelinePage } from './pages/timeline-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('legacySession') });

const legacyUrl = fixtureUrl(E2E_PORTS.legacySession);
const NOTE_URI = 'legacy://notes/today.txt';
const ARCHITECTURE = 'demo://resource/static/document/architecture.md';

/** The v1 fixture's loopback control endpoint (called from the test process, not the page). */
async function control(path: string): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.legacySession}/control/${path}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return response.json();
}

const notice = (app: ConsolePage) => app.page.getByRole('note', { name: 'Connection notice' });

test.describe('an unmodified server-everything that restarts', () => {
  let server: FixtureServer | undefined;
  test.afterEach(async () => {
    await server?.close();
  });

  test('a read after the restart succeeds without user action, and Traffic shows the renewal', async ({ page }) => {
    server = await startEverything(E2E_PORTS.everythingRestart);
    const url = server.url;
    const app = new ConsolePage(page);
    const resources = new ResourcesPage(page);
    await app.open(`server=${encodeURIComponent(url)}&panel=resources&uri=${encodeURIComponent(ARCHITECTURE)}`);
    await app.expectConnected('2025-11-25');
    await expect(resources.contents).toContainText('Architecture');

    await server.close();
    server = await startEverything(E2E_PORTS.everythingRestart);

    await resources.item('extension.md').click();
    await expect(resources.contents).toContainText('xtension');
    await expect(resources.contents.getByRole('alert')).toHaveCount(0);
    await expect(notice(app)).toContainText('The server forgot the session; a new one was started.');
    await app.expectConnected('2025-11-25');

    await app.openTab('Traffic');
    await expect(app.traffic.getByRole('row').filter({ hasText: 'session renewed' })).toHaveCount(1);
    await expect(app.traffic.getByRole('row').filter({ hasText: 'session lost' }).first()).toContainText('400');

    // The Timeline marks the renewal on its auth lane: the refused request, then the new handshake.
    await app.openTab('Timeline');
    const timeline = new TimelinePage(page);
    await timeline.expectRow('auth', 'session renewed (initialize)');
    await timeline.expectRow('auth', 'session lost (');
  });
});

test('a v1-SDK server that answers 404: renewed, and the legacy subscription still delivers updates', async ({ page }) => {
  const app = new ConsolePage(page);
  const resources = new ResourcesPage(page);
  await app.open(`server=${encodeURIComponent(legacyUrl)}&panel=resources&uri=${encodeURIComponent(NOTE_URI)}`);
  await app.expectConnected('2025-11-25');
  await expect(resources.contents).toContainText('restarts');

  await app.openTab('Subscriptions');
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Acknowledged' })).toContainText(NOTE_URI);

  await control('forget');
  // The SDK's GET-stream reopen meets the 404 and renews with nobody clicking (the Watch test
  // below relies on it too). Its notice enters the connection card above the panels and moves
  // the tree down: a click in flight then lands on the row above "Other" (a fresh clone did).
  await expect(notice(app)).toContainText('The server forgot the session; a new one was started.');
  await expect(notice(app)).toContainText('1 of 1 resource subscriptions were made again.');
  await app.openTab('Resources');
  await resources.item('Other').click();
  await expect(resources.contents).toContainText('Other notes');

  await expect.poll(async () => control(`update?uri=${encodeURIComponent(NOTE_URI)}`)).toEqual({ notified: 1 });
  await app.openTab('Subscriptions');
  await expect(page.getByRole('log', { name: 'Notifications' })).toContainText('notifications/resources/updated');

  await app.openTab('Traffic');
  await expect(app.traffic.getByRole('row').filter({ hasText: 'session lost' }).first()).toContainText('404');
  // One renewal, marked on the new session's handshake.
  await expect(app.traffic.getByRole('row').filter({ hasText: 'session renewed' })).toHaveCount(1);
  await expect(app.traffic.getByRole('row').filter({ hasText: 'session renewed' })).toContainText('initialize');
});

test('Watch re-runs the current view after a renewal and is remembered for the server', async ({ page }) => {
  const app = new ConsolePage(page);
  const resources = new ResourcesPage(page);
  await app.open(`server=${encodeURIComponent(legacyUrl)}&panel=resources&uri=${encodeURIComponent(NOTE_URI)}`);
  await app.expectConnected('2025-11-25');
  await expect(resources.contents).toContainText(/Notes after \d+ restarts/);
  const before = (await resources.contents.textContent()) ?? '';
  const restarts = Number(/Notes after (\d+) restarts/.exec(before)?.[1]);
  expect(Number.isInteger(restarts)).toBe(true);

  const watch = page.getByRole('checkbox', { name: 'Watch' });
  await watch.check();
  await control('forget');
  // Nobody clicks: the SDK's GET-stream reopen meets the 404, the session renews, Watch re-reads.
  await expect(resources.contents).toContainText(`Notes after ${restarts + 1} restarts`, { timeout: 15_000 });
  await expect(notice(app)).toContainText('a new one was started');

  await page.reload();
  await app.expectConnected('2025-11-25');
  await expect(page.getByRole('checkbox', { name: 'Watch' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Watch' }).uncheck();
});
