import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localProxyRoute, ModelError, ModelLog, listModels, runTurn, type ModelSettings, type ProviderKind } from '../../src/models';
import { withModelApiFixture } from '../model-api/fixture';
import { startConsole, type ServedConsole } from './proxy-harness';

/**
 * A model endpoint without CORS reached through the served console's local proxy (the real
 * BridgeHost), as `localProxyRoute` sends it: the model API's requests, headers and streams pass
 * the proxy unchanged, and the page's secret does not reach the endpoint.
 */

const fixture = withModelApiFixture();
const KEY = 'sk-proxied-7731';
let served: ServedConsole | undefined;

beforeAll(async () => {
  served = await startConsole();
});
afterAll(async () => {
  await served?.close();
});

function transport() {
  if (served === undefined) throw new Error('the console has not started');
  return { log: new ModelLog(), route: localProxyRoute(served.origin, served.host.secret) };
}

function settingsFor(provider: ProviderKind): ModelSettings {
  const server = fixture.server();
  return { provider, baseUrl: provider === 'openai' ? server.openaiBaseUrl : server.anthropicBaseUrl, model: 'fixture-model', viaProxy: true };
}

describe.each(['openai', 'anthropic'] as const)('the %s face through the local proxy', (provider) => {
  it('streams a turn and lists models, with the key and the API headers forwarded and the secret left behind', async () => {
    await fixture.control().script({ key: KEY, cors: false, rules: [{ reply: { kind: 'answer', text: 'Proxied answer.', pieces: 3 } }] });
    const { log, route } = transport();
    const deltas: string[] = [];
    const signal = new AbortController().signal;
    const result = await runTurn({ settings: settingsFor(provider), apiKey: KEY, messages: [{ role: 'user', parts: [{ type: 'text', text: 'hi' }] }], tools: [], maxTokens: 50, signal }, { onText: (delta) => deltas.push(delta) }, { log, route });
    expect([result.text, deltas.length]).toEqual(['Proxied answer.', 3]);
    expect(await listModels(settingsFor(provider), KEY, { log, route })).toEqual(['fixture-model', 'fixture-model-large']);

    const requests = await fixture.control().requests();
    expect(requests.map((request) => [request.method, request.status, request.key])).toEqual([
      ['POST', 200, KEY],
      ['GET', 200, KEY],
    ]);
    for (const request of requests) expect(Object.keys(request.headers).filter((name) => name.startsWith('x-mcp-console'))).toEqual([]);
    if (provider === 'anthropic') {
      expect(requests[0]?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(requests[0]?.headers['anthropic-dangerous-direct-browser-access']).toBe('true');
    }
    // The log keeps the endpoint's own address, never the proxy's.
    expect(log.getSnapshot().every((exchange) => exchange.url.startsWith(settingsFor(provider).baseUrl))).toBe(true);
  });

  it('passes a 429 with its retry-after and a 401 through', async () => {
    await fixture.control().script({ key: KEY, rules: [{ reply: { kind: 'fail', error: 'rate', retryAfter: 7 } }] });
    const request = { settings: settingsFor(provider), messages: [{ role: 'user' as const, parts: [{ type: 'text' as const, text: 'hi' }] }], tools: [], maxTokens: 50, signal: new AbortController().signal };
    const rate = await runTurn({ ...request, apiKey: KEY }, {}, transport()).catch((error: unknown) => error);
    expect(rate instanceof ModelError ? [rate.info.kind, rate.info.retryAfterSeconds] : rate).toEqual(['rate-limit', 7]);
    const auth = await runTurn({ ...request, apiKey: 'sk-wrong' }, {}, transport()).catch((error: unknown) => error);
    expect(auth instanceof ModelError ? auth.info.kind : auth).toBe('auth');
  });
});

describe('the local proxy and the model APIs’ headers', () => {
  it('forwards authorization, x-api-key, anthropic-version and the browser-access header as sent', async () => {
    const { route } = transport();
    const headers = { authorization: `Bearer ${KEY}`, 'x-api-key': KEY, 'anthropic-version': '2023-06-01', 'anthropic-dangerous-direct-browser-access': 'true', 'content-type': 'application/json' };
    const body = JSON.stringify({ model: 'fixture-model', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] });
    const routed = route(`${fixture.server().anthropicBaseUrl}/v1/messages`, { method: 'POST', headers, body });
    const response = await fetch(routed.url, routed.init);
    expect(response.status).toBe(200);
    const [recorded] = await fixture.control().requests();
    expect(recorded?.headers).toMatchObject(headers);
    expect(recorded?.body).toMatchObject({ model: 'fixture-model' });
  });

  it('names an endpoint the proxy cannot reach as refused through the proxy', async () => {
    const { log, route } = transport();
    const settings: ModelSettings = { provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'm', viaProxy: true };
    const error = await listModels(settings, KEY, { log, route }).catch((caught: unknown) => caught);
    expect(error instanceof ModelError ? [error.info.kind, error.info.title] : error).toEqual(['refused', 'The local proxy could not reach http://127.0.0.1:9']);
  });
});
