import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../tests/package/installed';
import { PACKAGE_PORTS } from '../tests/package/ports';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';
import { ResourcesPage } from './pages/resources-page';
import { StdioPage } from './pages/stdio-page';
import { ToolsPage } from './pages/tools-page';

// Issue 31 with real stdio servers not written here, unmodified, from a client config file as a
// user has one (Claude Code's .mcp.json): the installed `mcp-console serve --config … --server
// everything` opens on server-everything's stdio mode; server-filesystem is the other saved server.
const modules = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol');
const EVERYTHING = join(modules, 'server-everything', 'dist', 'index.js');
const FILESYSTEM = join(modules, 'server-filesystem', 'dist', 'index.js');

let served: InstalledServe;
let shared: string;

test.beforeAll(async () => {
  test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
  const dir = mkdtempSync(join(tmpdir(), 'mcp-console-interop-'));
  shared = join(dir, 'shared');
  mkdirSync(shared);
  writeFileSync(join(shared, 'hello.txt'), 'hello from the filesystem server\n');
  mkdirSync(join(shared, 'notes'));
  const config = join(dir, '.mcp.json');
  const servers = { everything: { command: 'node', args: [EVERYTHING, 'stdio'] }, filesystem: { command: 'node', args: [FILESYSTEM, shared] } };
  writeFileSync(config, JSON.stringify({ mcpServers: servers }, null, 2));
  served = await serveInstalled(['serve', '--port', String(PACKAGE_PORTS.e2eStdioInterop), '--config', config, '--server', 'everything'], REPO_ROOT);
});

test.afterAll(async () => {
  served.child.kill('SIGINT');
  expect((await served.exited).code).toBe(0);
});

test('server-everything over stdio opens connected from the config file and lists its resources and tools', async ({ page }) => {
  const stdio = new StdioPage(page);
  await page.goto(served.url);
  await stdio.expectConnected('2025-11-25');
  await expect(new ResourcesPage(page).tree.getByRole('treeitem').first()).toBeVisible();
  await stdio.openTab('Tools');
  await expect(page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^Echo Tool echo/ })).toBeVisible();
});

test('server-filesystem over stdio, the config file’s other server, connects and lists a folder line by line', async ({ page }) => {
  const stdio = new StdioPage(page);
  const tools = new ToolsPage(page);
  await page.goto(served.url);
  await stdio.expectConnected('2025-11-25');
  await stdio.savedServer('filesystem').click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(stdio.facts).toContainText(FILESYSTEM);
  await stdio.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /list_directory/ }).first().click();
  await tools.argument('path').fill(shared);
  await tools.callTool.click();
  await expect(tools.result).toContainText('[FILE] hello.txt');
  // The two entries are two lines, as the server wrote them (issue 33).
  await expect.poll(() => tools.result.evaluate((node) => (node instanceof HTMLElement ? node.innerText : ''))).toMatch(/\[(FILE|DIR)\] \S+\n\[(FILE|DIR)\] \S+/);
});
