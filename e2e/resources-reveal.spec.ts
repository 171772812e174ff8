import { expect, test } from '@playwright/test';
import { ownDemoServerPerFile } from './fixtures/own-demo-server';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { SharingPage } from './pages/sharing-page';
import { TemplatesPage } from './pages/templates-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const manyUrl = fixtureUrl(E2E_PORTS.manyResources);
// The last resource of the last of 100 pages (many-resources fixture).
const LAST = 'bulk://archive/dir-099/item-09999.csv';
const demoServer = ownDemoServerPerFile();

test('a deep link to the last page’s resource shows its treeitem selected and visible, then in its listed place', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(manyUrl)}&panel=resources&uri=${encodeURIComponent(LAST)}`);
  const resources = new ResourcesPage(page);
  await expect(page.getByText('1 page · 100 resources loaded')).toBeVisible();
  const selected = resources.tree.getByRole('treeitem', { selected: true });
  await expect(selected).toHaveAccessibleName('item-09999.csv');
  await expect(selected).toBeInViewport();
  await expect(selected).toHaveAccessibleDescription('not in the loaded pages yet');
  await expect(resources.contents).toContainText('9999,19998');

  await resources.button('Load all').click();
  await expect(page.getByText('100 pages · 10000 resources loaded · complete')).toBeVisible({ timeout: 20_000 });
  await expect(selected).toHaveAccessibleName('Item 09999');
  await expect(selected).not.toHaveAccessibleDescription(/not in the loaded pages yet/);
  await expect(selected).toBeInViewport();
  // In its listed place: bulk:// › archive › dir-099 › the resource.
  await expect(selected).toHaveAttribute('aria-level', '4');
});

test('an imported session with the server unreachable opens on the resource it read, reachable in the tree', async ({ page, browser }) => {
  // Record: a deep link reads a resource that the listing's first page does not hold.
  const recorder = new SharingPage(page);
  await recorder.app.open(`server=${encodeURIComponent(demoServer.url())}&panel=resources&uri=${encodeURIComponent('demo://media/logo.png')}`);
  await expect(recorder.resources.contents.getByRole('img', { name: 'Image demo://media/logo.png' })).toBeVisible();
  const recording = await recorder.exportSession();

  // A fresh context: nothing remembered, and every request to the server fails.
  const baseURL = test.info().project.use.baseURL;
  const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const fresh = await context.newPage();
  await fresh.route(demoServer.url(), (route) => route.abort());
  const sharing = new SharingPage(fresh);
  await sharing.app.open('panel=resources');
  await sharing.importSession(recording.path);
  await expect(fresh.getByRole('status', { name: 'Replay' })).toBeVisible();
  const selected = sharing.resources.tree.getByRole('treeitem', { selected: true });
  await expect(selected).toBeInViewport();
  await expect(selected).toHaveAccessibleName(/logo/i);
  await expect(sharing.resources.contents.getByRole('img', { name: 'Image demo://media/logo.png' })).toBeVisible();
  await context.close();
});

test('a resource read through a template is selected in the Resources tree at its path', async ({ page }) => {
  const app = new ConsolePage(page);
  const templates = new TemplatesPage(page);
  await app.open(`panel=templates&template=${encodeURIComponent('demo://users/{userId}/profile')}`);
  await app.expectConnected('2026-07-28');
  await templates.variable('userId').fill('grace');
  await templates.read.click();
  await expect(templates.contents).toContainText('grace');
  await app.openTab('Resources');
  const selected = new ResourcesPage(page).tree.getByRole('treeitem', { selected: true });
  await expect(selected).toBeInViewport();
  await expect(selected).toHaveAccessibleName('profile');
});
