import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const everythingUrl = fixtureUrl(E2E_PORTS.everything);
const demoHttpUrl = fixtureUrl(E2E_PORTS.demoHttp);

test('a first visit connects to the embedded demo server on 2026-07-28', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open();
  await app.expectConnected('2026-07-28');
  await expect(app.serverUrl).toHaveValue(/demo\.mcp-console\.invalid/);
  const card = await app.showServerDetails();
  await expect(card).toContainText('mcp-console-demo');
  await expect(card).toContainText('server/discover → HTTP 200');
  await expect(card).toContainText('resources');
  await expect(card).toContainText('Demo server for MCP Console');
});

test('?server= to the unmodified server-everything negotiates legacy 2025-11-25', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(everythingUrl)}`);
  await expect(app.serverUrl).toHaveValue(everythingUrl);
  const card = await app.showServerDetails();
  await expect(card).toContainText('legacy');
  await expect(card).toContainText('legacy fallback');
});

test('a real HTTP server typed into Server URL connects on the modern era', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open();
  await app.expectConnected('2026-07-28');
  await app.connectTo(demoHttpUrl);
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText(demoHttpUrl);
  await app.openTab('Traffic');
  // Connect added the server beside the embedded demo: Traffic shows the active server's exchanges,
  // and All servers both discovers.
  await expect(app.trafficRows('server/discover')).toHaveCount(1);
  await page.getByRole('group', { name: 'Traffic filters' }).getByRole('combobox', { name: 'Servers' }).selectOption({ label: 'All servers' });
  await expect(app.trafficRows('server/discover')).toHaveCount(2);
  await app.trafficRows('server/discover').last().click();
  await expect(page.getByText(demoHttpUrl, { exact: true }).last()).toBeVisible();
});

test('the Traffic table shows the discover and initialize exchanges of a legacy connect', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(everythingUrl)}&panel=traffic`);
  await app.expectConnected('2025-11-25');
  await expect(app.traffic).toBeVisible();
  await expect(app.trafficRows('server/discover').first()).toBeVisible();
  await expect(app.trafficRows('initialize').first()).toBeVisible();
});

test('reconnecting to a known legacy server sends no second server/discover probe', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(everythingUrl)}&panel=traffic`);
  await app.expectConnected('2025-11-25');
  await expect(app.trafficRows('server/discover')).toHaveCount(1);
  await app.disconnect.click();
  await expect(app.connect).toBeVisible();
  await app.connect.click();
  await app.expectConnected('2025-11-25');
  await expect(app.trafficRows('initialize')).toHaveCount(2);
  await expect(app.trafficRows('server/discover')).toHaveCount(1);
});
