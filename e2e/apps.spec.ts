import { expect, test, type Page } from '@playwright/test';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('apps') });

const SERVER = fixtureUrl(E2E_PORTS.apps);
const ORIGIN = `http://127.0.0.1:${E2E_PORTS.apps}`;
const UNDECLARED = `http://127.0.0.1:${E2E_PORTS.appsUndeclared}/ping`;
const FRAME = 'iframe[title="App: show_weather"]';

/** The app's own document, inside the sandbox proxy frame. */
const appDocument = (page: Page) => page.locator(FRAME).contentFrame().locator('iframe').contentFrame();

async function callWeather(page: Page, theme?: 'light'): Promise<ToolsPage> {
  const tools = new ToolsPage(page);
  const params = new URLSearchParams({ panel: 'tools', tool: 'show_weather', server: SERVER, ...(theme === undefined ? {} : { theme }) });
  await tools.open(params.toString());
  await tools.argument('city').fill('Paris');
  await tools.argument('console').fill(`http://127.0.0.1:${E2E_PORTS.app}/`);
  await tools.argument('declared').fill(`${ORIGIN}/ping`);
  await tools.argument('undeclared').fill(UNDECLARED);
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: 'Succeeded' })).toBeVisible();
  return tools;
}

async function toolCallsOnServer(page: Page): Promise<unknown> {
  const response = await page.request.get(`${ORIGIN}/control/calls`);
  return response.json();
}

test.describe('MCP Apps', () => {
  test('a tool with a view is badged, and its view gets the input, then the result', async ({ page }) => {
    const tools = new ToolsPage(page);
    await tools.openTool('show_weather', SERVER);
    const list = page.getByRole('navigation', { name: 'Tool list' });
    await expect(list.getByRole('button', { name: /Show_weather|show_weather/ })).toContainText('App');
    await expect(list.getByRole('button', { name: /model_only/ })).not.toContainText('App');
    await callWeather(page);
    await expect(tools.result).toContainText('Weather in Paris: sunny');
    const app = appDocument(page);
    await expect(app.locator('#input')).toContainText('"city":"Paris"');
    await expect(app.locator('#result')).toHaveText('Weather in Paris: sunny, 21 °C');
  });

  test('the app may call an app-only tool; a model-only tool is refused and never reaches the server', async ({ page }) => {
    await callWeather(page);
    const app = appDocument(page);
    await expect(app.locator('#app-call')).toHaveText('ok: refreshed at 12:00');
    await expect(app.locator('#model-call')).toContainText('refused: Tool "model_only" is not visible to apps');
    const calls = await toolCallsOnServer(page);
    expect(calls).toContain('app_refresh');
    expect(calls).not.toContain('model_only');
    // The app's own request is in the Traffic log, marked as the app's.
    const tools = new ToolsPage(page);
    await tools.openTab('Traffic');
    await expect(page.getByRole('row').filter({ hasText: 'from app: App: show_weather' })).toHaveCount(1);
  });

  test('the app cannot reach the console’s DOM, storage or origin, and its CSP blocks undeclared domains', async ({ page }) => {
    await callWeather(page);
    const app = appDocument(page);
    await expect(app.locator('#parent-dom')).toHaveText(/^blocked: SecurityError/);
    await expect(app.locator('#storage')).toHaveText(/^blocked: SecurityError/);
    await expect(app.locator('#console-fetch')).toHaveText(/^blocked/);
    await expect(app.locator('#declared-fetch')).toHaveText('ok: pong');
    await expect(app.locator('#undeclared-fetch')).toHaveText(/^blocked/);
    await expect(app.locator('#csp')).toContainText(`connect-src ${UNDECLARED}`);
  });

  test('the view’s height follows size-changed and the console’s theme reaches it', async ({ page }) => {
    await callWeather(page, 'light');
    await expect(page.locator(FRAME)).toHaveCSS('height', '412px');
    const app = appDocument(page);
    await expect(app.locator('#theme')).toHaveText('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(app.locator('#theme')).toHaveText('dark');
  });

  test('a ui:// resource opened in Resources gets a preview with an empty tool context', async ({ page }) => {
    const console_ = new ToolsPage(page);
    await console_.open(new URLSearchParams({ panel: 'resources', uri: 'ui://weather/view', server: SERVER }).toString());
    const preview = page.locator('iframe[title="App preview: ui://weather/view"]').contentFrame().locator('iframe').contentFrame();
    await expect(preview.locator('#theme')).toHaveText(/light|dark/);
    await expect(preview.locator('#input')).toHaveText('none');
    await expect(preview.locator('#result')).toHaveText('none');
  });
});
