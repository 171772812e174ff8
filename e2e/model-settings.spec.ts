import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { modelApiControl } from './fixtures/model-api/control-client';
import { baseUrlFor, MODEL_API, type Provider } from './pages/playground-page';
import { ToolsPage } from './pages/tools-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

// Unmodified server-everything asks for a sampling reply from its trigger-sampling-request tool.
const EVERYTHING = fixtureUrl(E2E_PORTS.everything);
const KEY = 'sk-e2e-settings-5b07d2c94e1a';
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

async function openSampling(page: Page) {
  const tools = new ToolsPage(page);
  await tools.openTool('trigger-sampling-request', EVERYTHING);
  await tools.argument('prompt').fill('the weather in Paris');
  await tools.callTool.click();
  const sampling = page.getByRole('dialog', { name: 'Sampling request' });
  await expect(sampling.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  return { tools, sampling, settings: page.getByRole('dialog', { name: 'Model settings' }) };
}

/** What Ask model sent: the server's request (server-everything's system prompt, temperature and maxTokens), no tools. */
async function expectDraftRequest(provider: Provider): Promise<void> {
  const sent = turns(await modelApi.requests());
  expect(sent).toHaveLength(1);
  const [draft] = sent;
  expect(draft?.recorded.path).toBe(provider === 'openai' ? '/v1/chat/completions' : '/v1/messages');
  expect(draft?.system).toBe('You are a helpful test server.');
  expect(draft?.userText).toContain('context: the weather in Paris');
  expect(draft?.tools).toEqual([]);
  expect(draft?.recorded.body).toMatchObject({ temperature: 0.7 });
  expect(JSON.stringify(draft?.recorded.body)).toMatch(/"max_(completion_)?tokens":100\b/);
}

test('Model settings over the sampling dialog suggests the endpoint’s models; Ask model drafts from the server’s request, the draft has no axe violations, and only Send answers the server', async ({ page }) => {
  // Two axe runs and, with E2E_SCREENSHOTS, eight screenshots on the loaded CI machine.
  test.slow();
  await modelApi.script({ key: KEY, rules: [{ reply: { kind: 'answer', text: 'Sunny and 21 °C in Paris today.', pieces: 3 } }] });
  const { tools, sampling, settings } = await openSampling(page);
  await expect(sampling.getByRole('button', { name: 'Ask model', exact: true })).toHaveCount(0);
  await sampling.getByRole('button', { name: 'Model settings', exact: true }).click();

  await settings.getByRole('combobox', { name: 'Provider', exact: true }).selectOption({ label: 'OpenAI-compatible' });
  await settings.getByRole('textbox', { name: 'Base URL', exact: true }).fill(baseUrlFor('openai'));
  await settings.getByLabel('API key', { exact: true }).fill(KEY);
  await expect(settings.getByText('2 models listed by the endpoint')).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: 'Connect through local proxy' })).toHaveCount(0);
  await expect(settings).toContainText('npx mcp-console');
  const model = settings.getByRole('combobox', { name: 'Model', exact: true });
  await model.click();
  await expect(settings.getByRole('listbox', { name: 'Model suggestions' }).getByRole('option')).toHaveText(['fixture-model', 'fixture-model-large']);
  await shootBothThemes(page, 'model-settings');
  await model.press('ArrowDown');
  await model.press('ArrowDown');
  await model.press('Enter');
  await expect(model).toHaveValue('fixture-model-large');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings).toHaveCount(0);

  await sampling.getByRole('button', { name: 'Ask model', exact: true }).click();
  await expect(sampling.getByRole('textbox', { name: 'Reply' })).toHaveValue('Sunny and 21 °C in Paris today.');
  await expect(sampling.getByRole('textbox', { name: 'Model', exact: true })).toHaveValue('fixture-model-large');
  await expect(sampling.getByRole('status').filter({ hasText: 'Answered by' })).toContainText('fixture-model-large');
  await expectDraftRequest('openai');
  await expect(tools.result.filter({ hasText: 'LLM sampling result' })).toHaveCount(0);
  await shootBothThemes(page, 'sampling-draft');
  await expectAxeCleanInBothThemes(page);

  await sampling.getByRole('textbox', { name: 'Reply' }).fill('Sunny, 21 °C. Checked by hand.');
  await sampling.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sampling).toHaveCount(0);
  await expect(tools.result).toContainText('Sunny, 21 °C. Checked by hand.');
  expect(turns(await modelApi.requests())).toHaveLength(1);
});

test('Anthropic: a refused key’s 401 is an alert while the right one lists the models; Ask model drafts from the server’s request, and Decline sends nothing', async ({ page }) => {
  test.slow();
  await modelApi.script({ key: KEY, rules: [{ reply: { kind: 'answer', text: 'Rain later in Paris.' } }] });
  const { sampling, settings } = await openSampling(page);
  await sampling.getByRole('button', { name: 'Model settings', exact: true }).click();
  await settings.getByRole('combobox', { name: 'Provider', exact: true }).selectOption({ label: 'Anthropic' });
  await settings.getByRole('textbox', { name: 'Base URL', exact: true }).fill(baseUrlFor('anthropic'));
  await settings.getByLabel('API key', { exact: true }).fill('sk-wrong');
  const alert = settings.getByRole('alert');
  await expect(alert).toContainText('401');
  await shootBothThemes(page, 'model-settings-error');
  await settings.getByLabel('API key', { exact: true }).fill(KEY);
  await expect(settings.getByText('2 models listed by the endpoint')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await settings.getByLabel('Model', { exact: true }).fill('fixture-model');
  await settings.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings).toHaveCount(0);

  await sampling.getByRole('button', { name: 'Ask model', exact: true }).click();
  await expect(sampling.getByRole('textbox', { name: 'Reply' })).toHaveValue('Rain later in Paris.');
  await expectDraftRequest('anthropic');
  await sampling.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(sampling).toHaveCount(0);
  expect(turns(await modelApi.requests())).toHaveLength(1);
});
