import { expect, test, type APIRequestContext } from '@playwright/test';
import { modelApiControl } from './fixtures/model-api/control-client';
import { REPORT_TEXT } from './fixtures/tasks-server';
import { MODEL_API, PlaygroundPage } from './pages/playground-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// Both fixtures keep state (the model API's script, the tasks server's running tasks): e2e/ports.ts.
test.describe.configure({ lock: fixtureLocks('modelApi', 'tasks') });

const TASKS = fixtureUrl(E2E_PORTS.tasks);
const CONTROL = `http://127.0.0.1:${E2E_PORTS.tasks}/control`;
const KEY = 'sk-e2e-tasks-9a3d70';
const modelApi = modelApiControl(MODEL_API);

/** Moves the fixture's running tasks (the test decides when a task finishes). */
async function control(request: APIRequestContext, action: 'complete' | 'ask' | 'fail'): Promise<void> {
  const response = await request.post(`${CONTROL}/${action}`);
  expect(response.ok()).toBe(true);
}

test.beforeEach(async () => {
  await modelApi.reset();
});

// Tasks left running must not complete under a later test.
test.afterEach(async ({ request }) => control(request, 'fail'));

test('a run goes on while another tab shows: a call waiting for Allow, then a task with input_required, followed to the answer; Stop cancels a task', async ({ page, request }) => {
  await modelApi.script({
    rules: [
      { when: { userSays: 'report', afterToolResult: false }, reply: { kind: 'answer', toolCalls: [{ name: 'slow-report', arguments: {} }] }, repeat: true },
      { when: { afterToolResult: true }, reply: { kind: 'answer', text: 'The report says: {{toolResult}}' } },
    ],
  });
  const playground = new PlaygroundPage(page);
  await playground.openOn(TASKS);
  await playground.configure({ provider: 'openai', apiKey: KEY });
  const card = playground.card('slow-report');
  const taskStatus = (status: string) => card.getByRole('status').filter({ hasText: new RegExp(`^Task task-\\d+: ${status}`) });

  await test.step('the call still waits for Allow after the Tools tab was shown', async () => {
    await playground.ask('Build the report.');
    await expect(card.getByRole('button', { name: 'Allow', exact: true })).toBeVisible();
    await playground.openTab('Tools');
    await expect(playground.conversation).toHaveCount(0);
    await playground.openTab('Playground');
    await card.getByRole('button', { name: 'Allow', exact: true }).click();
  });

  await test.step('the server runs it as a task; its input request goes through the Input required dialog', async () => {
    await expect(taskStatus('working')).toBeVisible();
    await control(request, 'ask');
    const dialog = page.getByRole('dialog', { name: 'Input required' });
    await expect(dialog).toContainText('Which scope should the report cover?');
    await dialog.getByRole('textbox', { name: 'Scope' }).fill('eu');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(taskStatus('working — Scope eu')).toBeVisible();
  });

  await test.step('the task completes while the Tools tab shows, and the model answers with its result', async () => {
    await playground.openTab('Tools');
    await control(request, 'complete');
    await playground.openTab('Playground');
    await expect(playground.conversation).toContainText(`The report says: ${REPORT_TEXT} (scope: eu)`);
    await expect(taskStatus('completed')).toBeVisible();
    const [, followUp] = turns(await modelApi.requests());
    expect(followUp?.results.map((result) => result.text)).toEqual([`${REPORT_TEXT} (scope: eu)`]);
  });

  await test.step('Stop while a task runs sends tasks/cancel and the run ends', async () => {
    await playground.ask('Build the report again.');
    const again = playground.card('slow-report').last();
    await again.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(again.getByRole('status').filter({ hasText: /^Task task-\d+: working/ })).toBeVisible();
    await playground.stop.click();
    await expect(again.getByRole('status').filter({ hasText: /^Task task-\d+: cancelled/ })).toBeVisible();
    await expect(playground.stop).toHaveCount(0);
    await expect(playground.send).toBeVisible();
    expect(turns(await modelApi.requests())).toHaveLength(3);
    await playground.openTab('Traffic');
    await expect(playground.trafficRows('tasks/cancel')).toHaveCount(1);
  });
});
