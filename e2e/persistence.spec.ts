import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl } from './ports';

test('the server used last survives a reload and reconnects', async ({ page }) => {
  const app = new ConsolePage(page);
  const url = fixtureUrl(E2E_PORTS.demoHttp);
  await app.open();
  await app.expectConnected('2026-07-28');
  await app.connectTo(url);
  await app.expectConnected('2026-07-28');
  await page.reload();
  await expect(app.serverUrl).toHaveValue(url);
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText(url);
});

test('a Server URL being typed is not lost on reload', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open();
  await app.expectConnected('2026-07-28');
  await app.serverUrl.fill('http://127.0.0.1:9/draft-not-connected');
  await page.reload();
  await expect(app.serverUrl).toHaveValue('http://127.0.0.1:9/draft-not-connected');
});

test('deep links select a panel and the theme', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=traffic&theme=dark');
  await expect(page.getByRole('tab', { name: 'Traffic', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(app.traffic).toBeVisible();
  for (const name of ['Resources', 'Templates', 'Prompts', 'Tools', 'Subscriptions', 'Cache', 'Traffic', 'QA']) {
    await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
  }
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
});

test('a typed Timeline, Traffic or Resources filter survives a tab switch and a reload', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=timeline');
  await app.expectConnected('2026-07-28');
  const timelineFilter = page.getByRole('searchbox', { name: 'Filter timeline events' });
  await timelineFilter.fill('lane:http');
  await app.openTab('Traffic');
  const trafficFilter = page.getByRole('searchbox', { name: 'Filter by method' });
  await trafficFilter.fill('server/discover');
  await app.openTab('Resources');
  const resourcesFilter = page.getByRole('searchbox', { name: 'Filter resources' });
  await resourcesFilter.fill('guide');
  await app.openTab('Timeline');
  await expect(timelineFilter).toHaveValue('lane:http');

  await page.reload();
  await app.expectConnected('2026-07-28');
  await app.openTab('Timeline');
  await expect(timelineFilter).toHaveValue('lane:http');
  await app.openTab('Traffic');
  await expect(trafficFilter).toHaveValue('server/discover');
  await expect(app.trafficRows('server/discover').first()).toBeVisible();
  await app.openTab('Resources');
  await expect(resourcesFilter).toHaveValue('guide');
});
