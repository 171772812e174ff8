import { expect, test } from '@playwright/test';
import { EmbedHostPage } from './pages/embed-host-page';

test.use({ viewport: { width: 1280, height: 480 } });

test('two <mcp-console> embeds (light and dark, different panels) connect to the demo under a strict host CSP', async ({ page }) => {
  const host = new EmbedHostPage(page);
  await host.open('docs.html');
  await host.expectConnected('light');
  await host.expectConnected('dark');

  const light = host.frame('light');
  await expect(light.getByRole('tablist', { name: 'Panels' }).getByRole('tab')).toHaveText(['Resources']);
  await expect(light.getByRole('region', { name: 'Resource contents' }).getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(light.locator('html')).toHaveAttribute('data-theme', 'light');
  const dark = host.frame('dark');
  await expect(dark.getByRole('tablist', { name: 'Panels' }).getByRole('tab')).toHaveText(['Tools']);
  await expect(dark.locator('html')).toHaveAttribute('data-theme', 'dark');

  // The frames keep a minimal sandbox, are named by their title, and carry the host's accent.
  await expect(host.iframe('light')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
  await expect(host.iframe('light')).toHaveAttribute('allow', 'clipboard-write');
  await expect(page.locator('iframe[title="Console: the guide"]')).toBeVisible();
  expect(await light.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--accent').trim())).toBe('#a3367a');
  expect(await dark.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--host-accent').trim())).toBe('#a3367a');
  expect(host.violations).toEqual([]);
});

test('an auto-height frame follows its content: it grows when a tool result appears, and never scrolls', async ({ page }) => {
  const host = new EmbedHostPage(page);
  await host.open('docs.html');
  await host.expectConnected('dark');
  await expect.poll(() => host.overflows('light')).toBe(false);
  // Chromium pauses rendering (and so resize observers) in cross-origin frames out of view.
  await page.locator('mcp-console#dark').scrollIntoViewIfNeeded();
  const dark = host.frame('dark');
  const call = dark.getByRole('button', { name: 'Call tool', exact: true });
  await expect(call).toBeVisible();
  // Settled: the frame has taken its content's height (not the 240 px placeholder).
  await expect.poll(() => host.overflows('dark')).toBe(false);
  const before = await host.frameHeight('dark');

  await dark.getByRole('textbox', { name: 'message', exact: true }).fill('hello from the docs');
  await call.click();
  await expect(dark.getByRole('region', { name: 'Tool result' })).toContainText('hello from the docs');
  await expect.poll(() => host.frameHeight('dark')).toBeGreaterThan(before + 20);
  await expect.poll(() => host.overflows('dark')).toBe(false);
  expect(host.violations).toEqual([]);
});

test('an embed below the fold is made only when it scrolls into view', async ({ page }) => {
  const host = new EmbedHostPage(page);
  await host.open('docs.html');
  await host.expectConnected('light');
  await expect(host.iframe('tour')).toHaveCount(0);
  await page.locator('mcp-console#tour').scrollIntoViewIfNeeded();
  await expect(host.frame('tour').getByRole('region', { name: 'Walkthrough' })).toBeVisible();
  await expect(host.frame('tour').getByText('Step 1 of 4')).toBeVisible();
});

test('the Copy link menu copies the link or the <mcp-console> embed code of the current view', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('./?panel=prompts&prompt=code-review&theme=dark');
  await expect(page.getByRole('status').filter({ hasText: '2026-07-28' })).toBeVisible();
  await page.getByRole('button', { name: 'More ways to copy', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy embed code', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Embed code copied' })).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  const origin = new URL(page.url()).origin;
  expect(snippet).toContain(`<script src="${origin}/embed.js"></script>`);
  expect(snippet).toMatch(/<mcp-console panels="prompts" server="[^"]+" prompt="code-review" theme="dark"><\/mcp-console>/);

  await page.getByRole('button', { name: 'More ways to copy', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).searchParams.get('prompt')).toBe('code-review');
});
