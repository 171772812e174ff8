import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { E2E_PORTS, fixtureUrl } from './ports';

test('code-review on the demo server: dependent completion, required check, user message', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open('panel=prompts');
  await app.expectConnected('2026-07-28');
  await prompts.prompt('Review code').click();

  await prompts.argument('language').pressSequentially('py');
  await expect(prompts.options()).toHaveText(['python']);
  await prompts.option('python').click();
  await prompts.argument('framework').pressSequentially('f');
  await expect(prompts.options()).toHaveText(['fastapi', 'flask']);
  await prompts.option('fastapi').click();

  await prompts.getPrompt.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Required: code' })).toBeVisible();

  // `code` is edited over several lines, and its newlines reach the server.
  await expect(prompts.textArgument('code')).toHaveJSProperty('tagName', 'TEXTAREA');
  await prompts.textArgument('code').fill('def f():\n    return 1');
  await prompts.getPrompt.click();
  await expect(prompts.message('user')).toContainText('return 1');
  await expect(prompts.message('user')).toContainText('Review this python (fastapi) code for correctness, clarity and security');
  await expect(prompts.messages).toContainText('Review of python code');
  await expect(prompts.messages).toContainText(/1 message · \d+ chars · \d+ bytes/);
});

test('summarize-document renders the embedded resource; describe-logo the image with its size', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open('panel=prompts&prompt=summarize-document');
  await app.expectConnected('2026-07-28');
  await prompts.argument('uri').fill('demo://docs/guide/concepts/caching.md');
  await prompts.getPrompt.click();
  const embedded = prompts.messages.getByRole('region', { name: 'Embedded resource demo://docs/guide/concepts/caching.md' });
  await expect(embedded).toBeVisible();
  await expect(prompts.message('user')).toHaveCount(2);
  await expect(prompts.message('user').nth(1)).toContainText('Summarize the document above in three bullet points.');

  await prompts.prompt('Describe the logo').click();
  await prompts.getPrompt.click();
  await expect(prompts.messages.getByRole('img', { name: 'Image content (image/png)' })).toBeVisible();
  await expect(prompts.message('user').first()).toContainText(/image\/png.*\d+ × \d+ px/);
  await expect(prompts.message('user').nth(1)).toContainText('Write concise alt text for this logo.');
});

test('release-notes asks for input (input_required); the answer yields the final message and the round', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open('panel=prompts&prompt=release-notes');
  await app.expectConnected('2026-07-28');
  await prompts.argument('version').fill('2.0.0');
  await prompts.getPrompt.click();

  const dialog = prompts.inputRequired;
  await expect(dialog).toContainText('Who are the release notes for 2.0.0 written for?');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog.getByText('Required.').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'audience' }).selectOption('developers');
  await dialog.getByRole('combobox', { name: 'tone' }).selectOption('terse');
  await dialog.getByRole('checkbox', { name: 'mentionBreakingChanges' }).check();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(prompts.message('user')).toContainText('Draft terse release notes for version 2.0.0, written for developers. List breaking changes first.');
  const rounds = page.getByRole('region', { name: 'Input rounds' });
  await expect(rounds).toContainText('Round 1: the server asked 1 input');
  await expect(rounds).toContainText('"audience": "developers"');
});

test('errors: -32602 from the server, and an unknown deep-linked prompt', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open('panel=prompts&prompt=summarize-document');
  await app.expectConnected('2026-07-28');
  await prompts.argument('uri').fill('demo://nope');
  await prompts.getPrompt.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unknown document: demo://nope' })).toContainText('-32602');
  await page.reload();
  await expect(prompts.argument('uri')).toHaveValue('demo://nope');

  await app.open('panel=prompts&prompt=no-such-prompt');
  await expect(page.getByRole('alert').filter({ hasText: 'No prompt named “no-such-prompt”' })).toBeVisible();
});

test('server-everything (legacy): args-prompt, completable-prompt with dependent completion, resource-prompt', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.everything))}&panel=prompts`);
  await app.expectConnected('2025-11-25');

  await prompts.everythingArgumentsAndCompletion();
  await prompts.option('Engineering').click();
  await prompts.argument('name').click();
  await expect(prompts.options()).toHaveText(['Alice', 'Bob', 'Charlie']);
  await prompts.option('Bob').click();
  await prompts.getPrompt.click();
  await expect(prompts.message('user')).toContainText('Please promote Bob to the head of the Engineering team.');

  await prompts.prompt('Resource Prompt').click();
  await prompts.argument('resourceType').fill('Text');
  await prompts.argument('resourceId').fill('1');
  await prompts.getPrompt.click();
  await expect(prompts.message('user').nth(1)).toContainText('Resource 1: This is a plaintext resource');
});

test('a server without the prompts capability: the panel says so and sends no prompts/list (issue 33)', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.headerTools))}&panel=prompts`);
  await app.expectConnected('2026-07-28');
  await expect(page.getByText(/This server does not offer prompts/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await app.openTab('Traffic');
  await expect(app.trafficRows('server/discover').first()).toBeVisible();
  await expect(app.trafficRows('prompts/list')).toHaveCount(0);
});
