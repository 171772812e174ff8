import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { ResourcesPage } from './pages/resources-page';
import { SharingPage } from './pages/sharing-page';
import { TemplatesPage } from './pages/templates-page';

/** Opens the console on the in-page demo server with `query`, once connected, with the clipboard allowed. */
async function openOnDemo(page: Page, context: BrowserContext, query: string): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const app = new ConsolePage(page);
  await app.open(query);
  await app.expectConnected('2026-07-28');
}

/** Clicks Copy link, waits for the confirmation, and returns the copied link. */
async function copyLink(page: Page): Promise<URL> {
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  return new URL(await page.evaluate(() => navigator.clipboard.readText()));
}

/** Opens `link` in a fresh browser context: nothing stored there, so whatever is filled came from the link. */
async function openElsewhere(browser: Browser, link: URL, panel: string): Promise<{ other: Page; close: () => Promise<void> }> {
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link.toString());
  await expect(other.getByRole('tab', { name: panel, exact: true })).toHaveAttribute('aria-selected', 'true');
  return { other, close: () => elsewhere.close() };
}

test('a copied permalink opens the same view: server, panel and selected resource', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new SharingPage(page).readGettingStarted();

  const link = await copyLink(page);
  expect(link.searchParams.get('uri')).toBe('demo://docs/guide/getting-started.md');

  const other = await context.newPage();
  await other.goto(link.toString());
  const reopened = new ResourcesPage(other);
  await new ConsolePage(other).expectConnected('2026-07-28');
  await expect(other.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(reopened.item('Getting started')).toHaveAttribute('aria-selected', 'true');
  await expect(reopened.contents.getByRole('heading', { name: 'Getting started' })).toBeVisible();
});

test('a permalink keeps the selected prompt and the open panel', async ({ page, context }) => {
  await openOnDemo(page, context, 'panel=prompts&prompt=code-review');
  const link = await copyLink(page);
  expect(link.searchParams.get('panel')).toBe('prompts');
  expect(link.searchParams.get('prompt')).toBe('code-review');
  const other = await context.newPage();
  await other.goto(link.toString());
  await expect(other.getByRole('list', { name: 'Prompts' }).getByRole('button', { name: 'Review code' })).toHaveAttribute('aria-current', 'true');
});

test('a permalink for a prompt with arguments opens the same prompt with the same arguments filled', async ({ page, context, browser }) => {
  await openOnDemo(page, context, 'panel=prompts');
  const prompts = new PromptsPage(page);
  await prompts.prompt('Review code').click();
  await prompts.argument('language').fill('python');
  await prompts.argument('framework').fill('flask');
  await prompts.textArgument('code').fill('print(1)');
  const link = await copyLink(page);
  expect(link.searchParams.get('prompt')).toBe('code-review');

  const { other, close } = await openElsewhere(browser, link, 'Prompts');
  const reopened = new PromptsPage(other);
  await expect(reopened.prompt('Review code')).toHaveAttribute('aria-current', 'true');
  await expect(reopened.argument('language')).toHaveValue('python');
  await expect(reopened.argument('framework')).toHaveValue('flask');
  await expect(reopened.textArgument('code')).toHaveValue('print(1)');
  await reopened.getPrompt.click();
  await expect(reopened.message('user')).toContainText('Review this python (flask) code');
  await close();
});

test('a permalink keeps the tool selected in the Tools panel', async ({ page, context }) => {
  await openOnDemo(page, context, 'panel=tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^Add/ }).click();
  const link = await copyLink(page);
  expect(link.searchParams.get('panel')).toBe('tools');
  expect(link.searchParams.get('tool')).toBe('add');
});

test('a permalink for a template with filled variables opens the same template with the same values', async ({ page, context, browser }) => {
  await openOnDemo(page, context, 'panel=templates');
  const templates = new TemplatesPage(page);
  await templates.template('Repository README').click();
  await templates.variable('owner').fill('contoso');
  await templates.variable('repo').fill('portal');
  await expect(templates.expandedUri).toHaveValue('demo://repos/contoso/portal/readme');
  const link = await copyLink(page);
  expect(link.searchParams.get('template')).toBe('demo://repos/{owner}/{repo}/readme');

  const { other, close } = await openElsewhere(browser, link, 'Templates');
  const reopened = new TemplatesPage(other);
  await expect(reopened.template('Repository README')).toHaveAttribute('aria-current', 'true');
  await expect(reopened.variable('owner')).toHaveValue('contoso');
  await expect(reopened.variable('repo')).toHaveValue('portal');
  await expect(reopened.expandedUri).toHaveValue('demo://repos/contoso/portal/readme');
  await reopened.read.click();
  await expect(reopened.contents).toContainText('contoso/portal');
  await close();
});

test('a template permalink leaves secret-looking variable values out', async ({ page, context }) => {
  await openOnDemo(page, context, 'panel=templates');
  const templates = new TemplatesPage(page);
  const apiKey = 'sk1234567890abcdefghijklmnop';
  await templates.template('User profile').click();
  await templates.variable('userId').fill(apiKey);
  await expect(templates.expandedUri).toHaveValue(`demo://users/${apiKey}/profile`);
  const link = await copyLink(page);
  expect(link.searchParams.get('template')).toBe('demo://users/{userId}/profile');
  expect(link.toString()).not.toContain(apiKey);
  expect(page.url()).not.toContain(apiKey);
});
