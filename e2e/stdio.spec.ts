import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../tests/package/installed';
import { PACKAGE_PORTS } from '../tests/package/ports';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { CachePage } from './pages/cache-page';
import { PromptsPage } from './pages/prompts-page';
import { QaPage } from './pages/qa-page';
import { ResourcesPage } from './pages/resources-page';
import { StdioPage } from './pages/stdio-page';
import { ToolsPage } from './pages/tools-page';

// Issue 31: `mcp-console serve -- <command>` from the installed tarball, bridging the stdio
// fixture (e2e/fixtures/stdio-server.ts), opened in Chromium from the URL it prints.
const FIXTURE = join(REPO_ROOT, 'e2e', 'fixtures', 'stdio-server.ts');
const COMMAND = `node --import tsx ${FIXTURE}`;
const NOTES = 'file:///project/notes.md';

let served: InstalledServe;
let consoleUrl: string;

// A budget, not a wait: one test scans two states in both themes (a full scan took 19–30 s on the
// loaded CI machine).
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
  // From the checkout, so `--import tsx` resolves; the console and the bridge are the installed ones.
  served = await serveInstalled(['serve', '--port', String(PACKAGE_PORTS.e2eStdio), '--', 'node', '--import', 'tsx', FIXTURE], REPO_ROOT);
  consoleUrl = served.url;
});

test.afterAll(async () => {
  served.child.kill('SIGINT');
  expect((await served.exited).code).toBe(0);
});

/** The printed URL with a query added before its fragment (e.g. a theme). */
function printedWith(query: string): string {
  const url = new URL(consoleUrl);
  url.search = query;
  return url.href;
}

test('the printed URL opens connected to the stdio server, whose resources, prompt, tools and notifications all work', async ({ page }) => {
  expect(consoleUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PACKAGE_PORTS.e2eStdio}/#mcp-console-secret=[0-9a-f]{64}$`));
  const secret = new URL(consoleUrl).hash.split('=')[1] ?? '';
  const stdio = new StdioPage(page);
  await page.goto(consoleUrl);
  await stdio.expectConnected('2026-07-28');
  expect(page.url()).not.toContain(secret);
  await expect(stdio.savedServer(`stdio: ${COMMAND}`)).toBeVisible();
  await expect(stdio.facts).toContainText(COMMAND);
  await expect(stdio.output).toContainText(/stdio fixture ready \(pid \d+\)/);

  const resources = new ResourcesPage(page);
  await expect(resources.item('project')).toBeVisible();
  await resources.item('Notes').click();
  // notes.md as read: its markdown heading once the renderer has loaded, or its source before.
  await expect(resources.contents.getByRole('heading', { name: 'Notes' }).or(resources.contents.getByText('# Notes'))).toBeVisible();

  const prompts = new PromptsPage(page);
  await stdio.openTab('Prompts');
  await prompts.prompt('review').click();
  await page.getByRole('textbox', { name: 'path' }).or(prompts.argument('path')).fill('src/a.ts');
  await prompts.getPrompt.click();
  await expect(prompts.message('user')).toContainText('Please review src/a.ts.');

  const tools = new ToolsPage(page);
  await tools.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^echo/ }).click();
  await tools.argument('text').fill('one\ntwo');
  await tools.callTool.click();
  await expect(tools.result).toContainText('(end of echo)');

  const cache = new CachePage(page);
  await stdio.openTab('Subscriptions');
  await cache.listenTo(NOTES);
  await expect(cache.acknowledged()).toContainText(NOTES);
  await tools.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^append-note/ }).click();
  await tools.argument('note').fill('from the e2e');
  await tools.callTool.click();
  // Not read-only, so possibly destructive (spec: destructiveHint defaults to true): the console asks first.
  await page.getByRole('alertdialog', { name: 'Call append-note?' }).getByRole('button', { name: 'Call anyway', exact: true }).click();
  await expect(tools.result).toContainText('Appended note 1');
  await stdio.openTab('Subscriptions');
  await expect(cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).filter({ hasText: NOTES })).toBeVisible();
  expect(page.url()).not.toContain(secret);
});

