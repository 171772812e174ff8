import { expect, test } from '@playwright/test';
import { LOGO_PNG_DATA_URI } from '../demo-server/content/assets';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage, PROVIDERS, type Provider } from './pages/playground-page';
import { PromptsPage } from './pages/prompts-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
const KEY = 'sk-e2e-links-5d17e4';
const modelApi = modelApiControl(MODEL_API);
const CHAT_PATH: Record<Provider, string> = { openai: '/v1/chat/completions', anthropic: '/v1/messages' };

test.beforeEach(async () => {
  await modelApi.reset();
});

// `Ask model` in the Sampling request dialog is driven, for both providers, by e2e/model-settings.spec.ts.
for (const provider of PROVIDERS) {
  test(`${provider}: Run in playground sends a prompt's messages, its image included, shows the answer, and traces the model request on the Timeline`, async ({ page }) => {
    // With E2E_SCREENSHOTS, eight screenshots on the loaded machine take most of a minute on their own.
    test.slow();
    await modelApi.script({ rules: [{ when: { userSays: 'alt text' }, reply: { kind: 'answer', text: 'A blue console window with a plug.', usage: { input: 96, output: 9 } } }] });
    const playground = new PlaygroundPage(page);
    await playground.openOn(DEMO);
    await playground.configure({ provider, apiKey: KEY });
    const prompts = new PromptsPage(page);
    await playground.openTab('Prompts');
    await prompts.prompt('Describe the logo').click();
    await prompts.getPrompt.click();
    await expect(prompts.message('user').last()).toContainText('Write concise alt text for this logo.');
    const run = page.getByRole('button', { name: 'Run in playground', exact: true });
    await expect(run).toBeVisible();
    if (provider === 'openai') await shootBothThemes(page, 'prompts-run-in-playground');
    await run.click();

    await expect(page.getByRole('tab', { name: 'Playground', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(playground.conversation).toContainText('Write concise alt text for this logo.');
    await expect(playground.conversation).toContainText('A blue console window with a plug.');
    const sent = turns(await modelApi.requests());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.userText).toContain('Write concise alt text for this logo.');
    expect(sent[0]?.images).toEqual([LOGO_PNG_DATA_URI.replace(/^data:(.*);base64,/, '$1;')]);

    await test.step('the model request is a row of the Timeline’s model lane beside the prompt’s MCP exchanges', async () => {
      await playground.openTab('Timeline');
      const events = page.getByRole('table', { name: 'Timeline events' });
      const modelRow = events.getByRole('row').filter({ hasText: `POST ${CHAT_PATH[provider]} fixture-model · 200` });
      await expect(modelRow).toHaveCount(1);
      await expect(modelRow.getByRole('cell', { name: 'model', exact: true })).toBeVisible();
      await expect(events.getByRole('row').filter({ hasText: 'prompts/get' }).first()).toBeVisible();
      await modelRow.click();
      await expect(page.getByText('Tokens: 96 in, 9 out')).toBeVisible();
      if (provider === 'openai') await shootBothThemes(page, 'timeline-model-lane');
    });
  });
}
