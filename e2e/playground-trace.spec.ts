import { expect, test } from '@playwright/test';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage } from './pages/playground-page';
import { PromptsPage } from './pages/prompts-page';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

test('a prompt run in the playground is traced on the Timeline: its model request on the model lane beside the MCP lanes', async ({ page }) => {
  // Eight screenshots on the loaded machine take most of a minute on their own.
  test.slow();
  await modelApi.script({ rules: [{ when: { userSays: 'alt text' }, reply: { kind: 'answer', text: 'A blue console window with a plug.', usage: { input: 96, output: 9 } } }] });
  const playground = new PlaygroundPage(page);
  await playground.openOn(DEMO);
  await playground.configure({ provider: 'openai', apiKey: 'sk-e2e-trace-71c0' });
  const prompts = new PromptsPage(page);
  await playground.openTab('Prompts');
  await prompts.prompt('Describe the logo').click();
  await prompts.getPrompt.click();
  const run = page.getByRole('button', { name: 'Run in playground', exact: true });
  await expect(run).toBeVisible();
  await shootBothThemes(page, 'prompts-run-in-playground');
  await run.click();
  await expect(playground.conversation).toContainText('A blue console window with a plug.');

  await playground.openTab('Timeline');
  const events = page.getByRole('table', { name: 'Timeline events' });
  const modelRow = events.getByRole('row').filter({ hasText: 'POST /v1/chat/completions fixture-model · 200' });
  await expect(modelRow).toHaveCount(1);
  await expect(modelRow.getByRole('cell', { name: 'model', exact: true })).toBeVisible();
  await expect(events.getByRole('row').filter({ hasText: 'prompts/get' }).first()).toBeVisible();
  await modelRow.click();
  await expect(page.getByText('Tokens: 96 in, 9 out')).toBeVisible();
  await shootBothThemes(page, 'timeline-model-lane');
});
