import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { TemplatesPage } from './pages/templates-page';
import { E2E_PORTS, fixtureUrl } from './ports';

test('dependent completion on the demo server: owner narrows repo, choosing fills, Read shows the README', async ({ page }) => {
  const app = new ConsolePage(page);
  const templates = new TemplatesPage(page);
  await app.open('panel=templates');
  await app.expectConnected('2026-07-28');
  await templates.template('Repository README').click();

  await templates.variable('owner').click();
  await expect(templates.options()).toHaveText(['acme', 'contoso', 'modelcontext']);
  await templates.variable('owner').pressSequentially('ac');
  await expect(templates.options()).toHaveText(['acme']);
  await templates.option('acme').click();
  await expect(templates.variable('owner')).toHaveValue('acme');

  await templates.variable('repo').click();
  await expect(templates.options()).toHaveText(['anvil', 'rocket-skates', 'widgets']);
  await templates.variable('repo').pressSequentially('r');
  await expect(templates.options()).toHaveText(['rocket-skates']);
  await templates.variable('repo').press('ArrowDown');
  await templates.variable('repo').press('Enter');
  await expect(templates.variable('repo')).toHaveValue('rocket-skates');
  await expect(templates.expandedUri).toHaveValue('demo://repos/acme/rocket-skates/readme');

  await templates.read.click();
  await expect(templates.contents).toContainText('acme/rocket-skates');
});

test('?panel=templates&template= opens the template, and typed values survive a reload', async ({ page }) => {
  const app = new ConsolePage(page);
  const templates = new TemplatesPage(page);
  await app.open(`panel=templates&template=${encodeURIComponent('demo://users/{userId}/profile')}`);
  await app.expectConnected('2026-07-28');
  await templates.variable('userId').pressSequentially('gr');
  await expect(templates.option('grace')).toBeVisible();
  await expect(templates.expandedUri).toHaveValue('demo://users/gr/profile');
  await page.reload();
  await expect(templates.variable('userId')).toHaveValue('gr');
  await expect(templates.expandedUri).toHaveValue('demo://users/gr/profile');
});

test('server-everything (legacy): its resourceId completion fills the field and Read shows the resource', async ({ page }) => {
  const app = new ConsolePage(page);
  const templates = new TemplatesPage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.everything))}&panel=templates`);
  await app.expectConnected('2025-11-25');
  await templates.template('Dynamic Text Resource').click();
  await templates.variable('resourceId').pressSequentially('7');
  await templates.option('7').click();
  await expect(templates.variable('resourceId')).toHaveValue('7');
  await expect(templates.expandedUri).toHaveValue('demo://resource/dynamic/text/7');
  await templates.read.click();
  await expect(templates.contents).toContainText('Resource 7: This is a plaintext resource');
});

test('a server without the completions capability gets no completion/complete requests', async ({ page }) => {
  const app = new ConsolePage(page);
  const templates = new TemplatesPage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.noCompletions))}&panel=templates`);
  await app.expectConnected('2026-07-28');
  await templates.template('Note by topic').click();
  await templates.variable('topic').pressSequentially('caching');
  await expect(page.getByText('Completion is not offered by this server.').first()).toBeVisible();
  await expect(templates.options()).toHaveCount(0);
  await expect(templates.expandedUri).toHaveValue('plain://notes/caching');
  await templates.variable('lang').pressSequentially('en');
  await expect(templates.expandedUri).toHaveValue('plain://notes/caching?lang=en');
  await templates.read.click();
  await expect(templates.contents).toContainText('Note about caching');

  await app.openTab('Traffic');
  await expect(app.trafficRows('resources/templates/list').first()).toBeVisible();
  await expect(app.trafficRows('resources/read').first()).toBeVisible();
  await expect(app.trafficRows('completion/complete')).toHaveCount(0);
});
