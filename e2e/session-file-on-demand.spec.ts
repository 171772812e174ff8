import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { shootBothThemes } from './screenshots';

/**
 * The session toolbar's buttons are first paint; what they run loads when the pointer or focus
 * first reaches the toolbar (issue 43). Should it not load, the toolbar says so, and the next
 * press loads it again.
 */
test('a toolbar action whose code did not load says so, and the next press loads it and runs', async ({ page }) => {
  const app = new ConsolePage(page);
  let refused = 0;
  await page.route(/\/assets\/session-file-actions-[\w-]+\.js$/, async (route) => {
    if (refused > 0) return route.continue();
    refused++;
    return route.abort('internetdisconnected');
  });
  await app.open();
  await app.expectConnected('2026-07-28');
  const exportHar = page.getByRole('button', { name: 'Export HAR', exact: true });
  await exportHar.click();
  const alert = page.getByRole('group', { name: 'Session' }).getByRole('alert');
  await expect(alert).toContainText(/^Export HAR did not load \(.+\)\. Try again\.$/);
  expect(refused).toBe(1);
  await shootBothThemes(page, 'session-toolbar-not-loaded');

  const downloading = page.waitForEvent('download');
  await exportHar.click();
  const har: unknown = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
  expect(har).toMatchObject({ log: { version: '1.2' } });
});
