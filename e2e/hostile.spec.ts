import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { expectNothingRan, watchForAbuse } from './pages/hostile-page';
import { PromptsPage } from './pages/prompts-page';
import { ResourcesPage } from './pages/resources-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const hostileUrl = fixtureUrl(E2E_PORTS.hostile);
const OTHER_PANELS = ['Templates', 'Subscriptions', 'Cache', 'Traffic', 'QA'];

test('hostile resources, instructions and every panel stay inert text', async ({ page }) => {
  const seen = watchForAbuse(page);
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(hostileUrl)}&panel=resources`);
  await app.expectConnected('2026-07-28');
  const resources = new ResourcesPage(page);
  for (const name of [/^Readme /, /^Scripted SVG/, /^<script>/]) {
    await resources.tree.getByRole('treeitem', { name }).click();
    await expect(resources.contents).toBeVisible();
  }
  const card = await app.showServerDetails();
  await expect(card).toContainText('Instructions <img src=x onerror=');
  for (const name of OTHER_PANELS) {
    await app.openTab(name);
    await expect(page.getByRole('tabpanel', { name, exact: true })).not.toContainText('Loading…');
  }
  await expectNothingRan(page, seen);
});

test('a hostile prompt and its messages render as text', async ({ page }) => {
  const seen = watchForAbuse(page);
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(hostileUrl)}&panel=prompts`);
  const prompts = new PromptsPage(page);
  await page.getByRole('list', { name: 'Prompts' }).getByRole('button', { name: /Hostile prompt/ }).first().click();
  await prompts.argument('topic').fill('<b>bold?</b>');
  await prompts.getPrompt.click();
  await expect(prompts.messages).toContainText('<script>window.__pwned=1</script>');
  await expect(prompts.messages).toContainText('javascript:window.__pwned=1');
  // Shown as sent, the markup is characters; the Markdown reading skips raw HTML and runs nothing either.
  await expect(prompts.messages).toContainText('About <b>bold?</b>');
  await expectNothingRan(page, seen);
  await prompts.messages.getByRole('button', { name: 'Render Markdown' }).click();
  await expect(prompts.messages.getByRole('button', { name: 'Show source' }).first()).toBeVisible();
  await expectNothingRan(page, seen);
});

test('a hostile tool and its result render as text, and the console still works afterwards', async ({ page }) => {
  const seen = watchForAbuse(page);
  const tools = new ToolsPage(page);
  await tools.openTool('hostile-tool', hostileUrl);
  await tools.argument('message').fill('<img src=y onerror=alert(2)>');
  await tools.callTool.click();
  await expect(tools.result).toContainText('<script>window.__pwned=1</script>');
  // Text blocks show the exact text; read as Markdown they keep no raw HTML.
  await expect(tools.result).toContainText('<img src=y onerror=alert(2)>');
  await expectNothingRan(page, seen);
  await tools.result.getByRole('button', { name: 'Render Markdown' }).click();
  await tools.result.getByRole('button', { name: 'Show source' }).first().click();
  await expect(tools.result).toContainText('<img src=y onerror=alert(2)>');
  await expectNothingRan(page, seen);

  await tools.openTab('Resources');
  await tools.connectTo('https://demo.mcp-console.invalid/mcp');
  await tools.expectConnected('2026-07-28');
});
