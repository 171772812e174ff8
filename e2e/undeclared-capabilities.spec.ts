import { expect, test, type APIRequestContext } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PalettePage } from './pages/palette-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('toolsOnly') });

const TOOLS_ONLY = fixtureUrl(E2E_PORTS.toolsOnly);
const CONTROL = TOOLS_ONLY.replace(/\/mcp$/, '/control');
const UNDECLARED = /^(resources|prompts|completion|logging)\//;

async function methodsReceived(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.post(`${CONTROL}/methods`);
  expect(response.ok()).toBe(true);
  const counts: unknown = await response.json();
  if (typeof counts !== 'object' || counts === null) throw new Error('the fixture answered no counts');
  return Object.fromEntries(Object.entries(counts).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

test.describe('a tools-only 2026-07-28 server (issue 33)', () => {
  test.beforeEach(async ({ request }) => {
    expect((await request.post(`${CONTROL}/reset`)).ok()).toBe(true);
  });

  test('every panel opens and a tool call runs without one undeclared method sent, and no alert', async ({ page, request }) => {
    const tools = new ToolsPage(page);
    await tools.open(new URLSearchParams({ server: TOOLS_ONLY, panel: 'tools', tool: 'list_directory' }).toString());
    await tools.expectConnected('2026-07-28');
    await tools.callTool.click();
    await expect(tools.result.getByRole('status')).toContainText('Succeeded');
    await expect(tools.result).toContainText('[DIR] notes');

    for (const [tab, notice] of [
      ['Resources', 'does not offer resources'],
      ['Templates', 'does not offer resources'],
      ['Prompts', 'does not offer prompts'],
    ] as const) {
      await tools.openTab(tab);
      await expect(page.getByRole('tabpanel').getByText(notice)).toBeVisible();
    }
    await tools.openTab('Subscriptions');
    await expect(page.getByRole('button', { name: 'Listen', exact: true })).toBeVisible();

    const palette = new PalettePage(page);
    await palette.find('list_directory');
    await expect(palette.option('list_directory')).toBeVisible();
    await page.keyboard.press('Escape');

    await tools.openTab('Traffic');
    await expect(tools.trafficRows('tools/call')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const undeclared = Object.keys(await methodsReceived(request)).filter((method) => UNDECLARED.test(method));
    expect(undeclared).toEqual([]);
    expect((await methodsReceived(request))['tools/list']).toBeGreaterThan(0);
  });

  test('the same holds after a reload that reconnects and re-opens every deep-linked panel', async ({ page, request }) => {
    const app = new ConsolePage(page);
    for (const panel of ['resources', 'templates', 'prompts', 'subscriptions', 'cache', 'history']) {
      await app.open(new URLSearchParams({ server: TOOLS_ONLY, panel }).toString());
      await app.expectConnected('2026-07-28');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    await app.openTab('Tools');
    await expect(page.getByRole('button', { name: 'Call tool', exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const undeclared = Object.keys(await methodsReceived(request)).filter((method) => UNDECLARED.test(method));
    expect(undeclared).toEqual([]);
  });

  test('a legacy server without prompts: the Prompts panel says so and the console sends no prompts/list', async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(new URLSearchParams({ server: fixtureUrl(E2E_PORTS.v1SdkTools), panel: 'prompts' }).toString());
    await app.expectConnected('2025-');
    await expect(page.getByRole('tabpanel').getByText('does not offer prompts')).toBeVisible();
    await app.openTab('Resources');
    await expect(page.getByRole('treeitem', { name: 'readme' })).toBeVisible();
    await app.openTab('Traffic');
    await expect(app.trafficRows('resources/list').first()).toBeVisible();
    await expect(app.trafficRows('prompts/list')).toHaveCount(0);
    await expect(app.trafficRows('completion/complete')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
