import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { installedPackage } from '../tests/package/installed';
import { PACKAGE_PORTS } from '../tests/package/ports';
import { finished, firstLine, userEnv, type CliRun } from '../tests/package/run-cli';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// The console as users get it: `mcp-console serve` from the npm tarball installed with
// --omit=dev (tests/package/installed.ts), opened in Chromium.
let server: ChildProcess;
let exited: Promise<CliRun>;
let consoleUrl: string;

test.beforeAll(async () => {
  test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
  const pkg = installedPackage();
  server = spawn(join(pkg.installDir, 'node_modules', '.bin', 'mcp-console'), ['serve', '--port', String(PACKAGE_PORTS.e2eServe)], {
    cwd: pkg.installDir,
    env: userEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = finished(server);
  consoleUrl = await firstLine(server);
});

test.afterAll(async () => {
  server.kill('SIGINT');
  expect((await exited).code).toBe(0);
});

test('the served console connects to the embedded demo on a first visit, then to a real server', async ({ page }) => {
  // The fragment carries the run's secret, which the local proxy asks for (issue 32).
  expect(consoleUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PACKAGE_PORTS.e2eServe}/#mcp-console-secret=[0-9a-f]{64}$`));
  const app = new ConsolePage(page);
  await page.goto(consoleUrl);
  await app.expectConnected('2026-07-28');
  await expect(app.serverUrl).toHaveValue(/demo\.mcp-console\.invalid/);
  await app.connectTo(fixtureUrl(E2E_PORTS.everything));
  await app.expectConnected('2025-11-25');
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText(fixtureUrl(E2E_PORTS.everything));
});

test('a deep link on a nested path still loads the app, and opens the panel and server it names', async ({ page }) => {
  const app = new ConsolePage(page);
  const demoHttp = fixtureUrl(E2E_PORTS.demoHttp);
  await page.goto(new URL(`some/nested/path?server=${encodeURIComponent(demoHttp)}&panel=traffic`, consoleUrl).href);
  await app.expectConnected('2026-07-28');
  await expect(app.serverUrl).toHaveValue(demoHttp);
  await expect(app.trafficRows('server/discover').first()).toBeVisible();
});
