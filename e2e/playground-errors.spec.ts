import { expect, test } from '@playwright/test';
import { modelApiControl } from './fixtures/model-api/control-client';
import { MODEL_API, PlaygroundPage, PROVIDERS } from './pages/playground-page';
import { turns } from './playground-wire';
import { E2E_PORTS, fixtureLocks, fixtureUrl } from './ports';

// The model-API fixture is scripted per test and records every request (e2e/ports.ts).
test.describe.configure({ lock: fixtureLocks('modelApi') });

const DEMO = fixtureUrl(E2E_PORTS.demoHttp);
const KEY = 'sk-e2e-errors-81c0b2';
const modelApi = modelApiControl(MODEL_API);

/** The provider's own words for each failure, as the fixture sends them (e2e/fixtures/model-api/*-face.ts). */
const WORDS = {
  openai: { auth: 'Incorrect API key provided', rate: 'Rate limit reached for requests' },
  anthropic: { auth: 'invalid x-api-key', rate: 'Number of request tokens has exceeded your per-minute rate limit' },
} as const;

test.beforeEach(async () => {
  await modelApi.reset();
});

for (const provider of PROVIDERS) {
  test(`${provider}: a wrong key (401) and a rate limit (429, retry-after) each get their own message with the typed text kept; Stop ends a stream that stalls`, async ({ page }) => {
    await modelApi.script({
      key: KEY,
      rules: [
        { when: { userSays: 'Summarize the guide' }, reply: { kind: 'fail', error: 'rate', retryAfter: 37 } },
        { when: { userSays: 'Summarize the guide' }, reply: { kind: 'answer', text: 'The guide is short.' } },
        { when: { userSays: 'long story' }, reply: { kind: 'stall', text: 'Once upon a time' } },
      ],
    });
    const typed = 'Summarize the guide in three bullets.';
    const playground = new PlaygroundPage(page);
    await playground.openOn(DEMO);

    await test.step('401, then 429 with its retry-after, the typed text kept each time; the next Send gets the answer', async () => {
      await playground.configure({ provider, apiKey: 'sk-e2e-wrong-key' });
      await playground.ask(typed);
      const failure = page.getByRole('alert');
      await expect(failure.filter({ hasText: WORDS[provider].auth })).toContainText('401');
      await expect(playground.message).toHaveValue(typed);

      await playground.configure({ provider, apiKey: KEY });
      await playground.send.click();
      await expect(failure.filter({ hasText: WORDS[provider].rate })).toContainText('429');
      await expect(failure.filter({ hasText: WORDS[provider].rate })).toContainText(/\b37\b/);
      await expect(playground.message).toHaveValue(typed);
      // The limit was reported, not retried behind the user's back: the next Send gets the answer.
      await playground.send.click();
      await expect(playground.conversation).toContainText('The guide is short.');
    });

    await test.step('Stop ends a stream that stalls mid-answer, keeps what arrived, and the page can send again', async () => {
      await playground.ask('Tell me a long story.');
      await expect(playground.conversation).toContainText('Once upon a time');
      await playground.stop.click();
      await expect(playground.stop).toHaveCount(0);
      await expect.poll(async () => turns(await modelApi.requests()).at(-1)?.recorded.disconnected).toBe(true);
      await expect(playground.conversation).toContainText('Once upon a time');
      await playground.message.fill('Another one?');
      await expect(playground.send).toBeEnabled();
    });
  });
}
