import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { ResourcesPage } from './pages/resources-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';

/**
 * Issue 33: in the browser, each HTTP server of the interop suite (e2e/fixtures/interop/, built
 * with frameworks written elsewhere) connects, lists, reads a resource, gets a prompt and calls a
 * tool, and no alert is shown. Playwright starts each fixture with this run's console origin
 * allowed by the framework's own CORS setting (tmcp, mcp-framework), Hono's cors middleware
 * (@hono/mcp, mcp-handler), or mcp-proxy's default.
 */
interface Case {
  name: string;
  url: string;
  version: string;
  resource: { uri: string; text: string };
  prompt?: { name: string; argument: string; value: string; text: string };
  tool: { name: string; numbers: Record<string, string>; text: string };
}

const EXPLAIN = { name: 'explain', argument: 'topic', value: 'tides', text: 'Explain tides like I am five.' };
const NOTE = { uri: 'memo://note', text: 'second line' };
const ADD = { name: 'add', numbers: { a: '2', b: '3' }, text: '5' };

const CASES: Case[] = [
  { name: 'tmcp', url: fixtureUrl(E2E_PORTS.interopTmcp), version: '2026-07-28', resource: NOTE, prompt: EXPLAIN, tool: ADD },
  {
    name: 'mcp-handler',
    url: fixtureUrl(E2E_PORTS.interopMcpHandler),
    version: '2026-07-28',
    resource: NOTE,
    prompt: EXPLAIN,
    tool: { name: 'roll_dice', numbers: { sides: '6' }, text: 'You rolled a' },
  },
  { name: '@hono/mcp', url: fixtureUrl(E2E_PORTS.interopHonoMcp), version: '2025-11-25', resource: NOTE, prompt: EXPLAIN, tool: ADD },
  { name: 'mcp-framework', url: fixtureUrl(E2E_PORTS.interopMcpFramework), version: '2025-11-25', resource: NOTE, prompt: EXPLAIN, tool: { ...ADD, text: 'Result: 5' } },
  {
    name: 'mcp-proxy in front of server-memory',
    url: fixtureUrl(E2E_PORTS.interopMcpProxy),
    version: '2026-07-28',
    resource: { uri: 'memory://knowledge-graph', text: 'entities' },
    tool: { name: 'read_graph', numbers: {}, text: 'relations' },
  },
];

async function readResource(page: Page, c: Case): Promise<void> {
  const app = new ConsolePage(page);
  await app.open(new URLSearchParams({ server: c.url, panel: 'resources', uri: c.resource.uri }).toString());
  await app.expectConnected(c.version);
  await expect(new ResourcesPage(page).contents).toContainText(c.resource.text);
}

async function getPrompt(page: Page, prompt: NonNullable<Case['prompt']>): Promise<void> {
  const prompts = new PromptsPage(page);
  await new ConsolePage(page).openTab('Prompts');
  await prompts.prompt(prompt.name).click();
  await page.getByRole('textbox', { name: prompt.argument, exact: true }).or(prompts.argument(prompt.argument)).fill(prompt.value);
  await prompts.getPrompt.click();
  await expect(prompts.message('user')).toContainText(prompt.text);
}

async function callTool(page: Page, tool: Case['tool']): Promise<void> {
  const tools = new ToolsPage(page);
  await tools.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: new RegExp(`\\b${tool.name}\\b`) }).click();
  for (const [name, value] of Object.entries(tool.numbers)) await tools.argument(name, 'spinbutton').fill(value);
  await tools.callTool.click();
  await expect(tools.result.getByRole('status')).toContainText('Succeeded');
  await expect(tools.result).toContainText(tool.text);
}

for (const c of CASES) {
  test(`${c.name}: connect, list, read, get a prompt and call a tool, with no alert`, async ({ page }) => {
    await readResource(page, c);
    if (c.prompt !== undefined) await getPrompt(page, c.prompt);
    await callTool(page, c.tool);
    // Monaco (the JSON arguments editor) keeps empty role=alert live regions for screen readers;
    // an alert the user sees has text.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
}
