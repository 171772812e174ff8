import { expect, test, type Page } from '@playwright/test';
import { PACKAGE_PORTS } from '../tests/package/ports';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { AuthPage } from './pages/auth-page';
import { CachePage } from './pages/cache-page';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Issue 32: a server that sends no CORS headers (e2e/fixtures/no-cors-server.ts), reached through
// the local proxy of the console the installed tarball serves.
const SERVER = fixtureUrl(E2E_PORTS.noCors);
const RESOURCE = 'fixture://hello.txt';
/** A protected server whose protected-resource metadata has no CORS (e2e/fixtures/auth-fixtures.ts). */
const NO_CORS_METADATA = fixtureUrl(E2E_PORTS.authNoCorsMetadata);
const AUTH_SERVER = `http://127.0.0.1:${E2E_PORTS.authServer}`;
/** Set E2E_SCREENSHOTS=<dir> to keep the CORS alert and the card at 1280 and 1440 px in both themes. */
const SHOTS = process.env.E2E_SCREENSHOTS;

let served: InstalledServe;

// A budget, not a wait: two tests scan two states each in both themes (a full scan took 19–30 s on
// the loaded CI machine).
test.describe.configure({ mode: 'serial', lock: fixtureLocks('noCors', 'authServer'), timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
  served = await serveInstalled(['serve', '--port', String(PACKAGE_PORTS.e2eProxy)]);
});

test.afterAll(async () => {
  served.child.kill('SIGINT');
  expect((await served.exited).code).toBe(0);
});

/** The printed URL (its fragment carries the run's secret) opened on `server`, in the system theme. */
async function openServed(page: Page, server = SERVER, panel?: string): Promise<void> {
  const url = new URL(served.url);
  url.search = new URLSearchParams({ server, ...(panel === undefined ? {} : { panel }) }).toString();
  await page.goto(url.href);
}

async function shoot(page: Page, name: string, theme: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
  }
}

/** The screens as they stand now in both themes, named as when a test per theme took them. */
async function shootInBothThemes(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page, name, theme);
  }
}

// The CORS alert and the card via local proxy are scanned by axe in both themes where this flow
// reaches them, rather than by a test per theme driving it again (decision 0020).
test('the printed console offers Connect through local proxy on the CORS alert; through it a read and a tool call work, and the card and Traffic say via local proxy; the alert and the card pass axe in both themes', async ({ page }) => {
  await openServed(page);
  const alert = page.getByRole('alert').filter({ hasText: 'CORS' });
  await expect(alert).toContainText('Access-Control-Allow-Origin');
  const connect = alert.getByRole('button', { name: 'Connect through local proxy' });
  await expect(connect).toBeVisible();
  await shootInBothThemes(page, 'cors-alert-proxy');
  await expectAxeCleanInBothThemes(page);
  await connect.click();

  const app = new ConsolePage(page);
  await app.expectConnected('2026-07-28');
  const card = page.getByRole('region', { name: 'Connection' });
  await expect(card).toContainText('via local proxy');
  // The session is the server's own URL, not the proxy's address.
  await expect(card.locator('code', { hasText: SERVER })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'CORS' })).toHaveCount(0);
  await shootInBothThemes(page, 'card-via-local-proxy');
  await expectAxeCleanInBothThemes(page);

  const resources = new ResourcesPage(page);
  await app.openTab('Resources');
  await resources.item('hello').click();
  await expect(resources.contents).toContainText('hello');

  const tools = new ToolsPage(page);
  await tools.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^echo/ }).click();
  await tools.argument('message').fill('through the proxy');
  await tools.callTool.click();
  await expect(tools.result).toContainText('through the proxy');

  await app.openTab('Traffic');
  const rows = app.traffic.getByRole('row').filter({ hasText: 'tools/call' });
  await expect(rows.last()).toContainText('via local proxy');
  await rows.last().click();
  const detail = page.getByRole('region', { name: 'Exchange details' });
  await expect(detail).toContainText('via local proxy');
  // Traffic holds the server's URL and the headers it really answered with; never the secret.
  await expect(detail).toContainText(SERVER);
  await expect(page.getByRole('table', { name: 'Request headers' })).not.toContainText(/x-mcp-console-secret/i);
  await expect(page.getByRole('table', { name: 'Response headers' })).toContainText('x-mcp-console-via');
});

