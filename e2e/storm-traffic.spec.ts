import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { StormPage, storm } from './pages/storm-page';
import { fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('storm') });

test('the Traffic panel stays usable during a storm: filter by method, open the listen exchange’s events', async ({ page }) => {
  const app = new ConsolePage(page);
  await new StormPage(page).listenToTicker();
  await app.openTab('Traffic');
  const running = storm(2_000);

  const filter = page.getByRole('searchbox', { name: 'Filter by method' });
  await filter.fill('subscriptions/listen');
  const listen = app.trafficRows('subscriptions/listen');
  await expect(listen).toHaveCount(1);
  await expect(app.traffic.getByRole('row')).toHaveCount(2); // the header and the listen exchange
  await listen.click();
  const details = page.getByRole('region', { name: 'Exchange details' });
  await expect(details.getByRole('list', { name: 'SSE events' })).toContainText('notifications/resources/updated');
  await running;

  // The listen stream keeps its newest 1,000 events and says how many came before.
  await expect(details.getByRole('heading', { name: /^SSE events \(\d+\)$/ })).toBeVisible();
  await expect(details.getByText(/older SSE events were dropped/)).toBeVisible();
  await filter.fill('resources/read');
  await expect(app.trafficRows('resources/read').first()).toBeVisible();
  await expect(app.trafficRows('subscriptions/listen')).toHaveCount(0);
});
