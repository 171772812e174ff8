import { expect, test } from '@playwright/test';
import { LOGO_PNG_DATA_URI } from '../demo-server/content/assets';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage, PROVIDERS } from './pages/playground-page';
import { PromptsPage } from './pages/prompts-page';
import { ToolsPage } from './pages/tools-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
// Unmodified server-everything registers its sampling tool for a client that declares sampling.
const EVERYTHING = fixtureUrl(E2E_PORTS.everything);
const KEY = 'sk-e2e-links-5d17e4';
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

for (const provider of PROVIDERS) {
  test(`${provider}: Run in playground sends a prompt's messages, its image included, and shows the answer`, async ({ page }) => {
    await modelApi.script({ rules: [{ when: { userSays: 'alt text' }, reply: { kind: 'answer', text: 'A blue console window with a plug.' } }] });
    const playground = new PlaygroundPage(page);
    await playground.openOn(DEMO);
    await playground.configure({ provider, apiKey: KEY });
    const prompts = new PromptsPage(page);
    await playground.openTab('Prompts');
    await prompts.prompt('Describe the logo').click();
    await prompts.getPrompt.click();
    await expect(prompts.message('user').last()).toContainText('Write concise alt text for this logo.');
    await page.getByRole('button', { name: 'Run in playground', exact: true }).click();

    await expect(page.getByRole('tab', { name: 'Playground', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(playground.conversation).toContainText('Write concise alt text for this logo.');
    await expect(playground.conversation).toContainText('A blue console window with a plug.');
    const sent = turns(await modelApi.requests());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.userText).toContain('Write concise alt text for this logo.');
    expect(sent[0]?.images).toEqual([LOGO_PNG_DATA_URI.replace(/^data:(.*);base64,/, '$1;')]);
  });

  test(`${provider}: Ask model drafts the sampling reply from the server's request, and nothing goes back before Send`, async ({ page }) => {
    await modelApi.script({ rules: [{ when: { userSays: 'context: the weather' }, reply: { kind: 'answer', text: 'Sunny, 21 °C.' } }] });
    const tools = new ToolsPage(page);
    const playground = new PlaygroundPage(page);
    await tools.openTool('trigger-sampling-request', EVERYTHING);
    await tools.argument('prompt').fill('the weather');
    await tools.callTool.click();
    const dialog = page.getByRole('dialog', { name: 'Sampling request' });
    const askModel = dialog.getByRole('button', { name: 'Ask model', exact: true });
    await expect(dialog.getByRole('article', { name: 'user' })).toContainText('context: the weather');
    await expect(askModel).toHaveCount(0);
    await playground.configure({ provider, apiKey: KEY }, dialog.getByRole('button', { name: 'Model settings', exact: true }));

    await askModel.click();
    const reply = dialog.getByRole('textbox', { name: 'Reply' });
    await expect(reply).toHaveValue('Sunny, 21 °C.');
    await expect(dialog).toContainText('fixture-model');
    const [draft] = turns(await modelApi.requests());
    expect(draft?.system).toBe('You are a helpful test server.');
    expect(draft?.userText).toContain('context: the weather');
    expect(draft?.tools).toEqual([]);
    expect(draft?.recorded.body).toMatchObject({ temperature: 0.7 });
    expect(JSON.stringify(draft?.recorded.body)).toMatch(/"max_(completion_)?tokens":100\b/);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tool result' }).filter({ hasText: 'LLM sampling result' })).toHaveCount(0);

    await reply.fill('Sunny, 21 °C. Checked by hand.');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(tools.result).toContainText('Sunny, 21 °C. Checked by hand.');
    expect(turns(await modelApi.requests())).toHaveLength(1);
  });
}
