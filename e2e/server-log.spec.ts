import { expect, test, type Page } from '@playwright/test';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('tasks') });

const SERVER = fixtureUrl(E2E_PORTS.tasks);

async function openServerLog(page: Page) {
  await page.getByText('Server log', { exact: true }).click();
  return page.getByRole('log', { name: 'Server log' });
}

test('log lines of a call appear in Server log, linked to the call, and the level filter works', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('noisy-build', SERVER);
  const log = await openServerLog(page);
  await page.getByRole('combobox', { name: 'Log level' }).selectOption('debug');
  await tools.callTool.click();
  await expect(tools.result).toContainText('Build finished');
  const lines = log.getByRole('listitem');
  await expect(lines).toHaveCount(5);
  await expect(lines.first()).toContainText('debug');
  await expect(lines.first()).toContainText('builder');
  await expect(lines.first()).toContainText('build step at debug');
  await expect(lines.first().getByRole('button', { name: /tools\/call noisy-build #/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show levels' }).selectOption('warning');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('build step at warning');
  await expect(lines.nth(1)).toContainText('build step at error');
  // The data is JSON, expandable.
  await lines.nth(1).locator('summary').click();
  await expect(lines.nth(1)).toContainText('"step": "error"');
  // The line links to the request that produced it.
  await lines.nth(1).getByRole('button', { name: /tools\/call noisy-build/ }).click();
  await expect(page.getByRole('table', { name: 'Traffic' })).toBeVisible();
});

test('the level asked for rides on the call, is remembered per server, and the server honours it', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('noisy-build', SERVER);
  await openServerLog(page);
  await page.getByRole('combobox', { name: 'Log level' }).selectOption('warning');
  await page.reload();
  await expect(tools.callTool).toBeVisible();
  const log = await openServerLog(page);
  await expect(page.getByRole('combobox', { name: 'Log level' })).toHaveValue('warning');
  await tools.callTool.click();
  await expect(tools.result).toContainText('Build finished');
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await tools.openTab('Traffic');
  await tools.trafficRows('tools/call').last().click();
  await expect(page.getByText('"io.modelcontextprotocol/logLevel": "warning"').first()).toBeVisible();
});

test('on a legacy server that declares logging, the level is sent with logging/setLevel', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('echo', fixtureUrl(E2E_PORTS.everything));
  await openServerLog(page);
  await page.getByRole('combobox', { name: 'Log level' }).selectOption('info');
  await tools.openTab('Traffic');
  await expect(tools.trafficRows('logging/setLevel')).toHaveCount(1);
});

test('with no setting touched, a server that declares logging is asked for info and its lines are counted as new; off stops them', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('noisy-build', SERVER);
  await tools.callTool.click();
  await expect(tools.result).toContainText('Build finished');
  const summary = page.locator('summary', { hasText: 'Server log' });
  // info and above: the debug line is left out.
  await expect(summary).toContainText('4 new');
  const log = await openServerLog(page);
  await expect(page.getByRole('combobox', { name: 'Log level' })).toHaveValue('info');
  await expect(log.getByRole('listitem')).toHaveCount(4);
  await expect(log.getByRole('listitem').filter({ hasText: 'build step at debug' })).toHaveCount(0);
  // Off: the next call carries no level, so the server sends it no log lines.
  await page.getByRole('combobox', { name: 'Log level' }).selectOption('off');
  await tools.callTool.click();
  await tools.openTab('Traffic');
  await expect(tools.trafficRows('tools/call')).toHaveCount(2);
  await tools.trafficRows('tools/call').last().click();
  await expect(page.getByText('"name": "noisy-build"').first()).toBeVisible();
  await expect(page.getByText('io.modelcontextprotocol/logLevel')).toHaveCount(0);
});
