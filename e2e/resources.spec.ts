import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const manyUrl = fixtureUrl(E2E_PORTS.manyResources);
const hostileUrl = fixtureUrl(E2E_PORTS.hostile);

test('the tree shows the demo server’s folders and resources, and selecting one reads it', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=resources');
  await app.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  await expect(resources.item('docs')).toBeVisible();
  // Twenty resources: the listing opens fully expanded; a folder still closes and opens on a click.
  await expect(resources.item('guide')).toHaveAttribute('aria-expanded', 'true');
  await resources.item('guide').click();
  await expect(resources.item('guide')).toHaveAttribute('aria-expanded', 'false');
  await resources.item('guide').click();
  await expect(resources.item('guide')).toHaveAttribute('aria-expanded', 'true');
  await resources.item('Getting started').click();
  await expect(resources.item('Getting started')).toHaveAttribute('aria-selected', 'true');
  await expect(resources.contents.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(resources.contents).toContainText('demo://docs/guide/getting-started.md');
});

test('keyboard navigation follows the tree pattern', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=resources');
  const resources = new ResourcesPage(page);
  await expect(resources.item('docs')).toBeVisible();
  await resources.tree.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const active = await resources.tree.getAttribute('aria-activedescendant');
  expect(active).not.toBeNull();
  await expect(page.locator(`[id="${active ?? ''}"]`)).toHaveAttribute('role', 'treeitem');
  // Left closes the open folder first, then moves to its parent.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`[id="${(await resources.tree.getAttribute('aria-activedescendant')) ?? ''}"]`)).toHaveAttribute('aria-level', '2');
});

test('a deep link reads a markdown resource that is not on the first page', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`panel=resources&uri=${encodeURIComponent('demo://docs/changelog.md')}`);
  const resources = new ResourcesPage(page);
  await expect(resources.contents.getByRole('heading', { name: 'Changelog' })).toBeVisible();
  await resources.button('Show source').click();
  await expect(resources.contents.locator('pre')).toContainText('# Changelog');
});

test('a PNG resource renders as an image', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`panel=resources&uri=${encodeURIComponent('demo://media/logo.png')}`);
  const resources = new ResourcesPage(page);
  const image = resources.contents.getByRole('img', { name: 'Image demo://media/logo.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('"Load all" loads 10,000 resources and one from the last page is found by the filter', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(manyUrl)}&panel=resources`);
  const resources = new ResourcesPage(page);
  await expect(page.getByText('1 page · 100 resources loaded')).toBeVisible();
  await resources.button('Load all').click();
  await expect(page.getByText('100 pages · 10000 resources loaded · complete')).toBeVisible({ timeout: 20_000 });
  // The tree stays small however many resources are loaded.
  expect(await resources.tree.getByRole('treeitem').count()).toBeLessThan(100);
  await resources.filter.fill('item-09999');
  await expect(resources.item('Item 09999')).toBeVisible();
  await resources.item('Item 09999').click();
  await expect(resources.contents).toContainText('9999,19998');
});

test('hostile content runs no script and requests no javascript: or plain-http icon', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(hostileUrl)}&panel=resources`);
  const resources = new ResourcesPage(page);
  const readme = resources.tree.getByRole('treeitem', { name: /^Readme / });
  await expect(readme).toBeVisible();
  await readme.click();
  await expect(resources.contents.getByRole('heading', { name: /Hostile/ })).toBeVisible();
  await expect(resources.contents.getByText('click me')).toBeVisible();
  await resources.tree.getByRole('treeitem', { name: /^Scripted SVG/ }).click();
  await expect(resources.contents.getByRole('img', { name: 'Image hostile://media/scripted.svg' })).toBeVisible();
  await resources.tree.getByRole('treeitem', { name: /^<script>/ }).click();
  await expect(resources.contents).toContainText('<body onload=');
  await expect(page.getByText(/icons? (was|were) refused/).first()).toBeVisible();
  expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(window, '__pwned'))).toBe(false);
  expect(await page.locator('[src^="javascript:" i], [href^="javascript:" i]').count()).toBe(0);
  expect(requested.filter((url) => url.startsWith('javascript:') || url.includes('/track.png'))).toEqual([]);
});