// The stdio facts, Server output and the exit alert are scanned by axe in both themes where this
// flow reaches them, rather than by a test per theme killing the child again (decision 0020).
test('a killed child is reported with how it ended, and Restart server reconnects with the selection kept; the facts, Server output and the exit alert pass axe in both themes', async ({ page }) => {
  const stdio = new StdioPage(page);
  const resources = new ResourcesPage(page);
  await page.goto(consoleUrl);
  await stdio.expectConnected('2026-07-28');
  await expect(stdio.output).toContainText('stdio fixture ready');
  await resources.item('Notes').click();
  // notes.md as read: its markdown heading once the renderer has loaded, or its source before.
  await expect(resources.contents.getByRole('heading', { name: 'Notes' }).or(resources.contents.getByText('# Notes'))).toBeVisible();
  await expectAxeCleanInBothThemes(page);

  process.kill(await stdio.pid(), 'SIGTERM');
  await expect(stdio.exitAlert()).toContainText('exited with signal SIGTERM');
  await stdio.expectNotConnected();
  await expect(stdio.facts).toContainText('not running');
  await expectAxeCleanInBothThemes(page);

  await stdio.restart.click();
  await stdio.expectConnected('2026-07-28');
  await expect(stdio.exitAlert()).toHaveCount(0);
  await expect(resources.item('Notes')).toHaveAttribute('aria-selected', 'true');
  // Read again after the reconnect: the new child's notes.md (its markdown heading, or its source).
  await expect(resources.contents.getByRole('heading', { name: 'Notes' }).or(resources.contents.getByText('# Notes'))).toBeVisible();

  // A server that exits on its own, with a code: the code and its last stderr line are shown.
  const tools = new ToolsPage(page);
  await tools.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^exit-process/ }).click();
  await tools.argument('code', 'spinbutton').fill('3');
  await tools.callTool.click();
  // Annotated destructive: the console asks first.
  await page.getByRole('alertdialog', { name: 'Call exit-process?' }).getByRole('button', { name: 'Call anyway', exact: true }).click();
  await expect(stdio.exitAlert()).toContainText('exited with code 3');
  await expect(stdio.exitAlert()).toContainText('exiting with code 3 on request');
  await expect(stdio.output).toContainText('exiting with code 3 on request');
  await stdio.expectNotConnected();
  await stdio.restart.click();
  await stdio.expectConnected('2026-07-28');
});

test('QA on the bridged server checks it as a stdio server: the HTTP-only checks are n/a with their stdio reason', async ({ page }) => {
  const qa = new QaPage(page);
  await page.goto(printedWith('panel=qa'));
  await new StdioPage(page).expectConnected('2026-07-28');
  await qa.runAll();
  // The HTTP face is the bridge's, not the server's: its CORS is not the server's to answer for.
  await expect(qa.row('cors.preflight').getByRole('cell', { name: 'n/a', exact: true })).toBeVisible();
  await expect(qa.row('cors.preflight')).toContainText('stdio server');
  // The one fail is true, and the same as `check -- <command>` finds: the SDK's serveStdio checks
  // the protocol version only on a connection's first message, so a later server/discover for an
  // unsupported version gets a result instead of -32022.
  await expect(qa.rowsWithStatus('fail')).toHaveCount(1);
  await expect(qa.row('http.unsupported-version').getByRole('cell', { name: 'fail', exact: true })).toBeVisible();
});

test('the address without its secret (a copied URL in a new tab) says to open the printed one', async ({ page }) => {
  await page.goto(consoleUrl);
  await new StdioPage(page).expectConnected('2026-07-28');
  const copied = await page.context().newPage();
  await copied.goto(consoleUrl.replace(/#.*$/, ''));
  await expect(copied.getByRole('alert').filter({ hasText: 'opened without its access key' })).toContainText('Open the URL that mcp-console printed');
});
