import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { callEcho, replayOffline } from './history-steps';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';
import { HistoryPage } from './pages/history-page';
import { SharingPage } from './pages/sharing-page';
import { ToolsPage } from './pages/tools-page';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('history') });

const SERVER = fixtureUrl(E2E_PORTS.history);
const CONTROL = `http://127.0.0.1:${E2E_PORTS.history}/control/answer`;

test.beforeEach(async ({ request }) => {
  // The fixture's answer is shared by every test: each starts from the initial one.
  expect((await request.post(CONTROL)).ok()).toBe(true);
});

test('calls are kept, re-run, compared, and run as a collection that notices a changed answer', async ({ page, request }) => {
  const tools = new ToolsPage(page);
  const history = new HistoryPage(page);
  await tools.openTool('echo', SERVER);
  await tools.expectConnected('2026-07-28');
  await callEcho(tools, 'one');
  await callEcho(tools, 'two');

  await history.openTab('History');
  await expect(history.rows).toHaveCount(2);
  await expect(history.rowsWith('{"text":"one"}')).toContainText('tools/call');
  await history.rowsWith('{"text":"one"}').getByRole('button', { name: 'Re-run', exact: true }).click();
  await expect(history.rows).toHaveCount(3);
  await expect(history.rowsWith('{"text":"one"}')).toHaveCount(2);

  await history.select(1, 2);
  await history.compare.click();
  await expect(history.diff).toBeVisible();
  await expect(history.diff.getByRole('row').filter({ hasText: 'structuredContent.echoed' })).toContainText('one');
  await expect(history.diff.getByRole('row').filter({ hasText: 'structuredContent.echoed' })).toContainText('two');
  await expect(history.diff.getByRole('row').filter({ hasText: 'content[0].text' })).toContainText('two');

  // A second tool, then calls 2 (echo two) and 4 (answer) pinned into one collection.
  await tools.openTool('answer', SERVER);
  await tools.callTool.click();
  await expect(tools.result).toContainText('The answer is forty-two.');
  await history.openTab('History');
  await expect(history.rows).toHaveCount(4);
  await history.select(2, 4);
  await history.pin('smoke');
  const smoke = history.collection('smoke');
  await expect(smoke.getByRole('listitem')).toHaveCount(2);
  for (const box of await smoke.getByRole('checkbox', { name: 'Expect same result' }).all()) await box.check();

  await history.runCollection('smoke', '2 passed, 0 failed');
  await expect(history.runReport('smoke').getByRole('row').filter({ hasText: 'pass' })).toHaveCount(2);

  expect((await request.post(`${CONTROL}?value=changed`)).ok()).toBe(true);
  await history.runCollection('smoke', '1 passed, 1 failed');
  const report = history.runReport('smoke');
  await expect(report.getByRole('row').filter({ hasText: 'tools/call echo' })).toContainText('pass');
  await expect(report.getByRole('row').filter({ hasText: 'tools/call answer' })).toContainText('fail');
  await expect(report.getByRole('row').filter({ hasText: 'tools/call answer' })).toContainText('differs from the saved one');
});

test('Re-run of a call that needed input asks again in the Input required dialog', async ({ page }) => {
  const tools = new ToolsPage(page);
  const history = new HistoryPage(page);
  const dialog = page.getByRole('dialog', { name: 'Input required' });
  await tools.openTool('greet', SERVER);
  await tools.callTool.click();
  await expect(dialog).toContainText('Who is calling?');
  await dialog.getByRole('textbox', { name: 'name' }).fill('Ada');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(tools.result).toContainText('hello Ada');

  await history.openTab('History');
  await expect(history.rows).toHaveCount(1);
  await history.rows.getByRole('button', { name: 'Re-run', exact: true }).click();
  await expect(dialog).toContainText('Who is calling?');
  await dialog.getByRole('textbox', { name: 'name' }).fill('Grace');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(history.rows).toHaveCount(2);
  await history.select(1, 2);
  await history.compare.click();
  await expect(history.diff.getByRole('row').filter({ hasText: 'content[0].text' })).toContainText('hello Grace');
});

test('Re-run sends a tool call\'s Mcp-Param headers again (the server enforces them)', async ({ page }) => {
  const tools = new ToolsPage(page);
  const history = new HistoryPage(page);
  await tools.openTool('deploy', fixtureUrl(E2E_PORTS.headerTools));
  await tools.argument('service').fill('api');
  await tools.argument('region').fill('eu-west-1');
  await tools.argument('replicas', 'spinbutton').fill('3');
  await tools.callTool.click();
  await expect(tools.result).toContainText('deployed api to eu-west-1 x3');
  await history.openTab('History');
  await history.rows.getByRole('button', { name: 'Re-run', exact: true }).click();
  await expect(history.rows).toHaveCount(2);
  await expect(history.rows.filter({ hasText: 'error' })).toHaveCount(0);
  await history.select(1, 2);
  await history.compare.click();
  await expect(history.diff.getByRole('status')).toHaveText('The results are the same.');
});

test('History survives a reload and Clear empties it', async ({ page }) => {
  const tools = new ToolsPage(page);
  const history = new HistoryPage(page);
  await tools.openTool('echo', SERVER);
  await callEcho(tools, 'kept');
  await history.open(`server=${encodeURIComponent(SERVER)}&panel=history`);
  await expect(history.rowsWith('{"text":"kept"}')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'History actions' })).toContainText(/stored in this browser/);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(history.rows).toHaveCount(0);
});

test('an exported session brings its History back in a fresh browser with the server unreachable', async ({ page, browser }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('echo', SERVER);
  await callEcho(tools, 'recorded');
  await new HistoryPage(page).openTab('History');
  await expect(new HistoryPage(page).rows).toHaveCount(1);
  const recording = await new SharingPage(page).exportSession();

  await replayOffline(browser, new URL(SERVER).origin, recording.path, async (other, attempts) => {
    const history = new HistoryPage(other);
    await expect(history.rowsWith('{"text":"recorded"}')).toHaveCount(1);
    await expect(history.rowsWith('{"text":"recorded"}')).toContainText('tools/call');
    await expect(other.getByRole('group', { name: 'History actions' })).toContainText('recorded in the imported session');

    // A version 1 file (no history member) still imports, in a new page (a recording's History
    // lives in page memory): its calls are rebuilt from the recorded frames.
    const { history: _history, ...rest } = JSON.parse(await readFile(recording.path, 'utf8')) as Record<string, unknown>;
    const v1 = Buffer.from(JSON.stringify({ ...rest, version: 1 }));
    const older = await other.context().newPage();
    const olderHistory = new HistoryPage(older);
    await olderHistory.open('panel=history');
    await new SharingPage(older).importSession({ name: 'old-session.json', mimeType: 'application/json', buffer: v1 });
    await expect(older.getByRole('status', { name: 'Replay' })).toContainText('old-session.json');
    await expect(olderHistory.rowsWith('{"text":"recorded"}')).toHaveCount(1);
    expect(attempts).toEqual([]);
  });
});
