import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import type { FixtureServer } from './fixtures/serve-node';
import { spawnFixture } from './fixtures/spawn-fixture';
import { ConsolePage } from './pages/console-page';
import { PalettePage } from './pages/palette-page';
import { PromptsPage } from './pages/prompts-page';
import { ResourcesPage } from './pages/resources-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('devLoop') });

const STATUS_URI = 'dev://status.txt';
const restartUrl = fixtureUrl(E2E_PORTS.devLoopRestart);
const pagedUrl = fixtureUrl(E2E_PORTS.devLoop);

const start = (generation: number): Promise<FixtureServer> =>
  spawnFixture('dev-loop-server.ts', { PORT: String(E2E_PORTS.devLoopRestart), DEV_LOOP_GENERATION: String(generation) });

const status = (app: ConsolePage) => app.page.getByRole('region', { name: 'Connection' }).getByRole('status');

/** How many tools/call the running dev-loop process answered (its own count, since its start). */
async function toolCallsAnswered(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.devLoopRestart}/control/calls`);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'toolCalls' in body && typeof body.toolCalls === 'number' ? body.toolCalls : -1;
}

test.describe('a 2026-07-28 server that stops and starts again', () => {
  test.describe.configure({ timeout: 60_000 });
  let server: FixtureServer | undefined;
  test.afterEach(async () => {
    await server?.close();
  });

  test('shows Disconnected with a countdown, reconnects by itself and refreshes the selected resource', async ({ page }) => {
    server = await start(1);
    const app = new ConsolePage(page);
    const resources = new ResourcesPage(page);
    await app.open(`server=${encodeURIComponent(restartUrl)}&panel=resources&uri=${encodeURIComponent(STATUS_URI)}`);
    await app.expectConnected('2026-07-28');
    await expect(resources.contents).toContainText('Server generation 1');
    await resources.filter.fill('stat');

    await server.close();
    server = undefined;
    await resources.button('Refresh').click();
    await expect(status(app)).toHaveText(/^Disconnected — (retrying in \d+ s|reconnecting…)$/);
    await expect(page.getByRole('button', { name: 'Reconnect now', exact: true })).toBeVisible();
    // The wait grows (1, 2, 4 s…) and counts down each second.
    await expect(status(app)).toHaveText('Disconnected — retrying in 4 s', { timeout: 10_000 });
    await expect(status(app)).toHaveText('Disconnected — retrying in 3 s');

    server = await start(2);
    // The next attempt comes by itself (at most 8 s after the last); no click.
    await expect(status(app)).toContainText('Connected · 2026-07-28', { timeout: 20_000 });
    await expect(resources.contents).toContainText('Server generation 2');
    await expect(page.getByRole('note', { name: 'Connection notice' })).toContainText('the console reconnected');
    // Nothing the user typed is lost; the selection stays.
    await expect(resources.filter).toHaveValue('stat');
    await expect(resources.item('Status')).toHaveAttribute('aria-selected', 'true');
  });

  test('an open prompt preview is got again after the reconnect, with its arguments, without a click', async ({ page }) => {
    server = await start(1);
    const app = new ConsolePage(page);
    const prompts = new PromptsPage(page);
    await app.open(`server=${encodeURIComponent(restartUrl)}&panel=prompts&prompt=greeting`);
    await app.expectConnected('2026-07-28');
    const name = prompts.argument('name');
    await name.fill('Ada');
    await prompts.getPrompt.click();
    await expect(prompts.message('user')).toHaveText(/Hello Ada, from server generation 1\./);

    await server.close();
    server = undefined;
    // The author keeps typing while the server restarts; the completion request finds it gone.
    await name.fill('Ada Lovelace');
    await expect(status(app)).toHaveText(/^Disconnected — (retrying in \d+ s|reconnecting…)$/);
    server = await start(2);
    await expect(status(app)).toContainText('Connected · 2026-07-28', { timeout: 20_000 });
    // The preview is got again by itself, with the arguments it was got with; the form keeps what was typed since.
    await expect(prompts.message('user')).toHaveText(/Hello Ada, from server generation 2\./);
    await expect(page.getByRole('status').filter({ hasText: 'Refreshed after the console reconnected to the server' })).toBeVisible();
    await expect(name).toHaveValue('Ada Lovelace');
    await expectAxeCleanInBothThemes(page);
  });

  test('a tool result is marked as from before the reconnect, and the tool is not called again', async ({ page }) => {
    server = await start(1);
    let callsSent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && (request.postData() ?? '').includes('"tools/call"')) callsSent += 1;
    });
    const tools = new ToolsPage(page);
    await tools.openTool('append-note', restartUrl);
    await tools.argument('note').fill('first');
    await tools.callTool.click();
    await expect(tools.result).toContainText('Appended “first” (call 1 of generation 1).');
    expect(await toolCallsAnswered()).toBe(1);

    await server.close();
    server = undefined;
    // Opening the command palette lists the resources (nothing had them yet): that request finds the server gone.
    // The palette stays open until the console has seen the failure: closing it earlier cancels a
    // listing that may not have been sent yet (a slow machine), and then nothing finds the server gone.
    await page.keyboard.press('Control+k');
    const palette = new PalettePage(page);
    await expect(palette.options.first()).toBeVisible();
    const statusBehindDialog = page.getByRole('region', { name: 'Connection', includeHidden: true }).getByRole('status', { includeHidden: true });
    await expect(statusBehindDialog).toHaveText(/^Disconnected — (retrying in \d+ s|reconnecting…)$/);
    await page.keyboard.press('Escape');
    await expect(palette.dialog).toBeHidden();
    await expect(status(tools)).toHaveText(/^Disconnected — (retrying in \d+ s|reconnecting…)$/);
    server = await start(2);
    await expect(status(tools)).toContainText('Connected · 2026-07-28', { timeout: 20_000 });
    await expect(tools.result.getByRole('status').filter({ hasText: 'This result is from before the server restarted' })).toContainText(
      'press Call tool again to refresh it',
    );
    // The old result stays, the typed arguments too, and nothing was called again: not by the browser, not on the new server.
    await expect(tools.result).toContainText('Appended “first” (call 1 of generation 1).');
    await expect(tools.argument('note')).toHaveValue('first');
    expect(await toolCallsAnswered()).toBe(0);
    expect(callsSent).toBe(1);
    await expectAxeCleanInBothThemes(page);
  });

  test('Reconnect now does not wait for the countdown', async ({ page }) => {
    server = await start(1);
    const app = new ConsolePage(page);
    const resources = new ResourcesPage(page);
    await app.open(`server=${encodeURIComponent(restartUrl)}&panel=resources&uri=${encodeURIComponent(STATUS_URI)}`);
    await expect(resources.contents).toContainText('Server generation 1');
    await server.close();
    await resources.button('Refresh').click();
    // After four failed attempts the wait is 8 s: enough to start the server and beat the countdown.
    await expect(status(app)).toHaveText('Disconnected — retrying in 8 s', { timeout: 15_000 });
    server = await start(3);
    await expect(status(app)).toHaveText(/^Disconnected — retrying in [1-7] s$/);
    await page.getByRole('button', { name: 'Reconnect now', exact: true }).click();
    await expect(resources.contents).toContainText('Server generation 3', { timeout: 3_000 });
    await app.expectConnected('2026-07-28');
  });
});

test('a server that forgets its cursors between two pages of Load all: the listing restarts and completes', async ({ page }) => {
  const control = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${E2E_PORTS.devLoop}/control/${path}`, { method: 'POST' });
    expect(response.status).toBe(200);
  };
  const app = new ConsolePage(page);
  const resources = new ResourcesPage(page);
  await app.open(`server=${encodeURIComponent(pagedUrl)}&panel=resources&uri=${encodeURIComponent(STATUS_URI)}`);
  await app.expectConnected('2026-07-28');
  await expect(page.getByText('1 page · 4 resources loaded · more available')).toBeVisible();
  await expect(resources.contents).toContainText('Server generation');

  await resources.filter.fill('file');
  await control('hold?page=3');
  await resources.button('Load all').click();
  await expect(page.getByText('Loading all… 2 pages, 8 resources')).toBeVisible();
  await control('restart');

  await expect(page.getByText('3 pages · 12 resources loaded · complete')).toBeVisible();
  await expect(page.getByText(/rejected a cursor as invalid or expired; the listing restarted from the first page/)).toBeVisible();
  // The selection and the filter stay as the user left them.
  await expect(resources.filter).toHaveValue('file');
  await expect(resources.item('file-11')).toBeVisible();
  await resources.filter.fill('');
  await expect(resources.item('Status')).toHaveAttribute('aria-selected', 'true');
  await expect(resources.contents).toContainText('Server generation');
});
