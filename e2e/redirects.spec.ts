import { expect, test, type Page } from '@playwright/test';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { shootBothThemes } from './screenshots';
import type { FixtureServer } from './fixtures/serve-node';
import { spawnFixture } from './fixtures/spawn-fixture';
import { ConsolePage } from './pages/console-page';

// Issue 39, item 12: a server mounted on a path (e2e/fixtures/redirect-server.ts) answers `/mcp`
// with `307 Location: /mcp/`. The spec starts its own fixtures on ports no other spec uses.
const CORS_PORT = 4700;
const NO_CORS_PORT = 4701;
const SERVE_PORT = 4702;
const SERVER = `http://127.0.0.1:${CORS_PORT}/mcp`;
const FINAL = `${SERVER}/`;
const LOOP = `http://127.0.0.1:${CORS_PORT}/loop`;
const NO_CORS_SERVER = `http://127.0.0.1:${NO_CORS_PORT}/mcp`;
const card = (page: Page) => page.getByRole('region', { name: 'Connection' });

test.describe('a server whose /mcp redirects to /mcp/', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let withCors: FixtureServer | undefined;
  test.beforeAll(async () => {
    withCors = await spawnFixture('redirect-server.ts', { PORT: String(CORS_PORT), REDIRECT_CORS: '1' });
  });
  test.afterAll(async () => {
    await withCors?.close();
  });

  test('connects directly, says where it was redirected on the card and in Traffic, and Use saves the final URL', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`server=${encodeURIComponent(SERVER)}&panel=traffic`);
    await app.expectConnected('2026-07-28');
    const note = card(page).getByRole('note', { name: 'Redirect' });
    await expect(note).toContainText(`This server redirected to ${FINAL}`);
    await page.getByRole('button', { name: 'Save server', exact: true }).click();

    const rows = app.traffic.getByRole('row').filter({ hasText: 'POST' });
    await rows.first().click();
    const detail = page.getByRole('region', { name: 'Exchange details' });
    await expect(detail).toContainText(SERVER);
    await expect(detail).toContainText(`redirected to ${FINAL}`);
    await expectAxeCleanInBothThemes(page);
    await shootBothThemes(page, 'redirect');

    await note.getByRole('button', { name: `Use ${FINAL}`, exact: true }).click();
    await expect(app.serverUrl).toHaveValue(FINAL);
    await expect(card(page).locator('code', { hasText: FINAL })).toBeVisible();
    await app.expectConnected('2026-07-28');
    await expect(note).toHaveCount(0);
    const saved = page.getByRole('list', { name: 'Saved servers' });
    await expect(saved).toContainText(FINAL);
    await expect(saved.getByRole('button', { name: new RegExp(` ${SERVER.replace(/[.]/g, '\\.')}$`) })).toHaveCount(0);
  });

  test('a redirect the browser cannot follow (a loop) gets one alert that names the redirect', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`server=${encodeURIComponent(LOOP)}`);
    const alert = card(page).getByRole('alert');
    await expect(alert).toContainText(`Redirect not followed: ${LOOP} answered with a redirect`);
    await expect(alert).toHaveCount(1);
    await expect(alert).not.toContainText('HTTP 0');
    await shootBothThemes(page, 'redirect-loop');
  });
});

test.describe('through the local proxy of a served console', () => {
  test.describe.configure({ mode: 'serial' });
  let noCors: FixtureServer | undefined;
  let served: InstalledServe | undefined;
  test.beforeAll(async () => {
    test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
    noCors = await spawnFixture('redirect-server.ts', { PORT: String(NO_CORS_PORT) });
    served = await serveInstalled(['serve', '--port', String(SERVE_PORT)]);
  });
  test.afterAll(async () => {
    served?.child.kill('SIGINT');
    expect((await served?.exited)?.code).toBe(0);
    await noCors?.close();
  });

  test('the same server without CORS connects through the proxy and shows its final URL', async ({ page }) => {
    expect(served).toBeDefined();
    const url = new URL(served?.url ?? '');
    url.search = new URLSearchParams({ server: NO_CORS_SERVER, panel: 'traffic' }).toString();
    await page.goto(url.href);
    await card(page).getByRole('button', { name: 'Connect through local proxy' }).click();
    const app = new ConsolePage(page);
    await app.expectConnected('2026-07-28');
    await expect(card(page)).toContainText('via local proxy');
    await expect(card(page).getByRole('note', { name: 'Redirect' })).toContainText(`This server redirected to ${NO_CORS_SERVER}/`);
    await app.traffic.getByRole('row').filter({ hasText: 'via local proxy' }).first().click();
    await expect(page.getByRole('region', { name: 'Exchange details' })).toContainText(`redirected to ${NO_CORS_SERVER}/`);
  });
});
