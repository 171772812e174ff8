import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { ConsolePage } from './pages/console-page';
import { HistoryPage } from './pages/history-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';
import { QaPage } from './pages/qa-page';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them. Each
// test scans its state in both themes (one axe scan took 20–30 s on the loaded CI machine; the QA
// panel's run and two scans 2.8 min at load 35): a budget, not a wait.
test.describe.configure({ lock: fixtureLocks('tasks', 'history', 'toolsOnly'), timeout: 300_000 });

// WCAG 2 A/AA (2.0 and 2.1) and axe's best practices, as the issue asks: zero violations, in both
// themes. Each state is reached once and scanned in both (e2e/axe-themes.ts).

/** Each panel with what must be on screen before it is scanned (its content, not a loading state). */
const PANELS: { id: string; ready: (page: Page) => Promise<void> }[] = [
  { id: 'resources', ready: (page) => expect(page.getByRole('treeitem').first()).toBeVisible() },
  { id: 'templates', ready: (page) => expect(page.getByRole('textbox', { name: 'Expanded URI' })).toBeVisible() },
  { id: 'prompts', ready: (page) => expect(page.getByRole('button', { name: 'Get prompt', exact: true })).toBeVisible() },
  { id: 'tools', ready: (page) => expect(page.getByRole('button', { name: 'Call tool', exact: true })).toBeVisible() },
  { id: 'subscriptions', ready: (page) => expect(page.getByRole('button', { name: 'Listen', exact: true })).toBeVisible() },
  {
    id: 'cache',
    ready: async (page) => {
      // Rows to scan: the Resources panel fills the cache with the listing.
      await page.getByRole('tab', { name: 'Resources', exact: true }).click();
      await expect(page.getByRole('treeitem').first()).toBeVisible();
      await page.getByRole('tab', { name: 'Cache', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Cache' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  { id: 'traffic', ready: (page) => expect(page.getByRole('table', { name: 'Traffic' }).getByRole('row').nth(1)).toBeVisible() },
  {
    id: 'qa',
    ready: async (page) => {
      await new QaPage(page).runAll();
      // An expanded row too: its detail is part of the report.
      await page.getByRole('table', { name: 'Checks' }).getByRole('button', { name: /^discover\.shape / }).click();
    },
  },
  {
    id: 'timeline',
    ready: async (page) => {
      // The connect traffic fills the lanes; a selected event shows its details pane too.
      const events = page.getByRole('table', { name: 'Timeline events' });
      await events.getByRole('row').filter({ hasText: 'http' }).first().click();
      await expect(page.getByRole('region', { name: 'Timeline event details' })).toBeVisible();
    },
  },
  {
    id: 'history',
    ready: async (page) => {
      // Two calls to the History fixture, compared, pinned into a collection and run.
      const tools = new ToolsPage(page);
      await tools.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.history))}&panel=tools&tool=echo`);
      for (const text of ['one\ntwo', 'one\nthree']) {
        await tools.argument('text').fill(text);
        await tools.callTool.click();
        await expect(tools.result).toContainText(text.slice(-3));
      }
      const history = new HistoryPage(page);
      await history.openTab('History');
      await history.select(1, 2);
      await history.compare.click();
      await expect(history.diff).toBeVisible();
      await history.select(1, 2);
      await history.pin('a11y');
      await history.runCollection('a11y', '2 passed, 0 failed');
    },
  },
];

for (const panel of PANELS) {
  test(`the ${panel.id} panel has no axe violations in either theme`, async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`panel=${panel.id}`);
    await app.expectConnected('2026-07-28');
    await panel.ready(page);
    await expectAxeCleanInBothThemes(page);
  });
}

// Tasks and the Server log (issue 25): a task running in the Tools panel, the log open with lines in it.
test('a running task and the Server log have no axe violations in either theme', async ({ page, request }) => {
  const tools = new ToolsPage(page);
  await tools.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.tasks))}&panel=tools&tool=noisy-build`);
  await page.getByText('Server log', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Log level' }).selectOption('debug');
  await tools.callTool.click();
  await expect(page.getByRole('log', { name: 'Server log' }).getByRole('listitem')).toHaveCount(5);
  await page.getByRole('button', { name: /Slow report/ }).click();
  await tools.callTool.click();
  await expect(tools.result.getByRole('status').filter({ hasText: /: working/ })).toBeVisible();
  await expectAxeCleanInBothThemes(page);
  // Still running after both scans: they saw the working state.
  await expect(tools.result.getByRole('status').filter({ hasText: /: working/ })).toBeVisible();
  await request.post(`http://127.0.0.1:${E2E_PORTS.tasks}/control/fail`);
});

// Issue 33: a tools-only server's panels (not-offered notes, undeclared filter kinds, the Server log without logging), a result
// with its Render Markdown toggle, and the Server URL's message for a pasted command.
test("a tools-only server's panels and a non-URL Server URL have no axe violations in either theme", async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.toolsOnly))}&panel=tools&tool=list_directory`);
  await tools.callTool.click();
  await expect(tools.result.getByRole('button', { name: 'Render Markdown' })).toBeVisible();
  await page.getByText('Server log', { exact: true }).click();
  await expect(page.getByText(/does not offer server logs/)).toBeVisible();
  await expectAxeCleanInBothThemes(page);
  for (const [tab, ready] of [
    ['Resources', /does not offer resources/],
    ['Prompts', /does not offer prompts/],
    ['Subscriptions', /not declared: no resources\.subscribe/],
  ] as const) {
    await tools.openTab(tab);
    await expect(page.getByText(ready)).toBeVisible();
    await expectAxeCleanInBothThemes(page);
  }
  await tools.connectTo('npx -y @modelcontextprotocol/server-memory');
  await expect(page.getByRole('alert').filter({ hasText: 'npx mcp-console --' })).toBeVisible();
  await expectAxeCleanInBothThemes(page);
});
