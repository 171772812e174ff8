import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage, PROVIDERS, type Provider } from './pages/playground-page';
import { SharingPage } from './pages/sharing-page';
import { requestsCarrying, turns, watchRequests, watchToolsListed } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
const KEY = 'sk-e2e-playground-3f9c1a7d5e20';
const SYSTEM = 'Answer in one sentence, using the tools you are given.';
const modelApi = modelApiControl(MODEL_API);

/** The id each face gives the first call of the answer to request `seq`. */
const callId = (provider: Provider, seq: number): string => `${provider === 'openai' ? 'call_' : 'toolu_'}${seq}_0`;

test.beforeEach(async () => {
  await modelApi.reset();
});

for (const provider of PROVIDERS) {
  test(`${provider}: a question, the add tool's card, Allow, its result fed back and quoted; Deny sends a refusal; the key went to the model API only and is in no export`, async ({ page }) => {
    await modelApi.script({
      key: KEY,
      rules: [
        { when: { userSays: 'What is 1234 + 4321', afterToolResult: false }, reply: { kind: 'answer', text: 'Adding them.', toolCalls: [{ name: 'add', arguments: { a: 1234, b: 4321 } }] } },
        { when: { userSays: 'What is 1234 + 4321', afterToolResult: true }, reply: { kind: 'answer', text: 'The add tool says {{toolResult}}.', pieces: 4 } },
        { when: { userSays: 'Echo the launch code', afterToolResult: false }, reply: { kind: 'answer', toolCalls: [{ name: 'echo', arguments: { message: 'launch code 0000' } }] } },
        { when: { userSays: 'Echo the launch code', afterToolResult: true }, reply: { kind: 'answer', text: 'I could not echo it: {{toolResult}}' } },
      ],
    });
    const requests = watchRequests(page);
    const listed = watchToolsListed(page, DEMO);
    const playground = new PlaygroundPage(page);
    await playground.openOn(DEMO);
    await playground.configure({ provider, apiKey: KEY });
    await playground.system.fill(SYSTEM);
    await playground.ask('What is 1234 + 4321?');

    const card = playground.card('add');
    await expect(card).toContainText('"b": 4321');
    await card.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(card).toContainText('5555');
    await expect(playground.conversation).toContainText('The add tool says 5555.');
    await expect(playground.allow).toHaveCount(0);

    // What the model was given: the system prompt, every tool with its JSON Schema as listed, then the result.
    const recorded = await modelApi.requests();
    const [question, followUp] = turns(recorded);
    expect(turns(recorded)).toHaveLength(2);
    expect(question?.system).toBe(SYSTEM);
    expect(listed.size).toBeGreaterThan(0);
    expect(new Map(question?.tools.map((tool) => [tool.name, tool.inputSchema]))).toEqual(listed);
    expect(followUp?.system).toBe(SYSTEM);
    expect(followUp?.results).toEqual([{ callId: callId(provider, question?.recorded.seq ?? 0), text: '5555' }]);

    // The key reached the model API with each turn, and no other request of the page.
    expect(turns(recorded).map((turn) => turn.recorded.key)).toEqual([KEY, KEY]);
    expect(requests.some((request) => request.url() === DEMO && (request.postData() ?? '').includes('"tools/call"'))).toBe(true);
    expect(await requestsCarrying(requests.filter((request) => new URL(request.url()).origin !== MODEL_API), KEY)).toEqual([]);
    expect(page.url()).not.toContain(KEY);

    await test.step('Deny sends the model a refusal instead of calling the tool', async () => {
      await playground.ask('Echo the launch code, please.');
      await playground.card('echo').getByRole('button', { name: 'Deny', exact: true }).click();
      await expect(playground.conversation).toContainText('I could not echo it:');
      const [, , denied, refused] = turns(await modelApi.requests());
      expect(refused?.results).toEqual([{ callId: callId(provider, denied?.recorded.seq ?? 0), text: expect.stringMatching(/denied|refused|declined/i) }]);
      expect(refused?.results[0]?.text).not.toContain('launch code 0000');
      expect(requests.filter((request) => (request.postData() ?? '').includes('launch code 0000') && new URL(request.url()).origin !== MODEL_API)).toEqual([]);
    });

    // The session file keeps the conversation, not the key; neither does HAR or localStorage.
    const sharing = new SharingPage(page);
    const session = await readFile((await sharing.exportSession()).path, 'utf8');
    expect(session).toContain('The add tool says 5555.');
    expect(session).not.toContain(KEY);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export HAR', exact: true }).click();
    expect(await readFile(await (await downloading).path(), 'utf8')).not.toContain(KEY);
    const kept = await playground.storage();
    expect(kept.local).not.toContain(KEY);
    expect(kept.session).toContain(KEY);

    // Remember on this device moves it to localStorage, as the dialog says.
    await playground.configure({ provider, apiKey: KEY, remember: true });
    expect((await playground.storage()).local).toContain(KEY);
  });
}
