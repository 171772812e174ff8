import { expect, test } from '@playwright/test';
import { SUB_PATH } from './fixtures/subpath-static-server';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS } from './ports';

// The build served by a plain static host under a deep path, as on GitHub Pages.
const hostedUrl = `http://127.0.0.1:${E2E_PORTS.subpath}${SUB_PATH}`;

test('the built app works from a sub-path: assets, lazy panels and the in-page demo server all load', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith('https://demo.mcp-console.invalid/')) failed.push(`failed ${request.url()}`);
  });
  await page.goto(`${hostedUrl}?panel=resources`);
  const app = new ConsolePage(page);
  await app.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  await expect(resources.item('docs')).toBeVisible();
  await app.openTab('Prompts');
  await expect(page.getByRole('tabpanel')).toContainText('code-review');
  await app.openTab('Traffic');
  await expect(app.trafficRows('server/discover').first()).toBeVisible();
  expect(failed).toEqual([]);
  // Every script the page loaded came from under the sub-path (no absolute `/assets/...` URL).
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script.startsWith(hostedUrl)).toBe(true);
});

test('a deep link into the hosted build opens the linked panel', async ({ page }) => {
  await page.goto(`${hostedUrl}?panel=traffic`);
  const app = new ConsolePage(page);
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('tab', { name: 'Traffic', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(app.traffic).toBeVisible();
});
