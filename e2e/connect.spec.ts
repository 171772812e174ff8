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
  await expect(page.getByText('mcp-console-demo').first()).toBeVisible();
});

test('?server= to the unmodified server-everything negotiates legacy 2025-11-25', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(everythingUrl)}`);
  await app.expectConnected('2025-11-25');
  await expect(app.serverUrl).toHaveValue(everythingUrl);
});

test('a real HTTP server typed into Server URL connects on the modern era', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open();
  await app.expectConnected('2026-07-28');
  await app.connectTo(demoHttpUrl);
  await app.expectConnected('2026-07-28');
  await app.openTab('Traffic');
  await expect(app.trafficRows(demoHttpUrl.replace('http://', '')).filter({ hasText: 'server/discover' }).first()).toBeVisible();
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
