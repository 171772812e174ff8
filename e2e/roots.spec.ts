import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// Unmodified server-everything (2025-11-25) registers get-roots-list only for a client that
// declares roots, and asks roots/list again when told notifications/roots/list_changed.
const EVERYTHING = fixtureUrl(E2E_PORTS.everything);

async function addRoot(page: Page, uri: string, name: string): Promise<void> {
  const roots = page.getByRole('group', { name: 'Roots' });
  await roots.getByRole('textbox', { name: 'Root URI' }).fill(uri);
  await roots.getByRole('textbox', { name: 'Root name' }).fill(name);
  await roots.getByRole('button', { name: 'Add root', exact: true }).click();
  await expect(roots.getByRole('listitem').filter({ hasText: uri })).toBeVisible();
}

test('the roots the user sets are what the server gets, and an edit is announced with list_changed', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('get-roots-list', EVERYTHING);
  const roots = page.getByRole('group', { name: 'Roots' });
  await roots.getByRole('textbox', { name: 'Root URI' }).fill('https://not-a-file.example/');
  await roots.getByRole('button', { name: 'Add root', exact: true }).click();
  await expect(roots.getByRole('alert')).toContainText('file://');
  await addRoot(page, 'file:///work/project', 'project');
  await tools.callTool.click();
  await expect(tools.result).toContainText('URI: file:///work/project');
  await addRoot(page, 'file:///work/docs', 'docs');
  await tools.openTab('Traffic');
  // One for each edit made while connected: adding project, then docs.
  await expect(tools.trafficRows('notifications/roots/list_changed')).toHaveCount(2);
  await tools.openTab('Tools');
  // The server asks again after the notification; its answer shows on the next call.
  await expect(async () => {
    await tools.callTool.click();
    await expect(tools.result).toContainText('URI: file:///work/docs', { timeout: 1_000 });
  }).toPass();
  await roots.getByRole('button', { name: 'Remove root file:///work/project' }).click();
  await expect(roots.getByRole('listitem')).toHaveCount(1);
});

// One load and connect for both themes: the colour scheme is switched in place, and the sidebar
// scanned in each (decision 0020).
test('the Roots editor has no axe violations in either theme', async ({ page }) => {
  await page.goto(`./?panel=tools&server=${encodeURIComponent(EVERYTHING)}`);
  await addRoot(page, 'file:///work/project', 'project');
  const roots = page.getByRole('group', { name: 'Roots' });
  await roots.getByRole('textbox', { name: 'Root URI' }).fill('ftp://x');
  await roots.getByRole('button', { name: 'Add root', exact: true }).click();
  await expect(roots.getByRole('alert')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await new AxeBuilder({ page }).include('[aria-label="Servers"], aside').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations).toEqual([]);
  }
});
