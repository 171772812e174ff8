import { expect, test, type Locator } from '@playwright/test';
import { TICKER_URI } from './fixtures/storm-server';
import { ConsolePage } from './pages/console-page';
import { StormPage, storm } from './pages/storm-page';
import { TimelinePage } from './pages/timeline-page';
import { fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('storm') });

// 5,000 updates at 250/s: twenty seconds of storm, long enough to work in the middle of it.
const UPDATES = 5_000;
const RATE = 250;

/** The toolbar's count, `<n> events` or `<shown> of <total> events`, as [shown, total]. */
async function counts(toolbar: Locator): Promise<[number, number]> {
  const text = (await toolbar.getByText(/ events$/).textContent()) ?? '';
  const numbers = [...text.matchAll(/[\d,]+/g)].map((m) => Number(m[0].replace(/,/g, '')));
  return [numbers[0] ?? 0, numbers.at(-1) ?? 0];
}

test('the Timeline follows a notification storm live, its rows open mid-storm, and the rest of the console stays usable', async ({ page }) => {
  test.setTimeout(90_000);
  const app = new ConsolePage(page);
  const timeline = new TimelinePage(page);
  const toolbar = page.getByRole('toolbar', { name: 'Timeline controls' });
  await new StormPage(page).listenToTicker();
  await app.openTab('Timeline');
  await expect(timeline.axis).toBeVisible();
  await expect(toolbar.getByRole('checkbox', { name: 'Follow live' })).toBeChecked();
  await timeline.filter.fill(`lane:notification ${TICKER_URI}`);
  await expect.poll(async () => (await counts(toolbar))[0]).toBe(0);

  let storming = true;
  const flood = storm(UPDATES, RATE).finally(() => {
    storming = false;
  });

  // The table keeps up: notification rows for the ticker appear, and the count keeps growing.
  const tick = timeline.rows('notification', `notifications/resources/updated ${TICKER_URI}`);
  await expect(tick.first()).toBeVisible();
  const [early] = await counts(toolbar);
  await expect.poll(async () => (await counts(toolbar))[0]).toBeGreaterThan(early);
  await expect.poll(async () => (await counts(toolbar))[0]).toBeGreaterThan(early + 250);
  expect(storming).toBe(true);

  // A row selected mid-storm shows its details and its link to the stream that carried it, which
  // opens in Traffic. The user scrolls the table to its end (the newest rows) and picks one there.
  await tick.first().hover();
  await page.mouse.wheel(0, 1_000_000);
  await tick.last().click();
  await expect(timeline.details.getByRole('heading', { name: `notifications/resources/updated ${TICKER_URI}` })).toBeVisible();
  await expect(timeline.details).toContainText(/Frame #\d+ on exchange #\d+/);
  // …and the ticker's cache entry it invalidated: each update names its own invalidation, even
  // when the tap logged a whole batch of them before the session handled the first.
  await expect(timeline.details.getByRole('list', { name: 'Invalidated cache entries' })).toContainText(TICKER_URI);
  await timeline.details.getByRole('button', { name: /^Open exchange #\d+ in Traffic$/ }).click();
  await expect(page.getByRole('tab', { name: 'Traffic', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(app.trafficRows('subscriptions/listen').first()).toBeVisible();
  expect(storming).toBe(true);

  // Another panel works in the middle of it: open a quiet resource and read it.
  await app.openTab('Resources');
  const readme = page.getByRole('tree', { name: 'Resources' }).getByRole('treeitem', { name: 'readme.md', exact: true });
  await readme.click();
  await expect(page.getByRole('region', { name: 'Resource contents' })).toContainText('Contents of readme.md');
  expect(storming).toBe(true);

  // Back on the Timeline, still mid-storm: the count went on growing while it was not shown.
  await app.openTab('Timeline');
  await timeline.filter.fill(`lane:notification ${TICKER_URI}`);
  await expect.poll(async () => (await counts(toolbar))[0]).toBeGreaterThan(early + 250);
  const [mid] = await counts(toolbar);
  expect(storming).toBe(true);
  await flood;
  await expect.poll(async () => (await counts(toolbar))[0], { timeout: 20_000 }).toBeGreaterThan(mid);
  await timeline.filter.fill('');
  await expect.poll(async () => (await counts(toolbar))[1]).toBeGreaterThan(mid);
});
