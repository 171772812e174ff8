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

/**
 * Clicks Copy link, waits for the confirmation, and returns the copied link. The clipboard is
 * emptied first: after an earlier copy, "Link copied" is already shown, so only the clipboard
 * itself says when this copy has landed.
 */
async function copyLink(page: Page): Promise<URL> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const read = () => page.evaluate(() => navigator.clipboard.readText());
  await expect.poll(read).not.toBe('');
  return new URL(await read());
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

test('a permalink keeps the selected prompt and the open panel, and a prompt with arguments opens elsewhere with the same arguments filled', async ({ page, context, browser }) => {
  await openOnDemo(page, context, 'panel=prompts&prompt=code-review');
  const first = await copyLink(page);
  expect(first.searchParams.get('panel')).toBe('prompts');
  expect(first.searchParams.get('prompt')).toBe('code-review');
  const tab = await context.newPage();
  await tab.goto(first.toString());
  await expect(tab.getByRole('list', { name: 'Prompts' }).getByRole('button', { name: 'Review code' })).toHaveAttribute('aria-current', 'true');
  await tab.close();

  const prompts = new PromptsPage(page);
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

test('a permalink for a template with filled variables opens the same template with the same values, leaves secret-looking values out, and keeps the tool selected in the Tools panel', async ({ page, context, browser }) => {
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

  const apiKey = 'sk1234567890abcdefghijklmnop';
  await templates.template('User profile').click();
  await templates.variable('userId').fill(apiKey);
  await expect(templates.expandedUri).toHaveValue(`demo://users/${apiKey}/profile`);
  const secretless = await copyLink(page);
  expect(secretless.searchParams.get('template')).toBe('demo://users/{userId}/profile');
  expect(secretless.toString()).not.toContain(apiKey);
  expect(page.url()).not.toContain(apiKey);

  await new ConsolePage(page).openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^Add/ }).click();
  const toolLink = await copyLink(page);
  expect(toolLink.searchParams.get('panel')).toBe('tools');
  expect(toolLink.searchParams.get('tool')).toBe('add');
});
