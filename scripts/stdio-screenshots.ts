/**
 * `npx tsx scripts/stdio-screenshots.ts`: the connection card of a console served by
 * `mcp-console serve -- <command>` (issue 31), light and dark at 1280 and 1440 px, into
 * docs/screenshots/: `stdio-*` with the process facts and `Server output` (the noisy fixture, so
 * a stdout line that is not JSON-RPC shows marked), `stdio-exited-*` after the child was killed.
 * It drives the INSTALLED package (tests/package/installed.ts packs and installs it when needed;
 * MCP_CONSOLE_PACKAGE_DIR keeps parallel checkouts apart): the bridge is the CLI's, not a stand-in.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { ResourcesPage } from '../e2e/pages/resources-page';
import { StdioPage } from '../e2e/pages/stdio-page';
import { REPO_ROOT } from '../tests/package/installed';
import { serveInstalled } from '../tests/package/serve-installed';

const OUT = 'docs/screenshots';
const PORT = 4495;
const WIDTHS = [1280, 1440] as const;
const THEMES = ['light', 'dark'] as const;
const FIXTURE = join(REPO_ROOT, 'e2e', 'fixtures', 'stdio-noisy-server.ts');

async function shoot(page: Page, name: string, theme: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${OUT}/${name}-${theme}-${width}.png` });
  }
}

async function scenes(page: Page, printed: string, theme: string): Promise<void> {
  const url = new URL(printed);
  url.search = `theme=${theme}`;
  const stdio = new StdioPage(page);
  await page.goto(url.href);
  await stdio.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  await resources.item('Notes').click();
  await expect(stdio.output).toContainText('stdio fixture ready');
  await expect(stdio.output).toContainText('stdout (not JSON-RPC)');
  // Let the uptime read a few seconds, as a user would see it.
  await expect(stdio.facts).toContainText(/Uptime\s*[2-9] s/, { timeout: 15_000 });
  await shoot(page, 'stdio', theme);
  process.kill(await stdio.pid(), 'SIGTERM');
  await expect(stdio.exitAlert()).toBeVisible();
  await stdio.expectNotConnected();
  await shoot(page, 'stdio-exited', theme);
  await stdio.restart.click();
  await stdio.expectConnected('2026-07-28');
}

async function run(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const served = await serveInstalled(['serve', '--port', String(PORT), '--', 'node', '--import', 'tsx', FIXTURE], REPO_ROOT);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    for (const theme of THEMES) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme: theme });
      await scenes(await context.newPage(), served.url, theme);
      await context.close();
      console.log(`stdio ${theme}: ok`);
    }
  } finally {
    await browser.close();
    served.child.kill('SIGINT');
    await served.exited;
  }
}

await run();
