import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import type { FixtureServer } from './fixtures/serve-node';
import { spawnFixture } from './fixtures/spawn-fixture';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS } from './ports';

// A v1-SDK SSEServerTransport server (e2e/fixtures/v1-sse-server.ts) killed and started again on
// the same port, as its author's dev loop does: HTTP+SSE has no session to renew, so the console
// must notice the dropped stream and open a new one with a new handshake.
const STATUS_URI = 'legacy-sse://status.txt';
const sseUrl = `http://127.0.0.1:${E2E_PORTS.sseRestart}/sse`;
const SSE_STATUS = '2024-11-05 · HTTP+SSE';
const DISCONNECTED = /^Disconnected — (retrying in \d+ s|reconnecting…)$/;

const start = (generation: number): Promise<FixtureServer> =>
  spawnFixture('v1-sse-server.ts', { PORT: String(E2E_PORTS.sseRestart), DEV_LOOP_GENERATION: String(generation) });

const status = (app: ConsolePage) => app.page.getByRole('region', { name: 'Connection' }).getByRole('status');

async function callWhoAnswers(tools: ToolsPage, note: string): Promise<void> {
  await tools.openTab('Tools');
  await tools.page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^Who answers who-answers/ }).click();
  await tools.argument('note').fill(note);
  await tools.callTool.click();
}

test.describe('an HTTP+SSE (2024-11-05) server that stops and starts again', () => {
  test.describe.configure({ timeout: 60_000 });
  let server: FixtureServer | undefined;
  test.afterEach(async () => {
    await server?.close();
  });

  test('the dropped stream shows Disconnected, the console reconnects by itself and the resource and tools answer from the new process', async ({ page }) => {
    server = await start(1);
    const tools = new ToolsPage(page);
    const resources = new ResourcesPage(page);
    await tools.open(`server=${encodeURIComponent(sseUrl)}&panel=resources&uri=${encodeURIComponent(STATUS_URI)}`);
    await tools.expectConnected(SSE_STATUS);
    await expect(resources.contents).toContainText('Server generation 1');

    // Killed, not shut down: the GET stream just ends. No click; the dropped stream is the cue.
    await server.close();
    server = undefined;
    await expect(status(tools)).toHaveText(DISCONNECTED);
    await expect(page.getByRole('button', { name: 'Reconnect now', exact: true })).toBeVisible();
    await expectAxeCleanInBothThemes(page);

    server = await start(2);
    await expect(status(tools)).toContainText(`Connected · `, { timeout: 20_000 });
    await expect(status(tools)).toContainText(SSE_STATUS);
    await expect(resources.contents).toContainText('Server generation 2');
    await expect(page.getByRole('note', { name: 'Connection notice' })).toContainText('the console reconnected');
    await expect(resources.item('Status')).toHaveAttribute('aria-selected', 'true');

    await callWhoAnswers(tools, 'after the restart');
    await expect(tools.result).toContainText('“after the restart” answered by generation 2');
  });

  test('Reconnect now opens a new stream without waiting for the countdown', async ({ page }) => {
    server = await start(1);
    const app = new ConsolePage(page);
    const resources = new ResourcesPage(page);
    await app.open(`server=${encodeURIComponent(sseUrl)}&panel=resources&uri=${encodeURIComponent(STATUS_URI)}`);
    await expect(resources.contents).toContainText('Server generation 1');
    await server.close();
    server = undefined;
    // After four failed attempts the wait is 8 s: enough to start the server and beat the countdown.
    await expect(status(app)).toHaveText('Disconnected — retrying in 8 s', { timeout: 15_000 });
    server = await start(3);
    await expect(status(app)).toHaveText(/^Disconnected — retrying in [1-7] s$/);
    await page.getByRole('button', { name: 'Reconnect now', exact: true }).click();
    await expect(resources.contents).toContainText('Server generation 3', { timeout: 3_000 });
    await app.expectConnected(SSE_STATUS);
  });
});
