import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { ADD_SCHEMA, ADD_SCRIPT, withModelApiFixture } from './fixture';

/**
 * The model-API fixture's Anthropic face, driven by the official `@anthropic-ai/sdk`: its
 * MessageStream, pagination and error classes must read what the fixture sends.
 */

const fixture = withModelApiFixture();
const KEY = 'sk-ant-fixture-5678';
const client = (options: { apiKey?: string; authToken?: string } = { apiKey: KEY }) =>
  new Anthropic({ ...options, baseURL: fixture.server().anthropicBaseUrl, maxRetries: 0, logLevel: 'off' });
const ADD_TOOL = { name: 'add', description: 'Adds two numbers', input_schema: ADD_SCHEMA };
const hi = { model: 'fixture-model', max_tokens: 100, messages: [{ role: 'user' as const, content: 'hi' }] };

describe('model-API fixture, Anthropic Messages face', () => {
  it('lists the scripted models', async () => {
    await fixture.control().script({ models: ['claude-a', 'claude-b'] });
    const ids: string[] = [];
    for await (const model of client().models.list()) ids.push(model.id);
    expect(ids).toEqual(['claude-a', 'claude-b']);
  });

  it('streams a text answer in the scripted pieces, with usage', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'Hello from the fixture.', pieces: 5, usage: { input: 13, output: 6 } } }] });
    const stream = client().messages.stream(hi);
    const pieces: string[] = [];
    stream.on('text', (delta) => pieces.push(delta));
    const message = await stream.finalMessage();
    expect(pieces).toHaveLength(5);
    expect(message.content).toMatchObject([{ type: 'text', text: 'Hello from the fixture.' }]);
    expect([message.stop_reason, message.usage.input_tokens, message.usage.output_tokens]).toEqual(['end_turn', 13, 6]);
  });

  it('streams a tool_use whose input comes in input_json_delta fragments, then answers by quoting the tool result', async () => {
    await fixture.control().script(ADD_SCRIPT);
    const stream = client().messages.stream({ ...hi, system: 'You are a calculator.', tools: [ADD_TOOL], messages: [{ role: 'user', content: 'Please add 2 and 3' }] });
    const fragments: string[] = [];
    stream.on('inputJson', (partial) => fragments.push(partial));
    const first = await stream.finalMessage();
    const use = first.content.find((block) => block.type === 'tool_use');
    expect(fragments).toHaveLength(4);
    expect(first.stop_reason).toBe('tool_use');
    expect([use?.name, use?.input]).toEqual(['add', { a: 2, b: 3 }]);

    const answer = await client().messages.create({
      ...hi,
      messages: [
        { role: 'user', content: 'Please add 2 and 3' },
        { role: 'assistant', content: first.content.flatMap((block) => (block.type === 'tool_use' ? [{ type: 'tool_use' as const, id: block.id, name: block.name, input: block.input }] : [])) },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: use?.id ?? '', content: [{ type: 'text', text: '5' }] }] },
      ],
    });
    expect(answer.content).toEqual([expect.objectContaining({ type: 'text', text: 'The tool says: 5.' })]);

    const [offered, fedBack] = await fixture.control().requests();
    expect(offered?.body).toMatchObject({ system: 'You are a calculator.', tools: [ADD_TOOL] });
    expect(offered?.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offered?.key).toBe(KEY);
    expect(fedBack?.body).toMatchObject({ messages: [{}, {}, { role: 'user', content: [{ type: 'tool_result', tool_use_id: use?.id }] }] });
  });

  it('ends a truncated answer with stop_reason max_tokens, echoing the question through {{userText}}', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'answer', text: 'You asked: {{userText}}', stop: 'length', pieces: 2 } }] });
    const message = await client().messages.stream({ ...hi, messages: [{ role: 'user', content: [{ type: 'text', text: 'why?' }] }] }).finalMessage();
    expect([message.content, message.stop_reason]).toMatchObject([[{ type: 'text', text: 'You asked: why?' }], 'max_tokens']);
  });

  it('maps each failure to the client error class, status, error type and retry-after', async () => {
    const failures = ['auth', 'rate', 'overloaded', 'context', 'quota'] as const;
    await fixture.control().script({ rules: failures.map((error) => ({ reply: { kind: 'fail' as const, error, ...(error === 'rate' ? { retryAfter: 9 } : {}) } })) });
    const seen = [];
    for (const _ of failures) {
      const error = await client().messages.create(hi).catch((caught: unknown) => caught);
      seen.push(error instanceof Anthropic.APIError ? [error.constructor.name, error.status, error.type, error.apiMessage?.slice(0, 18), error.headers instanceof Headers ? error.headers.get('retry-after') : undefined] : error);
    }
    expect(seen).toEqual([
      ['AuthenticationError', 401, 'authentication_error', 'invalid x-api-key', null],
      ['RateLimitError', 429, 'rate_limit_error', 'Number of request ', '9'],
      ['OverloadedError', 529, 'overloaded_error', 'Overloaded', null],
      ['BadRequestError', 400, 'invalid_request_error', 'prompt is too long', null],
      ['BadRequestError', 400, 'invalid_request_error', 'Your credit balanc', null],
    ]);
  });

  it('answers an unknown model with not_found_error, a wrong key with authentication_error, and takes a Bearer token', async () => {
    await fixture.control().script({ key: KEY });
    await expect(client().messages.create({ ...hi, model: 'no-such-model' })).rejects.toMatchObject({ constructor: Anthropic.NotFoundError, type: 'not_found_error' });
    await expect(client({ apiKey: 'sk-ant-wrong' }).messages.create(hi)).rejects.toBeInstanceOf(Anthropic.AuthenticationError);
    const viaToken = await client({ authToken: KEY }).messages.create(hi);
    expect(viaToken.content).toEqual([expect.objectContaining({ type: 'text' })]);
    const requests = await fixture.control().requests();
    expect(requests.map((request) => [request.key, request.status])).toEqual([[KEY, 404], ['sk-ant-wrong', 401], [KEY, 200]]);
    expect(requests[2]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('refuses a page that omits the browser-access header, as the real API does', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${fixture.server().anthropicBaseUrl}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': KEY, 'anthropic-version': '2023-06-01', origin: 'http://127.0.0.1:9', ...headers },
        body: JSON.stringify(hi),
      });
    const refused = await post({});
    expect([refused.status, await refused.json()]).toMatchObject([401, { type: 'error', error: { type: 'authentication_error' } }]);
    const allowed = await post({ 'anthropic-dangerous-direct-browser-access': 'true' });
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([200, 'http://127.0.0.1:9']);
  });

  it('stalls mid-stream until the client aborts, and records the disconnection', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'stall', text: 'Thinking' } }] });
    const stream = client().messages.stream(hi);
    stream.on('text', (_delta, snapshot) => {
      if (snapshot === 'Thinking') stream.abort();
    });
    await expect(stream.finalMessage()).rejects.toBeInstanceOf(Anthropic.APIUserAbortError);
    await expect.poll(async () => (await fixture.control().requests())[0]?.disconnected).toBe(true);
  });

  it('breaks a stream with an event that is not JSON, which the client reports', async () => {
    await fixture.control().script({ rules: [{ reply: { kind: 'malformed', text: 'Half' } }] });
    await expect(client().messages.stream(hi).finalMessage()).rejects.toThrow(/JSON/);
  });
});
