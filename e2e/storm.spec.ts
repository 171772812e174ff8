import { expect, test } from '@playwright/test';
import { StormPage, storm } from './pages/storm-page';
import { fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('storm') });

test('during a 2,000-update storm another resource opens, and the log shows the newest update and what it dropped', async ({ page }) => {
  const app = new StormPage(page);
  await app.listenToTicker({ kept: 500 });
  await page.getByRole('tab', { name: 'Resources', exact: true }).click();
  const readme = page.getByRole('tree', { name: 'Resources' }).getByRole('treeitem', { name: 'readme.md', exact: true });
  await expect(readme).toBeVisible();

  await storm(1_000);
  const rest = storm(1_000);
  await readme.click();
  await expect(page.getByRole('region', { name: 'Resource contents' })).toContainText('Contents of readme.md');
  await rest;

  await page.getByRole('tab', { name: 'Subscriptions', exact: true }).click();
  await expect(app.count).toHaveText('2,000 notifications');
  await expect(app.lastRow()).toContainText('#2000');
  await expect(app.lastRow()).toContainText('notifications/resources/updated');
  await expect(page.getByText('1,500 older notifications dropped')).toBeVisible();
  const lane = page.getByRole('region', { name: /^Subscription listen:/ });
  await expect(lane).toContainText('2,000 updates');
});

test('Pause stops the list while the count goes on, and Resume catches up', async ({ page }) => {
  const app = new StormPage(page);
  await app.listenToTicker();
  await storm(200);
  await expect(app.count).toHaveText('200 notifications');
  await expect(app.lastRow()).toContainText('#200');

  await app.button('Pause').click();
  await storm(300);
  await expect(app.count).toHaveText('500 notifications · paused, 300 new');
  await expect(app.lastRow()).toContainText('#200');
  await expect(app.notifications.getByText('#500', { exact: true })).toHaveCount(0);

  await app.button('Resume').click();
  await expect(app.count).toHaveText('500 notifications');
  await expect(app.lastRow()).toContainText('#500');
});

test('scrolling up stops following the newest entry until Jump to newest', async ({ page }) => {
  const app = new StormPage(page);
  await app.listenToTicker();
  await storm(300);
  await expect(app.lastRow()).toContainText('#300');
  await app.notifications.evaluate((log) => log.scrollTo({ top: 0 }));
  await expect(app.button('Jump to newest')).toBeVisible();
  await storm(100);
  await expect(app.count).toHaveText('400 notifications');
  await expect(app.notifications.getByText('#400', { exact: true })).toHaveCount(0);
  await app.button('Jump to newest').click();
  await expect(app.lastRow()).toContainText('#400');
  await expect(app.button('Jump to newest')).toHaveCount(0);
});

test('each lane shows its live rate, which falls back to 0 when the stream is quiet', async ({ page }) => {
  const app = new StormPage(page);
  await app.listenToTicker();
  const lane = page.getByRole('region', { name: /^Subscription listen:/ });
  await expect(lane).toContainText('0 updates · 0 updates/s');
  const paced = storm(1_000, 200);
  await expect(lane).toContainText(/ · [1-9][\d,]* updates\/s/);
  await paced;
  await expect(lane).toContainText('1,000 updates · 0 updates/s');
});
