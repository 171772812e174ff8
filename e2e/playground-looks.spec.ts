import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { modelApiControl } from './fixtures/model-api/control-client';
import { baseUrlFor, MODEL_API, PlaygroundPage } from './pages/playground-page';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

test('the Playground with a conversation and a tool card waiting for Allow has no axe violations in either theme', async ({ page }) => {
  await modelApi.script({
    rules: [
      {
        when: { userSays: 'Which docs mention caching', afterToolResult: false },
        reply: { kind: 'answer', text: 'I will search the demo resources.', toolCalls: [{ name: 'find-resources', arguments: { query: 'caching' } }], usage: { input: 412, output: 37 } },
      },
      { when: { afterToolResult: true }, reply: { kind: 'answer', text: 'The tool found these: {{toolResult}}', usage: { input: 655, output: 58 } } },
    ],
  });
  const playground = new PlaygroundPage(page);
  await playground.openOn(DEMO);
  await playground.configure({ provider: 'openai', apiKey: 'sk-e2e-looks-2b9e' });
  await playground.system.fill('You help people find their way around the demo documentation.');
  await playground.ask('Which docs mention caching?');
  await expect(playground.allow).toBeVisible();
  // Scanned while the card waits for a decision: the conversation, the card and Allow / Deny all show.
  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'playground-tool-card');
  await playground.allow.click();
  await expect(playground.conversation).toContainText('The tool found these:');
  // The next message with a resource attached, its chip shown beside the field that picks it.
  await playground.attach('demo://docs/changelog.md');
  await playground.message.fill('And what changed lately?');
  await shootBothThemes(page, 'playground');
});

test('the Model settings dialog, filled in, has no axe violations in either theme', async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openOn(DEMO);
  await page.getByRole('button', { name: 'Model settings', exact: true }).click();
  await playground.settings.getByRole('textbox', { name: 'Base URL', exact: true }).fill(baseUrlFor('openai'));
  await playground.settings.getByLabel('API key', { exact: true }).fill('sk-e2e-looks-2b9e');
  await expect(playground.settings.getByText('2 models listed by the endpoint')).toBeVisible();
  await shootBothThemes(page, 'playground-model-settings');
  await expectAxeCleanInBothThemes(page);
});
