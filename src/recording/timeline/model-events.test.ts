import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER, type ModelExchange } from '../../models';
import { exchangeTokens, modelEvent } from './model-events';

const OPENAI_STREAM = [
  'data: {"id":"c1","model":"fixture-model","choices":[{"index":0,"delta":{"content":"The sum"}}]}',
  'data: {"id":"c1","model":"fixture-model","choices":[{"index":0,"delta":{"content":" is 5."},"finish_reason":"stop"}]}',
  'data: {"id":"c1","model":"fixture-model","choices":[],"usage":{"prompt_tokens":42,"completion_tokens":7,"total_tokens":49}}',
  'data: [DONE]',
].join('\n\n');

const ANTHROPIC_STREAM = [
  'event: message_start\ndata: {"type":"message_start","message":{"model":"claude-fixture","usage":{"input_tokens":31,"output_tokens":1}}}',
  'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}',
  'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":12}}',
].join('\n\n');

function exchange(init: Partial<ModelExchange> = {}): ModelExchange {
  return {
    id: 3,
    provider: 'openai',
    method: 'POST',
    url: 'http://127.0.0.1:4390/v1/chat/completions',
    requestHeaders: { authorization: `Bearer ${KEY_PLACEHOLDER}` },
    requestBody: '{"model":"fixture-model","stream":true,"messages":[]}',
    startedAt: 10_000,
    status: 200,
    responseBody: OPENAI_STREAM,
    endedAt: 10_640,
    ...init,
  };
}

describe('modelEvent (the Timeline’s model lane, issue 40)', () => {
  it('draws a request as a span on the model lane, named by path, model and status, with its tokens', () => {
    const event = modelEvent(exchange());
    expect(event).toMatchObject({ id: 'model:3', lane: 'model', start: 10_000, end: 10_640, open: false, status: 'ok' });
    expect(event.label).toBe('POST /v1/chat/completions fixture-model · 200');
    expect(event.details).toEqual([
      'POST http://127.0.0.1:4390/v1/chat/completions',
      'Provider: OpenAI-compatible',
      'HTTP 200',
      'Ended after 640 ms',
      'Tokens: 42 in, 7 out',
    ]);
  });

  it('reads Anthropic’s usage, whose stream reports the output tokens last', () => {
    const anthropic = exchange({ provider: 'anthropic', url: 'http://127.0.0.1:4390/v1/messages', requestBody: '{"model":"claude-fixture"}', responseBody: ANTHROPIC_STREAM });
    expect(exchangeTokens(anthropic)).toEqual({ inputTokens: 31, outputTokens: 12 });
    expect(modelEvent(anthropic).details).toContain('Provider: Anthropic');
  });

  it('keeps a request still streaming open, and names none of its tokens before the endpoint does', () => {
    const event = modelEvent(exchange({ endedAt: undefined, responseBody: 'data: {"choices":[{"delta":{"content":"The"}}]}' }));
    expect(event).toMatchObject({ open: true, status: 'open', end: undefined });
    expect(event.details).toContain('Still streaming');
    expect(event.details.some((line) => line.startsWith('Tokens'))).toBe(false);
  });

  it('marks a refused request (401) and one that got no answer (CORS, refused connection) as errors', () => {
    const refused = modelEvent(exchange({ status: 401, responseBody: '{"error":{"message":"Incorrect API key provided"}}' }));
    expect(refused).toMatchObject({ status: 'error', label: 'POST /v1/chat/completions fixture-model · 401' });
    const unreachable = modelEvent(exchange({ status: undefined, responseBody: '', endedAt: 10_005, error: 'TypeError: Failed to fetch' }));
    expect(unreachable).toMatchObject({ status: 'error', open: false, end: 10_005, label: 'POST /v1/chat/completions fixture-model · failed' });
    expect(unreachable.details).toContain('Error: TypeError: Failed to fetch');
  });

  it('names a request without a model by its path alone (the model list)', () => {
    const list = modelEvent(exchange({ method: 'GET', url: 'http://127.0.0.1:4390/v1/models', requestBody: '', responseBody: '{"data":[]}' }));
    expect(list.label).toBe('GET /v1/models · 200');
  });
});
