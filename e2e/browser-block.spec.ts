import { expect, test } from '@playwright/test';
import { DEMO_SERVER_URL } from '../demo-server/constants';
import { chromiumArgs, chromiumPath } from './chromium';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// The console is served from 127.0.0.1 here; this override makes Chromium treat its origin as a
// public site, which is what a hosted console is. Requests to other loopback ports then fall
// under Local Network Access, and headless Chromium denies the permission prompt.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--ip-address-space-overrides=127.0.0.1:${E2E_PORTS.app}=public`],
  },
});

test('a hosted console blocked from a loopback server names local network access, not CORS', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.demoHttp))}`);
  const alert = page.getByRole('alert').filter({ hasText: 'local network access' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Blocked by the browser');
  await expect(alert).toContainText('loopback');
  await expect(alert).toContainText('npx mcp-console');
  // The remedy names the site to allow: the console's own origin.
  await expect(alert.getByRole('listitem').first()).toContainText(`Allow local network access for http://127.0.0.1:${E2E_PORTS.app} in the browser`);
  await expect(alert).toContainText('not a CORS problem');
  await expect(alert).not.toContainText('Access-Control-Allow-Origin');
  // The failed exchange in Traffic says the same, not just "Failed to fetch".
  await alert.getByRole('button', { name: /Show exchange #\d+ in Traffic/ }).click();
  await expect(page.getByRole('region', { name: 'Exchange details' })).toContainText('Failed to fetch — blocked by the browser: local network access');

  // The app keeps working: the embedded demo runs in the page and connects.
  await app.connectTo(DEMO_SERVER_URL);
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('alert').filter({ hasText: 'local network access' })).toHaveCount(0);
});
