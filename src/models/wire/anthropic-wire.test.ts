import { describe, expect, it } from 'vitest';
import type { TurnRequest } from '../types';
import { anthropicRequest, toAnthropicMessages } from './anthropic-wire';

describe('toAnthropicMessages', () => {
  it('alternates the roles: tool results and the user’s next words share one user turn, calls become tool_use', () => {
    const messages = toAnthropicMessages([
      { role: 'user', parts: [{ type: 'text', text: 'Add and multiply' }] },
      { role: 'user', parts: [{ type: 'image', mimeType: 'image/webp', data: 'UklG' }] },
      { role: 'assistant', text: 'Both.', toolCalls: [{ id: 't1', name: 'add', argumentsText: '{"a":1}' }, { id: 't2', name: 'mul', argumentsText: 'not json' }] },
      { role: 'tool', callId: 't1', name: 'add', parts: [{ type: 'text', text: '2' }], isError: false },
      { role: 'tool', callId: 't2', name: 'mul', parts: [{ type: 'image', mimeType: 'image/png', data: 'iVBOR' }], isError: true },
      { role: 'user', parts: [{ type: 'image', mimeType: 'image/bmp', data: 'Qk0' }] },
    ]);
    expect(messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'Add and multiply' }, { type: 'image', source: { type: 'base64', media_type: 'image/webp', data: 'UklG' } }] },
      { role: 'assistant', content: [{ type: 'text', text: 'Both.' }, { type: 'tool_use', id: 't1', name: 'add', input: { a: 1 } }, { type: 'tool_use', id: 't2', name: 'mul', input: {} }] },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: [{ type: 'text', text: '2' }] },
          { type: 'tool_result', tool_use_id: 't2', content: [{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'iVBOR' } }], is_error: true },
          { type: 'text', text: '[image/bmp image: the Messages API takes JPEG, PNG, GIF and WebP only]' },
        ],
      },
    ]);
  });
});

describe('anthropicRequest', () => {
  it('puts the system prompt, max_tokens, stop sequences and tools with input_schema in the body', () => {
    const request: TurnRequest = {
      settings: { provider: 'anthropic', baseUrl: 'https://api.anthropic.com', model: 'claude', viaProxy: false },
      apiKey: 'k',
      system: 'Be exact.',
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'hi' }] }],
      tools: [{ name: 'add', description: 'Adds', inputSchema: { type: 'object', properties: { a: { type: 'number' } } } }],
      temperature: 0,
      maxTokens: 64,
      stopSequences: ['\n\nHuman:'],
      signal: new AbortController().signal,
    };
    expect(anthropicRequest(request)).toEqual({
      model: 'claude',
      max_tokens: 64,
      system: 'Be exact.',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
      tools: [{ name: 'add', description: 'Adds', input_schema: { type: 'object', properties: { a: { type: 'number' } } } }],
      temperature: 0,
      stop_sequences: ['\n\nHuman:'],
    });
  });
});
