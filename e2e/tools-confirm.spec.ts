import { expect, test } from '@playwright/test';
import { SharingPage } from './pages/sharing-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('shortTtl') });

// The short-TTL fixture's `noop` has no annotations: by the spec defaults it may be destructive.
const server = fixtureUrl(E2E_PORTS.shortTtl);

async function callNoop(tools: ToolsPage): Promise<void> {
  await tools.callTool.click();
}

test('"Don\'t ask again" skips the confirmation for that tool on that server, after a reload too, until reset', async ({ page }) => {
  const tools = new ToolsPage(page);
  const dialog = page.getByRole('alertdialog', { name: 'Call noop?' });
  await tools.openTool('noop', server);
  await callNoop(tools);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^Don.t ask again for this tool on this server$/ }).check();
  await dialog.getByRole('button', { name: 'Call anyway', exact: true }).click();
  await expect(tools.result).toContainText('ok');

  await callNoop(tools);
  await expect(dialog).toHaveCount(0);
  await tools.openTab('Traffic');
  await expect(tools.trafficRows('tools/call')).toHaveCount(2);

  await tools.openTool('noop', server);
  await callNoop(tools);
  await expect(tools.result).toContainText('ok');
  await expect(dialog).toHaveCount(0);

  // Reset in the saved server's settings: the tool asks again.
  await page.getByRole('button', { name: 'Save server', exact: true }).click();
  await expect(page.getByText('Called without asking: noop')).toBeVisible();
  await page.getByRole('button', { name: 'Ask again for every tool', exact: true }).click();
  await expect(page.getByText('Every possibly destructive tool asks before it is called.')).toBeVisible();
  await callNoop(tools);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
});

test('a tool of another server still asks', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('noop', server);
  await page.evaluate((url) => {
    localStorage.setItem('mcp-console.confirm-skips', JSON.stringify({ version: 1, servers: { [`${url}?other`]: ['noop'] } }));
  }, server);
  await tools.openTool('noop', server);
  await callNoop(tools);
  await expect(page.getByRole('alertdialog', { name: 'Call noop?' })).toBeVisible();
});

test('a replayed session never asks: the call is answered from the recording', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('noop', server);
  await tools.callTool.click();
  await page.getByRole('alertdialog', { name: 'Call noop?' }).getByRole('button', { name: 'Call anyway', exact: true }).click();
  await expect(tools.result).toContainText('ok');
  const recording = await new SharingPage(page).exportSession();

  // The server is unreachable from here on; nothing was waived, so only the replay skips the question.
  const fresh = page;
  await fresh.route(server, (route) => route.abort());
  const replay = new ToolsPage(fresh);
  await replay.open('panel=tools');
  await new SharingPage(fresh).importSession(recording.path);
  await expect(fresh.getByRole('status', { name: 'Replay' })).toBeVisible();
  await replay.openTab('Tools');
  await fresh.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /noop/ }).click();
  await replay.callTool.click();
  await expect(replay.result).toContainText('ok');
  await expect(fresh.getByRole('alertdialog')).toHaveCount(0);
});
