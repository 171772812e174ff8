import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { quoteCommand, unquoteCommand } from '../src/recording/snippets/curl';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { SharingPage } from './pages/sharing-page';
import { ToolsPage } from './pages/tools-page';
import { ownDemoServerPerFile } from './fixtures/own-demo-server';

const run = promisify(execFile);
// The demo server over real HTTP, private to this file (an ephemeral port; see own-demo-server.ts).
const demoServer = ownDemoServerPerFile();

test('the curl command copied for a resources/read replays against the demo server', async ({ page, context }) => {
  const demoHttpUrl = demoServer.url();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sharing = new SharingPage(page);
  await sharing.readGettingStarted(demoHttpUrl);
  const app = sharing.app;

  await app.openTab('Traffic');
  await app.trafficRows('resources/read').first().click();
  await page.getByRole('button', { name: 'Copy as curl', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (curl)' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  // Parse the command strictly (never through a shell) and prove the text is exactly its quoted argv.
  const argv = unquoteCommand(copied);
  expect(quoteCommand(argv)).toBe(copied);
  expect(argv[0]).toBe('curl');
  expect(argv).toContain(demoHttpUrl);
  expect(argv).toContain('mcp-method: resources/read');
  expect(argv).toContain('mcp-name: demo://docs/guide/getting-started.md');
  expect(argv.some((arg) => arg.startsWith('mcp-protocol-version: 2026-07-28'))).toBe(true);
  expect(argv.at(-1)).toContain('"_meta"');

  const { stdout } = await run('curl', argv.slice(1), { timeout: 10_000 });
  expect(stdout).toContain('"result"');
  expect(stdout).toContain('demo://docs/guide/getting-started.md');
  expect(stdout).not.toContain('"error"');
});

test('fetch and SDK snippets are offered for the same request', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = new ConsolePage(page);
  await app.open('panel=traffic');
  await app.expectConnected('2026-07-28');
  await app.trafficRows('server/discover').first().click();
  await page.getByRole('button', { name: 'Copy as fetch', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (fetch)' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"mcp-method": "server/discover"');
  await page.getByRole('button', { name: 'Copy as SDK', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (SDK)' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('await client.discover();');
});

test('Copy as curl next to a tool result copies that tools/call, and it replays', async ({ page, context }) => {
  const demoHttpUrl = demoServer.url();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tools = new ToolsPage(page);
  await tools.openTool('echo', demoHttpUrl);
  await tools.argument('message').fill('hello from curl');
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: 'Succeeded' })).toBeVisible();
  await tools.result.getByRole('button', { name: 'Copy as curl', exact: true }).click();
  await expect(tools.result.getByRole('status').filter({ hasText: 'Copied (curl)' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/Mcp-Method: tools\/call/i);
  expect(copied).toMatch(/Mcp-Name: echo/i);

  const { stdout } = await run('curl', unquoteCommand(copied).slice(1), { timeout: 10_000 });
  expect(stdout).toContain('hello from curl');
  expect(stdout).not.toContain('"error"');
});

test('Get prompt offers Copy as for the prompts/get it sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open('panel=prompts&prompt=describe-logo');
  await app.expectConnected('2026-07-28');
  await prompts.getPrompt.click();
  await expect(prompts.message('user').first()).toBeVisible();
  await page.getByRole('button', { name: 'Copy as fetch', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (fetch)' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"mcp-method": "prompts/get"');
  expect(copied).toContain('"mcp-name": "describe-logo"');
});

test('the Resources viewer offers Copy as for the resources/read behind the shown contents', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sharing = new SharingPage(page);
  await sharing.readGettingStarted();
  await sharing.resources.contents.getByRole('button', { name: 'Copy as SDK', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (SDK)' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('demo://docs/guide/getting-started.md');
});