test('through the proxy a listen stream stays open and carries a notifications/resources/updated', async ({ page }) => {
  await openServed(page, SERVER, 'subscriptions');
  await page.getByRole('button', { name: 'Connect through local proxy' }).click();
  const app = new ConsolePage(page);
  await app.expectConnected('2026-07-28');
  const cache = new CachePage(page);
  await cache.listenTo(RESOURCE);
  await expect(cache.acknowledged()).toContainText(RESOURCE);
  // The test process fires the update; the server sends it on the listen stream the proxy relays.
  const fired = await fetch(`${new URL(SERVER).origin}/control/update`, { method: 'POST' });
  expect(fired.status).toBe(200);
  const entry = cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).filter({ hasText: RESOURCE });
  await expect(entry).toContainText(/listen:\d+/);
  await app.openTab('Traffic');
  await expect(app.traffic.getByRole('row').filter({ hasText: 'subscriptions/listen' }).first()).toContainText('via local proxy');
});

test('sign-in through the proxy: metadata served without CORS blocks it in the browser, which offers the proxy and passes axe in both themes, and the proxy gets it through', async ({ page, request }) => {
  await request.post(`${AUTH_SERVER}/admin/user`, { data: 'alice' });
  await openServed(page, NO_CORS_METADATA, 'resources');
  const auth = new AuthPage(page);
  await expect(auth.step('Protected resource metadata', 'failed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Authorization' }).getByRole('button', { name: 'Connect through local proxy' })).toBeVisible();
  // The settled state: the 401's alert, leading with the metadata the browser could not read.
  await expect(page.getByRole('alert').filter({ hasText: 'Signing in could not start: the browser could not read' })).toBeVisible();
  await shootInBothThemes(page, 'auth-blocked-proxy');
  await expectAxeCleanInBothThemes(page);
  const alert = page.getByRole('region', { name: 'Authorization' }).getByRole('alert').filter({ hasText: 'The browser blocked the protected resource metadata' });
  await alert.getByRole('button', { name: 'Connect through local proxy' }).click();

  await auth.expectSignInRequired();
  await expect(auth.step('Protected resource metadata', 'ok')).toBeVisible();
  await auth.completeSignIn();
  const app = new ConsolePage(page);
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('via local proxy');
  for (const step of ['Authorization server metadata', 'Client registration', 'Token', 'First authorized request']) {
    await expect(auth.step(step, 'ok')).toBeVisible();
  }
  const resources = new ResourcesPage(page);
  await resources.tree.getByRole('treeitem', { name: /^me/ }).click();
  await expect(resources.contents).toContainText('alice');
  // The bearer token went through the proxy, and Traffic masks it as it does for a direct call.
  await app.openTab('Traffic');
  const read = app.traffic.getByRole('row').filter({ hasText: 'resources/read' }).last();
  await expect(read).toContainText('via local proxy');
  await read.click();
  const headers = page.getByRole('table', { name: 'Request headers' });
  await expect(headers).toContainText(/authorization/i);
  await expect(headers).not.toContainText(/Bearer ey/);
});

test('a saved server keeps Use local proxy: after a reload it connects through the proxy at once', async ({ page }) => {
  await openServed(page);
  await expect(page.getByRole('button', { name: 'Connect through local proxy' })).toBeVisible();
  // Saving opens the new server's editor.
  await page.getByRole('button', { name: 'Save server' }).click();
  await expect(page.getByRole('group', { name: `Edit ${new URL(SERVER).host}` })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Use local proxy' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Done' }).click();
  // The secret stays in this tab's sessionStorage, so a reload is still the served console.
  await page.reload();
  await new ConsolePage(page).expectConnected('2026-07-28');
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText('via local proxy');
  await expect(page.getByRole('alert').filter({ hasText: 'CORS' })).toHaveCount(0);
});

test('the hosted site (no proxy) adds the line that npx mcp-console reaches the server through its proxy', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(SERVER)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'CORS' });
  await expect(alert).toContainText('npx mcp-console');
  await expect(alert).toContainText('local proxy');
  await expect(alert.getByRole('button', { name: 'Connect through local proxy' })).toHaveCount(0);
  await shoot(page, 'cors-alert-hosted', 'light');
});
