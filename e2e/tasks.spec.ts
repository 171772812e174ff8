import { expect, test, type APIRequestContext } from '@playwright/test';
import { REPORT_TEXT } from './fixtures/tasks-server';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('tasks') });

const SERVER = fixtureUrl(E2E_PORTS.tasks);
const CONTROL = `http://127.0.0.1:${E2E_PORTS.tasks}/control`;

/** Moves the fixture's running tasks (no sleeps: the test decides when a task finishes). */
async function control(request: APIRequestContext, action: 'complete' | 'ask' | 'fail'): Promise<void> {
  const response = await request.post(`${CONTROL}/${action}`);
  expect(response.ok()).toBe(true);
}

// Tasks left running by an earlier test must not complete under a later one.
test.afterEach(async ({ request }) => control(request, 'fail'));

test('a tool call that returns a task shows it working, polls tasks/get, then shows its result', async ({ page, request }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('slow-report', SERVER);
  await tools.callTool.click();
  const status = tools.result.getByRole('status').filter({ hasText: /^Task task-\d+: working/ });
  await expect(status).toContainText('Collecting data');
  await expect(status).toContainText(/\d+ s$/);
  await expect(tools.result.getByRole('button', { name: 'Cancel task' })).toBeVisible();
  await control(request, 'complete');
  await expect(tools.result.getByRole('status').filter({ hasText: /^Task task-\d+: completed/ })).toBeVisible();
  await expect(tools.result).toContainText(REPORT_TEXT);
  await expect(tools.result.getByRole('button', { name: 'Cancel task' })).toHaveCount(0);
  // The polls go through the tapped fetch, with the Mcp-Name header the extension requires.
  const headers = await tools.lastRequestHeaders('tasks/get');
  await expect(headers.getByRole('row').filter({ hasText: 'mcp-name' })).toContainText(/task-\d+/);
});

test('Cancel task sends tasks/cancel and the status becomes cancelled', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('slow-report', SERVER);
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: /: working/ })).toBeVisible();
  await tools.result.getByRole('button', { name: 'Cancel task' }).click();
  await expect(tools.result.getByRole('status').filter({ hasText: /^Task task-\d+: cancelled/ })).toBeVisible();
  await tools.openTab('Traffic');
  await expect(tools.trafficRows('tasks/cancel')).toHaveCount(1);
});

test('input_required goes through the Input required dialog and is answered with tasks/update', async ({ page, request }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('slow-report', SERVER);
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: /: working/ })).toBeVisible();
  await control(request, 'ask');
  const dialog = page.getByRole('dialog', { name: 'Input required' });
  await expect(dialog).toContainText('Which scope should the report cover?');
  await dialog.getByRole('textbox', { name: 'Scope' }).fill('eu');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(tools.result.getByRole('status').filter({ hasText: /: working — Scope eu: collecting data/ })).toBeVisible();
  await control(request, 'complete');
  await expect(tools.result).toContainText(`${REPORT_TEXT} (scope: eu)`);
  await tools.openTab('Traffic');
  await expect(tools.trafficRows('tasks/update')).toHaveCount(1);
});

test('a task that fails shows failed and stops offering Cancel task', async ({ page, request }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('slow-report', SERVER);
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: /: working/ })).toBeVisible();
  await control(request, 'fail');
  await expect(tools.result.getByRole('status').filter({ hasText: /^Task task-\d+: failed — The data source went away/ })).toBeVisible();
  await expect(tools.result.getByRole('button', { name: 'Cancel task' })).toHaveCount(0);
});
