import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const serverUrl = fixtureUrl(E2E_PORTS.deprecatedInput);
const REASON = 'MCP Console does not fulfil sampling requests (deprecated in 2026-07-28)';

test('a sampling input request is shown in "Input required", declined, and the call fails with the reason', async ({ page }) => {
  const app = new ConsolePage(page);
  const prompts = new PromptsPage(page);
  await app.open(`server=${encodeURIComponent(serverUrl)}&panel=prompts&prompt=ask-model`);
  await app.expectConnected('2026-07-28');
  await prompts.getPrompt.click();
  const dialog = page.getByRole('dialog', { name: 'Input required' });
  await expect(dialog).toContainText('sampling/createMessage');
  await expect(dialog.getByRole('note')).toContainText(REASON);
  await expect(dialog.getByLabel('Requested parameters')).toContainText('Summarise the release in one sentence.');
  await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: REASON })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Input rounds' })).toContainText(`Declined: ${REASON}`);
});
