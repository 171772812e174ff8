import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS } from './ports';
import { shootBothThemes } from './screenshots';

// The unmodified server-everything in sse mode: its POST /sse answers 404, the cue to fall back.
const sseUrl = `http://127.0.0.1:${E2E_PORTS.everythingSse}/sse`;

/**
 * The HTTP+SSE leg (the transport's code and the eventsource package) loads when a server first
 * needs it, not on the way to "connected" (issue 43). Should its chunk not load, the connect says
 * so after what Streamable HTTP got, and connecting again loads it.
 */
test('an HTTP+SSE server whose transport code did not load says so, and Connect loads it and connects', async ({ page }) => {
  const app = new ConsolePage(page);
  let refused = 0;
  await page.route(/\/assets\/sse-leg-[\w-]+\.js$/, async (route) => {
    if (refused > 0) return route.continue();
    refused++;
    return route.abort('internetdisconnected');
  });
  await app.open(`server=${encodeURIComponent(sseUrl)}`);
  const alert = page.getByRole('alert').filter({ hasText: "the console's HTTP+SSE transport did not load" });
  await expect(alert).toContainText('Streamable HTTP: POST answered HTTP 404 (text/html: Error — Cannot POST /sse)');
  await expect(alert).toContainText(`so ${sseUrl} was not tried over it. Connect again to load it.`);
  expect(refused).toBe(1);
  await shootBothThemes(page, 'sse-leg-not-loaded');

  await app.connect.click();
  await app.expectConnected('2024-11-05 · HTTP+SSE');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
