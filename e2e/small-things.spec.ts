import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('apps', 'noCors') });

// The smaller things of issue 33, each as a user meets it.

test('one resource is "1 resource loaded"', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(new URLSearchParams({ server: fixtureUrl(E2E_PORTS.v1SdkTools), panel: 'resources' }).toString());
  // The count is said once, by the pagination line (issue 43), in the singular.
  await expect(page.getByText('1 page · 1 resource loaded · complete')).toBeVisible();
  await expect(page.getByText(/\b1 resources\b/)).toHaveCount(0);
});

test('a ui:// resource shows its source and the working App preview, and no empty no-script frame', async ({ page }) => {
  const resources = new ResourcesPage(page);
  await new ConsolePage(page).open(new URLSearchParams({ panel: 'resources', uri: 'ui://weather/view', server: fixtureUrl(E2E_PORTS.apps) }).toString());
  const app = page.locator('iframe[title="App preview: ui://weather/view"]').contentFrame().locator('iframe').contentFrame();
  await expect(app.locator('#theme')).toHaveText(/light|dark/);
  await expect(resources.contents).toContainText('it runs only as an App');
  await expect(resources.contents.getByRole('button', { name: 'Preview', exact: true })).toHaveCount(0);
  await expect(resources.contents.locator('iframe[title^="Preview of"]')).toHaveCount(0);
});

test("the CORS alert's code blocks wrap inside the alert at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.noCors))}`);
  const alert = page.getByRole('alert').filter({ hasText: 'CORS' }).first();
  await expect(alert.locator('pre').first()).toBeVisible();
  const clipped = await alert.locator('pre').evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length);
  expect(clipped).toBe(0);
  const box = await alert.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(1280);
});

test.describe('a Server URL that is not an http(s) URL', () => {
  test('a pasted command gets the line that bridges it, and nothing is sent', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`server=${encodeURIComponent('https://demo.mcp-console.invalid/mcp')}`);
    await app.expectConnected('2026-07-28');
    await app.disconnect.click();
    await app.openTab('Traffic');
    // Count once the connection's exchanges are drawn: a table still rendering would count 0.
    await expect(app.traffic.getByRole('row').nth(1)).toBeVisible();
    const rows = await app.traffic.getByRole('row').count();
    await app.connectTo('npx -y @modelcontextprotocol/server-memory');
    const alert = page.getByRole('alert').filter({ hasText: 'looks like the command of a stdio server' });
    await expect(alert).toContainText('npx mcp-console -- npx -y @modelcontextprotocol/server-memory');
    await expect(page.getByText(/TypeError|Invalid URL/)).toHaveCount(0);
    await expect(app.traffic.getByRole('row')).toHaveCount(rows);
    await app.serverUrl.fill('localhost:3000/mcp');
    await expect(alert).toHaveCount(0);
    await app.connect.click();
    await expect(page.getByRole('alert').filter({ hasText: 'e.g. http://localhost:3000/mcp' })).toBeVisible();
  });

  test('a deep link to a command says what is expected instead of a TypeError', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`server=${encodeURIComponent('node build/index.js')}`);
    await expect(page.getByRole('alert').filter({ hasText: 'npx mcp-console -- node build/index.js' })).toBeVisible();
    await expect(page.getByText(/TypeError|Invalid URL/)).toHaveCount(0);
  });
});
