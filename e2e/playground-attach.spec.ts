import { expect, test } from '@playwright/test';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage } from './pages/playground-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
const KEY = 'sk-e2e-attach-6e21f0';
const CHANGELOG = 'demo://docs/changelog.md';
const GLOSSARY = 'urn:demo:glossary';
const modelApi = modelApiControl(MODEL_API);

test.beforeEach(async () => {
  await modelApi.reset();
});

test('resources attached to a turn, picked from the listing or typed, are read and reach both providers; the attachments survive a reload', async ({ page }) => {
  await modelApi.script({
    rules: [
      { when: { userSays: 'attached' }, reply: { kind: 'answer', text: 'Both resources read.' } },
      { when: { userSays: 'Changelog' }, reply: { kind: 'answer', text: 'The changelog was read.' } },
    ],
  });
  const playground = new PlaygroundPage(page);
  await playground.openOn(DEMO);
  await playground.configure({ provider: 'openai', apiKey: KEY });

  await test.step('pick one from the server’s resources, type another, remove a third; all kept with the draft across a reload', async () => {
    await playground.resourceToAttach.fill('changelog');
    await page.getByRole('option', { name: CHANGELOG, exact: true }).click();
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await playground.attach(GLOSSARY);
    await playground.attach('urn:demo:license');
    await playground.attached.getByRole('button', { name: 'Remove urn:demo:license', exact: true }).click();
    await playground.message.fill('Summarize the attached resources.');
    await page.reload();
    await expect(playground.attached.getByRole('listitem')).toHaveText([`${CHANGELOG}×`, `${GLOSSARY}×`]);
    await expect(playground.message).toHaveValue('Summarize the attached resources.');
  });

  await test.step('OpenAI-compatible: Send reads each resource (resources/read in Traffic) and the model gets their text', async () => {
    await playground.send.click();
    await expect(playground.conversation).toContainText('Both resources read.');
    await expect(playground.conversation).toContainText(`[resource ${GLOSSARY}]`);
    await expect(playground.attached).toHaveCount(0);
    const [turn] = turns(await modelApi.requests());
    expect(turn?.userText).toContain('Summarize the attached resources.');
    expect(turn?.userText).toContain('Live clock resource with `notifications/resources/updated`.');
    expect(turn?.userText).toContain('**MRTR**: multi round-trip request');
    await playground.openTab('Traffic');
    await expect(playground.trafficRows('resources/read')).toHaveCount(2);
    await playground.openTab('Playground');
  });

  await test.step('Anthropic: an attachment alone is a message, and its text reaches the model', async () => {
    await playground.configure({ provider: 'anthropic', apiKey: KEY });
    await playground.attach(CHANGELOG);
    await playground.send.click();
    await expect(playground.conversation).toContainText('The changelog was read.');
    const sent = turns(await modelApi.requests());
    expect(sent).toHaveLength(2);
    expect(sent[1]?.recorded.path).toBe('/v1/messages');
    expect(sent[1]?.userText).toContain('Paginated `resources/list` (20 per page).');
  });
});
