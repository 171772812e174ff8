import { expect, test, type Page } from '@playwright/test';
import { DEEP_LEVELS, HANGING_URI, HUGE_URI } from './fixtures/hostile-bulk';
import { ConsolePage } from './pages/console-page';
import { expectNothingRan, watchForAbuse } from './pages/hostile-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const hostileUrl = fixtureUrl(E2E_PORTS.hostile);
const DEMO_URL = 'https://demo.mcp-console.invalid/mcp';

/** The `resources/read` requests the page sent for `uri`, and which of them the browser aborted. */
function watchReads(page: Page, uri: string): { sent: number; aborted: number } {
  const counts = { sent: 0, aborted: 0 };
  const isRead = (body: string | null) => body !== null && body.includes('"resources/read"') && body.includes(JSON.stringify(uri));
  page.on('request', (request) => {
    if (isRead(request.postData())) counts.sent += 1;
  });
  page.on('requestfailed', (request) => {
    if (isRead(request.postData())) counts.aborted += 1;
  });
  return counts;
}

async function openResources(page: Page, extra = ''): Promise<{ app: ConsolePage; resources: ResourcesPage }> {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(hostileUrl)}&panel=resources${extra}`);
  await app.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  await expect(resources.item('Huge text (20 MB)')).toBeVisible();
  return { app, resources };
}

/** The console still responds: tabs switch and a new connection succeeds. */
async function expectStillUsable(app: ConsolePage, page: Page): Promise<void> {
  await app.openTab('Traffic');
  await expect(page.getByRole('tabpanel', { name: 'Traffic', exact: true })).toBeVisible();
  await app.openTab('Resources');
  await app.connectTo(DEMO_URL);
  await app.expectConnected('2026-07-28');
}

test('a 20 MB resource waits for Load anyway, then shows a capped view', async ({ page }) => {
  const seen = watchForAbuse(page);
  const reads = watchReads(page, HUGE_URI);
  const { app, resources } = await openResources(page);
  await resources.item('Huge text (20 MB)').click();
  await expect(resources.contents).toContainText('listed as 20 MiB, above the 1.0 MiB warning limit');
  await expect(resources.contents.getByRole('button', { name: 'Load anyway', exact: true })).toBeVisible();
  expect(reads.sent).toBe(0);

  await resources.contents.getByRole('button', { name: 'Load anyway', exact: true }).click();
  await expect(resources.contents).toContainText('Showing the first 262,144 of 20,971,520 characters', { timeout: 30_000 });
  expect(reads.sent).toBe(1);
  await expect(resources.contents.getByRole('button', { name: 'Show all', exact: true })).toBeVisible();
  await expectNothingRan(page, seen);
  await expectStillUsable(app, page);
});

test('a read that never answers can be cancelled, and the console keeps working', async ({ page }) => {
  const seen = watchForAbuse(page);
  const reads = watchReads(page, HANGING_URI);
  const { app, resources } = await openResources(page);
  await resources.item('Never answers').click();
  const cancel = resources.contents.getByRole('button', { name: 'Cancel', exact: true });
  await expect(cancel).toBeVisible();
  await expect(resources.contents.getByRole('status')).toContainText(/Reading… \d+ s without an answer/);
  await cancel.click();
  await expect(resources.contents).toContainText('Read cancelled.');
  await expect(resources.contents.getByRole('alert')).toHaveCount(0);
  // On a 2026-07-28 connection the cancellation is the aborted request stream (spec §9).
  await expect.poll(() => reads.aborted).toBe(1);

  // The size is unknown until read, so the unsized 3 MB log is read at once and shown capped.
  await resources.item('Unsized log').click();
  await expect(resources.contents).toContainText('Showing the first 262,144 of 3,145,728 characters');
  await resources.contents.getByRole('button', { name: 'Show all', exact: true }).click();
  await expect(resources.contents.getByRole('button', { name: 'Show all', exact: true })).toHaveCount(0);
  await expect(resources.contents).toContainText('Decoded size 3.0 MiB');

  // Back to the hanging one: nothing cached blocks a new attempt.
  await resources.item('Never answers').click();
  await expect(resources.contents.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  expect(reads.sent).toBe(2);
  await expectNothingRan(page, seen);
  await expectStillUsable(app, page);
});

test('the request timeout ends a hanging read with a timeout alert, and Reload tries again', async ({ page }) => {
  const reads = watchReads(page, HANGING_URI);
  const { resources } = await openResources(page, '&timeout=1500');
  await resources.item('Never answers').click();
  await expect(resources.contents.getByRole('alert')).toContainText(/Timed out/, { timeout: 10_000 });
  expect(reads.sent).toBe(1);
  // The second attempt's Cancel shows only between 1 s and the 1.5 s timeout, too short a window
  // to wait for on a loaded machine: the request it sends and its end are what a user relies on.
  const reload = resources.contents.getByRole('button', { name: 'Reload', exact: true });
  await reload.click();
  await expect.poll(() => reads.sent).toBe(2);
  await expect(reload).toBeEnabled({ timeout: 10_000 });
  await expect(resources.contents.getByRole('alert')).toContainText(/Timed out/);
});

test('a 100-level URI and a URI listed 1,000 times stay usable in the tree', async ({ page }) => {
  const seen = watchForAbuse(page);
  const { app, resources } = await openResources(page);
  const duplicate = resources.item('Duplicate URI');
  await expect(duplicate).toContainText('listed 1,000 times');
  await expect(page.getByText('1 URI listed more than once')).toBeVisible();
  await duplicate.click();
  await expect(resources.contents).toContainText('One URI, listed many times.');

  await resources.filter.fill('bottom');
  await expect(resources.item(`level-${DEEP_LEVELS - 1}`)).toHaveCount(0);
  await resources.tree.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(resources.contents).toContainText(`You reached level ${DEEP_LEVELS}.`);
  const deepest = resources.item('Bottom of the deep URI');
  await expect(deepest).toHaveAttribute('aria-level', String(DEEP_LEVELS + 2));
  await expect(deepest).toHaveAttribute('aria-selected', 'true');
  // Deep rows stop indenting, so the label stays inside the tree's box.
  const [treeBox, rowLabel] = await Promise.all([resources.tree.boundingBox(), deepest.getByText('Bottom of the deep URI').boundingBox()]);
  expect((rowLabel?.x ?? Infinity) < (treeBox?.x ?? 0) + (treeBox?.width ?? 0)).toBe(true);
  await expectNothingRan(page, seen);
  await expectStillUsable(app, page);
});
