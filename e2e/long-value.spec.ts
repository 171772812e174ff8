import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';

const GUIDE = 'demo://docs/guide/getting-started.md';

test('a long URI shows whole in a tooltip on hover and on keyboard focus, and copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = new ConsolePage(page);
  const resources = new ResourcesPage(page);
  await app.open(`panel=resources&uri=${encodeURIComponent(GUIDE)}`);
  await expect(resources.contents).toContainText(GUIDE);
  const details = page.getByRole('region', { name: 'Resource details' });
  const uri = details.getByText(GUIDE, { exact: true });

  // The tooltip's chunk may still be loading at the first hover; a user would point again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await uri.hover();
    await expect(page.getByRole('tooltip')).toHaveText(GUIDE, { timeout: 1_000 });
  }).toPass();
  // A real pointer leaves in several moves; Radix closes once the pointer is past its grace area.
  await page.mouse.move(0, 0, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await details.getByRole('button', { name: 'Copy resource URI' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GUIDE);

  await page.keyboard.press('Shift+Tab');
  await expect(uri).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(GUIDE);
});

test('Cache params cut to two lines keep the whole value in the tooltip', async ({ page }) => {
  const app = new ConsolePage(page);
  const resources = new ResourcesPage(page);
  await app.open(`panel=resources&uri=${encodeURIComponent(GUIDE)}`);
  await expect(resources.contents).toContainText(GUIDE);
  await app.openTab('Cache');
  const cache = page.getByRole('table', { name: 'Cache' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await cache.getByText(GUIDE, { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(GUIDE, { timeout: 1_000 });
  }).toPass();
  await expect(cache.getByRole('button', { name: `Copy params of resources/read ${GUIDE}` })).toBeVisible();
});
