import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER, ModelError, ModelLog, listModels, runTurn, type ModelErrorInfo, type ModelMessage, type ModelSettings, type ProviderKind, type TurnRequest } from '../../src/models';
import { ADD_SCHEMA, ADD_SCRIPT, withModelApiFixture } from '../model-api/fixture';

/**
 * `runTurn` and `listModels` against the model-API fixture, for both providers, through the
 * official clients they load: what streams back, what the fixture saw on the wire, each failure's
 * name, Stop, and the key kept out of every recorded exchange.
 */

const fixture = withModelApiFixture();
const KEY = 'sk-integration-secret-4821';
const ADD = { name: 'add', description: 'Adds two numbers', inputSchema: ADD_SCHEMA };

function settingsFor(provider: ProviderKind, model = 'fixture-model'): ModelSettings {
  const server = fixture.server();
  return { provider, baseUrl: provider === 'openai' ? server.openaiBaseUrl : server.anthropicBaseUrl, model, viaProxy: false };
}

function turn(provider: ProviderKind, messages: ModelMessage[], extra: Partial<TurnRequest> = {}): TurnRequest {
  return { settings: settingsFor(provider), apiKey: KEY, system: 'You are a calculator.', messages, tools: [ADD], maxTokens: 200, signal: new AbortController().signal, ...extra };
}

const user = (text: string): ModelMessage => ({ role: 'user', parts: [{ type: 'text', text }] });

async function failureOf(promise: Promise<unknown>): Promise<ModelErrorInfo> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ModelError)) throw new Error(`expected a ModelError, got ${String(error)}`);
  return error.info;
}

