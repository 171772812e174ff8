import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { ADD_SCHEMA, ADD_SCRIPT, withModelApiFixture } from './fixture';

/**
 * The model-API fixture's OpenAI face, driven by the official `openai` client: if the client's own
 * stream helpers, pagination and error classes read it, the fixture speaks Chat Completions.
 */

const fixture = withModelApiFixture();
const KEY = 'sk-fixture-openai-1234';
const client = (key = KEY) => new OpenAI({ apiKey: key, baseURL: fixture.server().openaiBaseUrl, maxRetries: 0 });
const ADD_TOOL = { type: 'function' as const, function: { name: 'add', description: 'Adds two numbers', parameters: ADD_SCHEMA } };

describe('model-API fixture, OpenAI Chat Completions face', () => {
  it('lists the scripted models', async () => {
    await fixture.control().script({ models: ['gpt-a', 'gpt-b'] });
    const page = await client().models.list();
    expect(page.data.map((model) => [model.id, model.object])).toEqual([['gpt-a', 'model'], ['gpt-b', 'model']]);
  });

  it('streams a text answer in the scripted pieces, with the usage chunk last', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'Hello from the fixture.', pieces: 4, usage: { input: 11, output: 7 } } }] });
    const stream = client().chat.completions.stream({
      model: 'fixture-model',
      messages: [{ role: 'user', content: 'hi' }],
      stream_options: { include_usage: true },
    });
    const pieces: string[] = [];
    stream.on('content.delta', ({ delta }) => pieces.push(delta));
    const completion = await stream.finalChatCompletion();
    expect(pieces).toHaveLength(4);
    expect(completion.choices[0]?.message.content).toBe('Hello from the fixture.');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage).toMatchObject({ prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 });
  });

  it('streams a tool call whose arguments come in fragments, then answers by quoting the tool result', async () => {
    await fixture.control().script(ADD_SCRIPT);
    const stream = client().chat.completions.stream({
      model: 'fixture-model',
      messages: [{ role: 'system', content: 'You are a calculator.' }, { role: 'user', content: 'Please add 2 and 3' }],
      tools: [ADD_TOOL],
    });
    const fragments: string[] = [];
    stream.on('tool_calls.function.arguments.delta', ({ arguments_delta }) => fragments.push(arguments_delta));
    const first = await stream.finalChatCompletion();
    const call = first.choices[0]?.message.tool_calls?.[0];
    expect(fragments).toHaveLength(4);
    expect(first.choices[0]?.finish_reason).toBe('tool_calls');
    expect(call?.type === 'function' ? [call.function.name, JSON.parse(call.function.arguments)] : undefined).toEqual(['add', { a: 2, b: 3 }]);

    const answer = await client().chat.completions.create({
      model: 'fixture-model',
      messages: [
        { role: 'user', content: 'Please add 2 and 3' },
        { role: 'assistant', content: null, tool_calls: first.choices[0]?.message.tool_calls },
        { role: 'tool', tool_call_id: call?.id ?? '', content: '5' },
      ],
    });
    expect(answer.choices[0]?.message.content).toBe('The tool says: 5.');
    expect(answer.usage?.completion_tokens).toBeGreaterThan(0);

    const [offered, fedBack] = await fixture.control().requests();
    expect(offered?.body).toMatchObject({ tools: [ADD_TOOL], messages: [{ role: 'system', content: 'You are a calculator.' }, {}] });
    expect(offered?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(offered?.key).toBe(KEY);
    expect(fedBack?.body).toMatchObject({ messages: [{}, {}, { role: 'tool', tool_call_id: call?.id, content: '5' }] });
  });

  it('ends a truncated answer with finish_reason length, echoing the question through {{userText}}', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'You asked: {{userText}}', stop: 'length' } }] });
    const completion = await client().chat.completions.create({ model: 'fixture-model', messages: [{ role: 'user', content: [{ type: 'text', text: 'why?' }] }] });
    expect([completion.choices[0]?.message.content, completion.choices[0]?.finish_reason]).toEqual(['You asked: why?', 'length']);
  });

  it('maps each failure to the client error class, status, code and retry-after', async () => {
    const failures = ['auth', 'rate', 'quota', 'context', 'overloaded'] as const;
    await fixture.control().script({ rules: failures.map((error) => ({ reply: { kind: 'fail' as const, error, ...(error === 'rate' ? { retryAfter: 7 } : {}) } })) });
    const seen = [];
    for (const _ of failures) {
      const error = await client().chat.completions.create({ model: 'fixture-model', messages: [{ role: 'user', content: 'hi' }] }).catch((caught: unknown) => caught);
      seen.push(error instanceof OpenAI.APIError ? [error.constructor.name, error.status, error.code, error.headers instanceof Headers ? error.headers.get('retry-after') : undefined] : error);
    }
    expect(seen).toEqual([
      ['AuthenticationError', 401, 'invalid_api_key', null],
      ['RateLimitError', 429, 'rate_limit_exceeded', '7'],
      ['RateLimitError', 429, 'insufficient_quota', null],
      ['BadRequestError', 400, 'context_length_exceeded', null],
      ['InternalServerError', 503, null, null],
    ]);
  });

  it('answers an unknown model with 404 model_not_found and a wrong key with 401', async () => {
    await fixture.control().script({ key: KEY });
    await expect(client().chat.completions.create({ model: 'no-such-model', messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      constructor: OpenAI.NotFoundError,
      code: 'model_not_found',
    });
    await expect(client('sk-wrong').models.list()).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
    const requests = await fixture.control().requests();
    expect(requests.map((request) => [request.key, request.status])).toEqual([[KEY, 404], ['sk-wrong', 401]]);
  });

  it('stalls mid-stream until the client aborts, and records the disconnection', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'stall', text: 'Thinking' } }] });
    const controller = new AbortController();
    const stream = await client().chat.completions.create({ model: 'fixture-model', messages: [{ role: 'user', content: 'hi' }], stream: true }, { signal: controller.signal });
    const seen: string[] = [];
    for await (const chunk of stream) {
      seen.push(chunk.choices[0]?.delta.content ?? '');
      if (seen.join('') === 'Thinking') controller.abort();
    }
    expect(seen.join('')).toBe('Thinking');
    await expect.poll(async () => (await fixture.control().requests())[0]?.disconnected).toBe(true);
  });

  it('breaks a stream with a line that is not JSON, which the client reports', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'malformed', text: 'Half' } }] });
    const quiet = new OpenAI({ apiKey: KEY, baseURL: fixture.server().openaiBaseUrl, maxRetries: 0, logLevel: 'off' });
    const stream = quiet.chat.completions.stream({ model: 'fixture-model', messages: [{ role: 'user', content: 'hi' }] });
    await expect(stream.finalChatCompletion()).rejects.toThrow(/JSON/);
  });
});
