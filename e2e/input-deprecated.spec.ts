import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const serverUrl = fixtureUrl(E2E_PORTS.deprecatedInput);

test('a sampling request embedded in input_required opens "Sampling request"; the typed reply completes the prompt', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open(`server=${encodeURIComponent(serverUrl)}&panel=prompts&prompt=ask-model`);
  await app.expectConnected('2026-07-28');
  await prompts.getPrompt.click();
  const dialog = page.getByRole('dialog', { name: 'Sampling request' });
  await expect(dialog.getByRole('article', { name: 'user' })).toContainText('Summarise the release in one sentence.');
  await expect(dialog).toContainText('Max tokens');
  await dialog.getByRole('textbox', { name: 'Reply' }).fill('It answers sampling now.');
  await dialog.getByRole('textbox', { name: 'Model' }).fill('a-person');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(prompts.messages).toContainText('a-person said: It answers sampling now.');
  await expect(page.getByRole('region', { name: 'Input rounds' })).toContainText('It answers sampling now.');
});
