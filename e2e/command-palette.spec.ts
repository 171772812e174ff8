import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PalettePage } from './pages/palette-page';
import { PromptsPage } from './pages/prompts-page';
import { QaPage } from './pages/qa-page';
import { ResourcesPage } from './pages/resources-page';

// One page reaches the demo server and drives the palette's flows in turn (decision 0020); the
// QA run, the longest, has a page of its own.
test('actions run from the palette; arrows move the active option; Esc closes and restores focus; "Export session" downloads the same session file as the button; a prompt name and Enter open the Prompts panel on that prompt; a resource title opens the resource with its contents', async ({ page }) => {
  const palette = await PalettePage.onDemo(page, 'resources');
  const app = new ConsolePage(page);

  await palette.find('traffic');
  await expect(palette.options.first()).toHaveAccessibleName('Go to Traffic');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Traffic', exact: true })).toHaveAttribute('aria-selected', 'true');

  await app.serverUrl.focus();
  await palette.find('go to');
  // One "Go to" per panel.
  await expect(palette.options).toHaveCount(11);
  const [first, second, last] = [palette.options.nth(0), palette.options.nth(1), palette.options.nth(10)];
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(palette.search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  // Up from the first option wraps to the last.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toHaveCount(0);
  await expect(app.serverUrl).toBeFocused();

  await palette.button.click();
  await expect(palette.search).toBeFocused();
  await palette.search.fill('zzzz-no-such-thing');
  await expect(palette.options).toHaveCount(0);
  await expect(palette.dialog.getByRole('status')).toContainText('No command matches');
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toHaveCount(0);

  await palette.find('Export session');
  await expect(await palette.activeOption()).toHaveAccessibleName('Export session');
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mcp-session-demo\.mcp-console\.invalid-[\dT-]+Z\.json$/);
  const file: unknown = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(file).toMatchObject({ format: 'mcp-console-session', server: { url: 'https://demo.mcp-console.invalid/mcp', negotiation: { protocolVersion: '2026-07-28' } } });

  await palette.find('code-review');
  await expect(palette.options.first()).toHaveAccessibleName('Review code');
  await expect(await palette.activeOption()).toHaveAccessibleName('Review code');
  await page.keyboard.press('Enter');
  await expect(palette.dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Prompts', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(new PromptsPage(page).prompt('Review code')).toHaveAttribute('aria-current', 'true');
  expect(new URL(page.url()).searchParams.get('prompt')).toBe('code-review');

  await palette.find('getting started');
  await expect(palette.option('Getting started')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(new ResourcesPage(page).contents.getByRole('heading', { name: 'Getting started' })).toBeVisible();
});

test('"Run checks" from the palette opens the QA panel and runs the checks once connected', async ({ page }) => {
  const palette = await PalettePage.onDemo(page, 'resources');
  await palette.find('Run checks');
  await expect(await palette.activeOption()).toHaveAccessibleName('Run checks');
  await page.keyboard.press('Enter');
  await expect(palette.dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'QA', exact: true })).toHaveAttribute('aria-selected', 'true');
  const qa = new QaPage(page);
  await expect(page.getByRole('button', { name: 'Export Markdown', exact: true })).toBeEnabled({ timeout: 60_000 });
  // Passed groups start collapsed.
  await page.getByRole('button', { name: 'Expand all', exact: true }).click();
  await expect(qa.row('discover.shape')).toBeVisible();
  expect(await qa.checks.getByRole('rowheader').count()).toBeGreaterThan(10);
  await expect(qa.rowsWithStatus('fail')).toHaveCount(0);
});
