import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const hostileUrl = fixtureUrl(E2E_PORTS.hostile);

test('a TypeScript resource is syntax-highlighted by the lazily loaded Monaco view', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const app = new ConsolePage(page);
  await app.open(`panel=resources&uri=${encodeURIComponent('demo://src/server/index.ts')}`);
  const resources = new ResourcesPage(page);
  const code = resources.contents.getByRole('region', { name: 'Code' });
  await expect(code).toBeVisible();
  // Secondary check: Monaco mounted and split the text into coloured tokens.
  await expect(code.locator('.monaco-editor')).toBeVisible();
  await expect(code.locator('.view-lines')).toContainText('McpServer');
  await expect.poll(() => code.locator('.view-lines span[class*="mtk"]').evaluateAll((spans: Element[]) => new Set(spans.map((span) => span.getAttribute('class') ?? '')).size)).toBeGreaterThan(2);
  // Hovering a token must not wake a TypeScript language service (no TS worker in the bundle).
  await code.getByText('McpServer', { exact: true }).first().hover();
  await expect(code).toContainText('McpServer');
  expect(errors.filter((text) => /worker|typescript/i.test(text))).toEqual([]);
});

test('hostile HTML is shown as source and previewed only in an empty-sandbox frame', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(hostileUrl)}&panel=resources&uri=${encodeURIComponent('hostile://pages/index.html')}`);
  const resources = new ResourcesPage(page);
  await expect(resources.contents.getByRole('region', { name: 'Code' })).toContainText('<body onload=');
  await resources.button('Preview').click();
  const frame = resources.contents.locator('iframe[title="Preview of hostile://pages/index.html"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(window, '__pwned'))).toBe(false);
  await resources.button('Preview').click();
  await expect(frame).toHaveCount(0);
});

test('repeated Reloads leave no "Reading…" behind once each read has answered', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`panel=resources&uri=${encodeURIComponent('demo://docs/guide/getting-started.md')}`);
  const resources = new ResourcesPage(page);
  const reload = resources.contents.getByRole('button', { name: 'Reload', exact: true });
  await expect(resources.contents.getByRole('heading', { name: 'Getting started' }).or(resources.contents.getByText('# Getting started'))).toBeVisible();
  for (let round = 0; round < 3; round += 1) {
    await reload.click();
    await expect(reload).toBeEnabled();
  }
  await expect(resources.contents.getByText('Reading…')).toHaveCount(0);
});
