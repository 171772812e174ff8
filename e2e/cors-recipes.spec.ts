import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { QaPage } from './pages/qa-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// The README's "Make your server reachable from a browser" recipes (docs/snippets/, run as
// printed, trusting this run's console origin): the browser's CORS checks pass, the console
// connects and no check fails, and Node's Origin and Host checks are in tests/integration/cors-recipes.test.ts.
const RECIPES = [
  ['Express', E2E_PORTS.corsRecipeExpress],
  ['fetch handler', E2E_PORTS.corsRecipeFetch],
] as const;

for (const [name, port] of RECIPES) {
  test(`the ${name} recipe passes the browser's CORS checks and serves the console`, async ({ page }) => {
    const app = new ConsolePage(page);
    const qa = new QaPage(page);
    await app.open(`server=${encodeURIComponent(fixtureUrl(port))}&panel=qa`);
    await app.expectConnected('2026-07-28');
    await qa.runAll();
    for (const id of ['cors.preflight', 'cors.allow-headers']) {
      await expect(qa.row(id).getByRole('cell', { name: 'pass', exact: true })).toBeVisible();
    }
    await expect(qa.rowsWithStatus('fail')).toHaveCount(0);
  });
}
