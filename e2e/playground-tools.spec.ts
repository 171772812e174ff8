import { expect, test } from '@playwright/test';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage } from './pages/playground-page';
import { ToolsPage } from './pages/tools-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

// e2e/fixtures/header-tools-server.ts: `deploy` carries x-mcp-header parameters the server enforces,
// `wipe-cache` is destructive, `slow-count` read-only.
const HEADER_TOOLS = fixtureUrl(E2E_PORTS.headerTools);
const KEY = 'sk-e2e-tools-0c44a9';
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

test('a model\'s call of a tool with x-mcp-header parameters sends the Mcp-Param headers, as the Tools panel does', async ({ page }) => {
  await modelApi.script({
    rules: [
      { when: { userSays: 'Deploy api', afterToolResult: false }, reply: { kind: 'answer', toolCalls: [{ name: 'deploy', arguments: { service: 'api', region: 'eu-west-1', replicas: 3 }, pieces: 5 }] } },
      { when: { afterToolResult: true }, reply: { kind: 'answer', text: 'Done: {{toolResult}}.' } },
    ],
  });
  const playground = new PlaygroundPage(page);
  await playground.openOn(HEADER_TOOLS);
  await playground.configure({ provider: 'anthropic', apiKey: KEY });
  await playground.ask('Deploy api to eu-west-1 with 3 replicas.');
  await playground.card('deploy').getByRole('button', { name: 'Allow', exact: true }).click();
  // The server answers 400 when a declared header is missing or disagrees with the body.
  await expect(playground.conversation).toContainText('Done: deployed api to eu-west-1 x3.');

  const headers = await new ToolsPage(page).lastRequestHeaders('tools/call');
  await expect(headers.getByRole('row', { name: /mcp-param-region/i })).toContainText('eu-west-1');
  await expect(headers.getByRole('row', { name: /mcp-param-replicas/i })).toContainText('3');
});

test('with read-only tools allowed to run, a read-only call runs at once and a destructive one still asks', async ({ page }) => {
  await modelApi.script({
    rules: [
      {
        when: { userSays: 'Count, then clear', afterToolResult: false },
        reply: { kind: 'answer', text: 'Counting first.', toolCalls: [{ name: 'slow-count', arguments: { steps: 1 } }, { name: 'wipe-cache', arguments: {} }] },
      },
      { when: { afterToolResult: true }, reply: { kind: 'answer', text: 'Both done: {{toolResult}}' } },
    ],
  });
  const playground = new PlaygroundPage(page);
  await playground.openOn(HEADER_TOOLS);
  await playground.configure({ provider: 'openai', apiKey: KEY });
  await playground.autoRunReadOnly.check();
  await playground.ask('Count, then clear the cache.');

  await expect(playground.card('slow-count')).toContainText('counted to 1');
  const wipe = playground.card('wipe-cache');
  await expect(wipe.getByRole('button', { name: 'Allow', exact: true })).toBeVisible();
  await expect(playground.allow).toHaveCount(1);
  await expect(wipe).not.toContainText('cache wiped');
  await wipe.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(wipe).toContainText('cache wiped');
  await expect(playground.conversation).toContainText('Both done:');
  const [, followUp] = turns(await modelApi.requests());
  expect(followUp?.results.map((result) => result.text)).toEqual(['counted to 1', 'cache wiped']);
});
