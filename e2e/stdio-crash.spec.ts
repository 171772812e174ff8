import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../tests/package/installed';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { shootBothThemes } from './screenshots';
import { StdioPage } from './pages/stdio-page';

// Issue 39, items 9 and 10: `mcp-console serve -- <command>` from the installed tarball, with a
// command that crashes at start, and with a long one. The spec's own ports: 4703 and 4704.
const CRASH_PORT = 4703;
const LONG_PORT = 4704;
const FIXTURE = join(REPO_ROOT, 'e2e', 'fixtures', 'stdio-server.ts');
/** An absolute path as a monorepo gives one: no break of its own. The fixture ignores the argument. */
const LONG_PATH = '/home/someone/projects/an-organisation-with-a-long-name/a-monorepo-with-many-packages/packages/mcp-servers/the-server-with-the-longest-name/dist/server.js';
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.describe('a stdio server that crashes at start', () => {
  let served: InstalledServe | undefined;
  test.beforeAll(async () => {
    test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
    served = await serveInstalled(['serve', '--port', String(CRASH_PORT), '--', 'node', '-e', "console.error('boom'); process.exit(3)"]);
  });
  test.afterAll(async () => {
    served?.child.kill('SIGINT');
    expect((await served?.exited)?.code).toBe(0);
  });

  test('shows one alert, naming exit code 3 and its stderr, not the bridge’s 503', async ({ page }) => {
    const stdio = new StdioPage(page);
    await page.goto(served?.url ?? '');
    await expect(stdio.card.getByRole('status')).toContainText('Connection failed');
    await expect(stdio.exitAlert()).toContainText('exited with code 3');
    await expect(stdio.exitAlert()).toContainText('boom');
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).not.toContainText('503');
    await expectAxeCleanInBothThemes(page);
    await shootBothThemes(page, 'stdio-crash');
  });
});

test.describe('a long stdio command', () => {
  let served: InstalledServe | undefined;
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // From the checkout, so `--import tsx` resolves; the console and the bridge are the installed ones.
    served = await serveInstalled(['serve', '--port', String(LONG_PORT), '--', 'node', '--import', 'tsx', FIXTURE, LONG_PATH], REPO_ROOT);
  });
  test.afterAll(async () => {
    served?.child.kill('SIGINT');
    expect((await served?.exited)?.code).toBe(0);
  });

  test('fits its sidebar card at 1280 px, and keeps the whole command in its name', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const stdio = new StdioPage(page);
    await page.goto(served?.url ?? '');
    await stdio.expectConnected('2026-07-28');
    const command = `node --import tsx ${FIXTURE} ${LONG_PATH}`;
    const pick = stdio.savedServer(`stdio: ${command}`);
    await expect(pick).toBeVisible();
    const item = stdio.savedServerItem(`stdio: ${command}`);
    for (const box of [item, pick]) {
      const { scrollWidth, clientWidth } = await box.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
    await expect(stdio.facts.getByText(command, { exact: true })).toBeVisible();
    await expectAxeCleanInBothThemes(page);
    await shootBothThemes(page, 'stdio-long-command');
  });
});
