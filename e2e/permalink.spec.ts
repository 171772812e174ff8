import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { SharingPage } from './pages/sharing-page';

test('a copied permalink opens the same view: server, panel and selected resource', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new SharingPage(page).readGettingStarted();

  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).searchParams.get('uri')).toBe('demo://docs/guide/getting-started.md');

  const other = await context.newPage();
  await other.goto(link);
  const reopened = new ResourcesPage(other);
  await new ConsolePage(other).expectConnected('2026-07-28');
  await expect(other.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(reopened.item('Getting started')).toHaveAttribute('aria-selected', 'true');
  await expect(reopened.contents.getByRole('heading', { name: 'Getting started' })).toBeVisible();
});

test('a permalink keeps the selected prompt and the open panel', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = new ConsolePage(page);
  await app.open('panel=prompts&prompt=code-review');
  await app.expectConnected('2026-07-28');
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.searchParams.get('panel')).toBe('prompts');
  expect(link.searchParams.get('prompt')).toBe('code-review');
  const other = await context.newPage();
  await other.goto(link.toString());
  await expect(other.getByRole('list', { name: 'Prompts' }).getByRole('button', { name: 'Review code' })).toHaveAttribute('aria-current', 'true');
});
