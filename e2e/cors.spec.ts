import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('noCors') });

test('a v2-SDK server without CORS gets an alert that says CORS and names the missing rule', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.noCors))}`);
  const alert = page.getByRole('alert').filter({ hasText: 'CORS' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Access-Control-Allow-Origin');
  // The fix is offered as copy-paste server code.
  await expect(alert).toContainText('OPTIONS');
});

test('a server whose CORS allow-list lacks the MCP headers is told which headers to allow', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.partialCors))}`);
  const alert = page.getByRole('alert').filter({ hasText: 'CORS' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Access-Control-Allow-Headers');
  await expect(alert).toContainText(/mcp-method/i);
});

test('after a CORS failure the console still connects to a good server', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.noCors))}`);
  await expect(page.getByRole('alert').filter({ hasText: 'CORS' })).toBeVisible();
  await app.connectTo(fixtureUrl(E2E_PORTS.demoHttp));
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('alert').filter({ hasText: 'CORS' })).toHaveCount(0);
});
