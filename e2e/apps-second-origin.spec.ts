import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { sandboxHandler, withSandboxOrigin } from '../bin/serve/site/sandbox-origin';
import { siteHandler } from '../bin/serve/site/site-handler';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('apps') });

// The built site as `mcp-console serve --sandbox-port` serves it: console and sandbox proxy on two ports.
const SITE_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const CONSOLE = `http://127.0.0.1:${E2E_PORTS.appsConsole}`;
const SANDBOX = `http://127.0.0.1:${E2E_PORTS.appsSandbox}`;

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

let servers: Server[] = [];
test.beforeAll(async () => {
  const site = createServer(siteHandler(SITE_DIR, (html) => withSandboxOrigin(html, SANDBOX)));
  const sandbox = createServer(sandboxHandler(SITE_DIR, () => CONSOLE));
  servers = [site, sandbox];
  await Promise.all([listen(site, E2E_PORTS.appsConsole), listen(sandbox, E2E_PORTS.appsSandbox)]);
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

test('with a second origin, the view runs in the sandbox origin and still cannot reach the console', async ({ page }) => {
  const params = new URLSearchParams({ panel: 'tools', tool: 'show_weather', server: fixtureUrl(E2E_PORTS.apps) });
  await page.goto(`${CONSOLE}/?${params.toString()}`);
  await page.getByRole('textbox', { name: 'city', exact: true }).fill('Oslo');
  await page.getByRole('button', { name: 'Call tool', exact: true }).click();
  const frame = page.locator('iframe[title="App: show_weather"]');
  await expect(frame).toHaveAttribute('src', `${SANDBOX}/sandbox-proxy.html`);
  const app = frame.contentFrame().locator('iframe').contentFrame();
  await expect(app.locator('#result')).toHaveText('Weather in Oslo: sunny, 21 °C');
  await expect(app.locator('#model-call')).toContainText('refused');
  await expect(app.locator('#parent-dom')).toHaveText(/^blocked: SecurityError/);
  await expect(app.locator('#storage')).toHaveText(/^blocked: SecurityError/);
});
