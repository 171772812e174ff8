import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../tests/package/installed';
import { PACKAGE_PORTS } from '../tests/package/ports';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';
import { StdioPage } from './pages/stdio-page';

// Issue 31 with a real stdio server not written here: the unmodified @modelcontextprotocol/server-memory
// speaks only 2025-11-25 over stdio, so the console's session carries a session id that a restarted
// child no longer knows. The installed `mcp-console serve -- node <server-memory>` bridges it.
const MEMORY = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');

let served: InstalledServe;

test.beforeAll(async () => {
  test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
  // Its graph file in a fresh folder, never inside node_modules.
  const memoryFile = join(mkdtempSync(join(tmpdir(), 'mcp-console-memory-')), 'memory.jsonl');
  served = await serveInstalled(['serve', '--port', String(PACKAGE_PORTS.e2eStdioLegacy), '--', 'node', MEMORY], REPO_ROOT, { MEMORY_FILE_PATH: memoryFile });
});

test.afterAll(async () => {
  served.child.kill('SIGINT');
  expect((await served.exited).code).toBe(0);
});

test('a legacy stdio server connects, lists its tools, and Restart server (while connected) brings it back on a new session', async ({ page }) => {
  const stdio = new StdioPage(page);
  await page.goto(served.url);
  await stdio.expectConnected('2025-11-25');
  await expect(stdio.output).toContainText('Knowledge Graph MCP Server running on stdio');
  await stdio.openTab('Tools');
  const tools = page.getByRole('navigation', { name: 'Tool list' });
  await expect(tools.getByRole('button', { name: /^Read Graph read_graph/ })).toBeVisible();

  const before = await stdio.pid();
  await stdio.restart.click();
  await stdio.expectConnected('2025-11-25');
  expect(await stdio.pid()).not.toBe(before);
  await expect(stdio.card.getByRole('note', { name: 'Connection notice' })).toContainText('reconnected with a new session');
  await expect(tools.getByRole('button', { name: /^Read Graph read_graph/ })).toBeVisible();
});