describe.each(['openai', 'anthropic'] as const)('runTurn against the %s face', (provider) => {
  it('streams the text in its pieces, with usage, the finish reason and the exchange that carried it', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'Hello from the fixture.', pieces: 5, usage: { input: 11, output: 5 } } }] });
    const log = new ModelLog();
    const deltas: string[] = [];
    const result = await runTurn(turn(provider, [user('hi')]), { onText: (delta) => deltas.push(delta) }, { log });
    expect(deltas).toHaveLength(5);
    expect(deltas.join('')).toBe('Hello from the fixture.');
    expect(result).toMatchObject({ text: 'Hello from the fixture.', toolCalls: [], usage: { inputTokens: 11, outputTokens: 5 }, finish: 'stop', model: 'fixture-model' });
    const [exchange] = log.getSnapshot();
    expect(exchange).toMatchObject({ id: result.exchangeId, provider, method: 'POST', status: 200 });
    expect(exchange?.responseBody).toContain('Hell');
    expect(exchange?.endedAt).toBeGreaterThanOrEqual(exchange?.startedAt ?? Infinity);
  });

  it('reassembles a tool call streamed in fragments, then feeds the result back and reads the answer that quotes it', async () => {
    await fixture.control().script(ADD_SCRIPT);
    const log = new ModelLog();
    const first = await runTurn(turn(provider, [user('Please add 2 and 3')]), {}, { log });
    expect(first.finish).toBe('tool_calls');
    expect(first.toolCalls).toHaveLength(1);
    const [call] = first.toolCalls;
    expect(call?.name).toBe('add');
    expect(JSON.parse(call?.argumentsText ?? '')).toEqual({ a: 2, b: 3 });

    const followUp: ModelMessage[] = [user('Please add 2 and 3'), { role: 'assistant', text: first.text, toolCalls: first.toolCalls }, { role: 'tool', callId: call?.id ?? '', name: 'add', parts: [{ type: 'text', text: '5' }], isError: false }];
    const second = await runTurn(turn(provider, followUp), {}, { log });
    expect(second).toMatchObject({ text: 'The tool says: 5.', finish: 'stop' });

    const [offered, fedBack] = await fixture.control().requests();
    if (provider === 'openai') {
      expect(offered?.body).toMatchObject({ messages: [{ role: 'system', content: 'You are a calculator.' }, { role: 'user' }], tools: [{ type: 'function', function: { name: 'add', description: 'Adds two numbers', parameters: ADD_SCHEMA } }], stream: true });
      expect(fedBack?.body).toMatchObject({ messages: [{}, {}, { role: 'assistant', tool_calls: [{ id: call?.id, function: { name: 'add' } }] }, { role: 'tool', tool_call_id: call?.id, content: '5' }] });
    } else {
      expect(offered?.body).toMatchObject({ system: 'You are a calculator.', max_tokens: 200, tools: [{ name: 'add', description: 'Adds two numbers', input_schema: ADD_SCHEMA }], stream: true });
      expect(fedBack?.body).toMatchObject({ messages: [{ role: 'user' }, { role: 'assistant', content: [{ type: 'tool_use', id: call?.id, name: 'add', input: { a: 2, b: 3 } }] }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: call?.id, content: [{ type: 'text', text: '5' }] }] }] });
    }
    expect(log.getSnapshot().map((exchange) => exchange.id)).toEqual([first.exchangeId, second.exchangeId]);
  });

  it('names each failure with the provider’s own words', async () => {
    const failures = ['rate', 'quota', 'context', 'overloaded'] as const;
    await fixture.control().script({ rules: failures.map((error) => ({ reply: { kind: 'fail' as const, error, ...(error === 'rate' ? { retryAfter: 7 } : {}) } })) });
    const log = new ModelLog();
    const seen = [];
    for (const _ of failures) seen.push(await failureOf(runTurn(turn(provider, [user('hi')]), {}, { log })));
    expect(seen.map((info) => [info.kind, info.retryAfterSeconds])).toEqual([
      ['rate-limit', 7],
      ['quota', undefined],
      ['context-length', undefined],
      ['overloaded', undefined],
    ]);
    for (const info of seen) {
      expect(info.providerMessage).toBeTruthy();
      expect(info.title).not.toBe('');
      expect(info.hint).not.toBe('');
    }
    expect(seen[0]?.status).toBe(429);
  });

  it('names a wrong key (401) and an unknown model (404)', async () => {
    await fixture.control().script({ key: KEY });
    const log = new ModelLog();
    const wrongKey = await failureOf(runTurn({ ...turn(provider, [user('hi')]), apiKey: 'sk-wrong' }, {}, { log }));
    expect([wrongKey.kind, wrongKey.status]).toEqual(['auth', 401]);
    const unknown = await failureOf(runTurn({ ...turn(provider, [user('hi')]), settings: settingsFor(provider, 'no-such-model') }, {}, { log }));
    expect([unknown.kind, unknown.status]).toEqual(['unknown-model', 404]);
    expect(unknown.title).toContain('no-such-model');
  });

  it('names a stream that breaks off as malformed', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'malformed', text: 'Half' } }] });
    const info = await failureOf(runTurn(turn(provider, [user('hi')]), {}, { log: new ModelLog() }));
    expect(info.kind).toBe('malformed');
  });

  it('stops mid-stream on abort: the fixture sees the client leave, the log marks the exchange', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'stall', text: 'Thinking' } }] });
    const log = new ModelLog();
    const stop = new AbortController();
    let streamed = '';
    const info = await failureOf(
      runTurn(turn(provider, [user('hi')], { signal: stop.signal }), {
        onText: (delta) => {
          streamed += delta;
          if (streamed === 'Thinking') stop.abort();
        },
      }, { log }),
    );
    expect(info.kind).toBe('aborted');
    await expect.poll(async () => (await fixture.control().requests())[0]?.disconnected).toBe(true);
    await expect.poll(() => log.getSnapshot()[0]?.endedAt).toBeGreaterThan(0);
  });

  it('names a refused connection when nothing listens', async () => {
    const settings = { ...settingsFor(provider), baseUrl: provider === 'openai' ? 'http://127.0.0.1:9/v1' : 'http://127.0.0.1:9' };
    const info = await failureOf(runTurn({ ...turn(provider, [user('hi')]), settings }, {}, { log: new ModelLog() }));
    expect(info.kind).toBe('refused');
    expect(info.title).toContain('127.0.0.1:9');
  });

  it('lists the endpoint’s models through the client’s own list call, recorded like a turn', async () => {
    await fixture.control().script({ models: ['model-a', 'model-b'] });
    const log = new ModelLog();
    expect(await listModels(settingsFor(provider), KEY, { log })).toEqual(['model-a', 'model-b']);
    const [request] = await fixture.control().requests();
    expect([request?.method, request?.path.split('?')[0]]).toEqual(['GET', '/v1/models']);
    expect(log.getSnapshot()).toMatchObject([{ method: 'GET', status: 200 }]);
  });

  it('sends the key to the endpoint only, and records it nowhere: no URL, header or body of the log holds it', async () => {
    await fixture.control().script({ ...ADD_SCRIPT, key: KEY });
    const log = new ModelLog();
    await runTurn(turn(provider, [user('Please add 2 and 3')]), {}, { log });
    await listModels(settingsFor(provider), KEY, { log });
    await failureOf(runTurn({ ...turn(provider, [user('hi')]), apiKey: `${KEY}-wrong` }, {}, { log }));
    const recorded = JSON.stringify(log.getSnapshot());
    expect(recorded).not.toContain(KEY);
    expect(log.getSnapshot().map((exchange) => exchange.requestHeaders.authorization)).toEqual([`Bearer ${KEY_PLACEHOLDER}`, `Bearer ${KEY_PLACEHOLDER}`, `Bearer ${KEY_PLACEHOLDER}`]);
    const requests = await fixture.control().requests();
    expect(requests.map((request) => request.key)).toEqual([KEY, KEY, `${KEY}-wrong`]);
    expect(requests.flatMap((request) => Object.keys(request.headers)).filter((name) => name.startsWith('x-stainless'))).toEqual([]);
  });
});
