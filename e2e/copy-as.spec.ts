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

// Two pages: the demo server over HTTP, whose copied commands replay with curl, and the in-page
// demo; each drives several Copy as menus in turn (decision 0020).

test('over HTTP: the Resources viewer offers Copy as for the read behind its contents; the curl command copied for that resources/read, and the one beside a tool result for its tools/call, replay against the demo server', async ({ page, context }) => {
  const demoHttpUrl = demoServer.url();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sharing = new SharingPage(page);
  await sharing.readGettingStarted(demoHttpUrl);
  const app = sharing.app;

  await sharing.resources.contents.getByRole('button', { name: 'Copy as SDK', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (SDK)' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('demo://docs/guide/getting-started.md');

  await app.openTab('Traffic');
  await app.trafficRows('resources/read').first().click();
  await page.getByRole('button', { name: 'Copy as curl', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (curl)' })).toBeVisible();
  const copiedRead = await page.evaluate(() => navigator.clipboard.readText());

  // Parse the command strictly (never through a shell) and prove the text is exactly its quoted argv.
  const argv = unquoteCommand(copiedRead);
  expect(quoteCommand(argv)).toBe(copiedRead);
  expect(argv[0]).toBe('curl');
  expect(argv).toContain(demoHttpUrl);
  expect(argv).toContain('mcp-method: resources/read');
  expect(argv).toContain('mcp-name: demo://docs/guide/getting-started.md');
  expect(argv.some((arg) => arg.startsWith('mcp-protocol-version: 2026-07-28'))).toBe(true);
  expect(argv.at(-1)).toContain('"_meta"');

  const read = await run('curl', argv.slice(1), { timeout: 10_000 });
  expect(read.stdout).toContain('"result"');
  expect(read.stdout).toContain('demo://docs/guide/getting-started.md');
  expect(read.stdout).not.toContain('"error"');

  const tools = new ToolsPage(page);
  await tools.openTab('Tools');
  await tools.selectTool('echo');
  await tools.argument('message').fill('hello from curl');
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: 'Succeeded' })).toBeVisible();
  await tools.result.getByRole('button', { name: 'Copy as curl', exact: true }).click();
  await expect(tools.result.getByRole('status').filter({ hasText: 'Copied (curl)' })).toBeVisible();
  const copiedCall = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiedCall).toMatch(/Mcp-Method: tools\/call/i);
  expect(copiedCall).toMatch(/Mcp-Name: echo/i);

  const call = await run('curl', unquoteCommand(copiedCall).slice(1), { timeout: 10_000 });
  expect(call.stdout).toContain('hello from curl');
  expect(call.stdout).not.toContain('"error"');
});

test('fetch and SDK snippets are offered for the same request in Traffic, and Get prompt offers Copy as for the prompts/get it sent', async ({ page, context }) => {
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

  const prompts = new PromptsPage(page);
  await app.openTab('Prompts');
  await prompts.prompt('Describe the logo').click();
  await prompts.getPrompt.click();
  await expect(prompts.message('user').first()).toBeVisible();
  await page.getByRole('button', { name: 'Copy as fetch', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied (fetch)' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('"mcp-method": "prompts/get"');
  expect(copied).toContain('"mcp-name": "describe-logo"');
});
