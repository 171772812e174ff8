import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// Unmodified server-everything (2025-11-25) registers its sampling tool only for a client that
// declares sampling; the console does, and the user answers as the model would (issue 34).
const EVERYTHING = fixtureUrl(E2E_PORTS.everything);

test('a legacy server’s sampling request opens "Sampling request"; the typed reply comes back in the tool result', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('trigger-sampling-request', EVERYTHING);
  await tools.argument('prompt').fill('the weather');
  await tools.callTool.click();
  const dialog = page.getByRole('dialog', { name: 'Sampling request' });
  await expect(dialog.getByRole('article', { name: 'user' })).toContainText('context: the weather');
  await expect(dialog.getByRole('region', { name: 'System prompt' })).toContainText('You are a helpful test server.');
  await dialog.getByRole('textbox', { name: 'Reply' }).fill('Sunny, 21 °C.');
  await dialog.getByRole('combobox', { name: 'Stop reason' }).selectOption('maxTokens');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tools.result).toContainText('LLM sampling result');
  await expect(tools.result).toContainText('Sunny, 21 °C.');
  await expect(tools.result).toContainText('"stopReason": "maxTokens"');
  // The server's request travelled on the call's stream, and is in Traffic with it.
  await tools.openTab('Traffic');
  await tools.trafficRows('tools/call').last().click();
  await expect(page.getByText('sampling/createMessage').first()).toBeVisible();
});

test('Decline answers the user-rejected error, and the tool reports it', async ({ page }) => {
  const tools = new ToolsPage(page);
  await tools.openTool('trigger-sampling-request', EVERYTHING);
  await tools.argument('prompt').fill('anything');
  await tools.callTool.click();
  const dialog = page.getByRole('dialog', { name: 'Sampling request' });
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tools.result).toContainText('User rejected sampling request');
});

// One request for both themes: the colour scheme is switched in place (decision 0020).
test('the Sampling request dialog has no axe violations in either theme', async ({ page }) => {
  const tools = new ToolsPage(page);
  await page.goto(`./?panel=tools&tool=trigger-sampling-request&server=${encodeURIComponent(EVERYTHING)}`);
  await expect(tools.callTool).toBeVisible();
  await tools.argument('prompt').fill('a picture');
  await tools.callTool.click();
  const dialog = page.getByRole('dialog', { name: 'Sampling request' });
  await expect(dialog.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await expectAxeCleanInBothThemes(page);
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
});
