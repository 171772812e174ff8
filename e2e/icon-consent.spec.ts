import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { shootBothThemes } from './screenshots';
import { ICON_HOST } from './fixtures/icon-server';
import type { FixtureServer } from './fixtures/serve-node';
import { spawnFixture } from './fixtures/spawn-fixture';
import { ConsolePage } from './pages/console-page';

// Issue 39, item 11: a loopback server's tool icon on another site waits for the user's word.
// The spec starts its fixture on its own port, 4705; the icon site is routed, never resolved.
const PORT = 4705;
const SERVER = `http://127.0.0.1:${PORT}/mcp`;
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('third-party icons of a local server', () => {
  test.describe.configure({ timeout: 180_000 });
  let server: FixtureServer | undefined;
  test.beforeAll(async () => {
    server = await spawnFixture('icon-server.ts', { PORT: String(PORT) });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('are not fetched before Load icon from <host>, then load and stay allowed for that server', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === ICON_HOST) fetched.push(request.url());
    });
    await page.route(`https://${ICON_HOST}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG, headers: { 'access-control-allow-origin': '*' } }));
    const app = new ConsolePage(page);
    await app.open(`server=${encodeURIComponent(SERVER)}&panel=tools`);
    await app.expectConnected('2026-07-28');
    await expect(page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^lookup/ })).toBeVisible();
    const note = page.getByRole('region', { name: 'Connection' }).getByRole('note', { name: 'Icons from another site' });
    await expect(note).toContainText(`This local server's icons come from ${ICON_HOST}`);
    expect(fetched).toEqual([]);
    await expectAxeCleanInBothThemes(page);
    await shootBothThemes(page, 'icon-consent');

    await note.getByRole('button', { name: `Load icon from ${ICON_HOST}`, exact: true }).click();
    await expect(note).toHaveCount(0);
    await expect.poll(() => fetched.length).toBeGreaterThan(0);
    await page.reload();
    await app.expectConnected('2026-07-28');
    await expect(page.getByRole('navigation', { name: 'Tool list' }).locator(`img[src="https://${ICON_HOST}/lookup.png"]`)).toBeVisible();
    await expect(page.getByRole('note', { name: 'Icons from another site' })).toHaveCount(0);
  });
});
