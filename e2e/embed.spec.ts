import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';

test('?embed=1&panels=prompts&prompt=code-review shows only the Prompts panel with that prompt selected', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('embed=1&panels=prompts&prompt=code-review&theme=dark');
  await app.expectConnected('2026-07-28');
  const tabs = page.getByRole('tablist', { name: 'Panels' }).getByRole('tab');
  await expect(tabs).toHaveCount(1);
  await expect(tabs).toHaveText('Prompts');
  await expect(tabs).toHaveAttribute('aria-selected', 'true');
  const prompts = new PromptsPage(page);
  await expect(prompts.prompt('Review code')).toHaveAttribute('aria-current', 'true');
  await expect(prompts.argument('language')).toBeVisible();
  // Chrome-less: no servers sidebar, no header, no session-file actions.
  await expect(page.getByRole('complementary', { name: 'Servers' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export session', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Server URL' })).not.toBeVisible();
  await expect(page.getByRole('region', { name: 'Connection' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Commands', exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '2026-07-28' })).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const open = page.getByRole('link', { name: 'Open in console' });
  await expect(open).toHaveAttribute('target', '_blank');
  const href = new URL((await open.getAttribute('href')) ?? '');
  expect(href.searchParams.get('embed')).toBeNull();
  expect(href.searchParams.get('panels')).toBeNull();
  expect(href.searchParams.get('prompt')).toBe('code-review');
});

test('an embed may list several panels; the full console ignores panels=', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('embed=1&panels=prompts,resources');
  await expect(page.getByRole('tablist', { name: 'Panels' }).getByRole('tab')).toHaveText(['Resources', 'Prompts']);
  await expect(page.getByRole('tab', { name: 'Prompts', exact: true })).toHaveAttribute('aria-selected', 'true');
  await app.open('panels=prompts');
  // All eleven tabs fit at Playwright's 1280 px; narrower widths are e2e/narrow-screens.spec.ts's.
  await expect(page.getByRole('tablist', { name: 'Panels' }).getByRole('tab')).toHaveCount(11);
});
