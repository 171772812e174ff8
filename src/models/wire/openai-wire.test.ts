import { describe, expect, it } from 'vitest';
import type { TurnRequest } from '../types';
import { openAIRequest } from './openai-wire';

const base: TurnRequest = {
  settings: { provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama', viaProxy: false },
  apiKey: '',
  messages: [],
  tools: [],
  maxTokens: 300,
  signal: new AbortController().signal,
};

describe('openAIRequest', () => {
  it('sends user images as image_url data URLs, resources as text, and tool results as tool messages of text', () => {
    const body = openAIRequest({
      ...base,
      system: 'Be exact.',
      messages: [
        { role: 'user', parts: [{ type: 'text', text: 'Look' }, { type: 'image', mimeType: 'image/png', data: 'iVBOR' }, { type: 'resource', uri: 'file:///a', text: 'A' }] },
        { role: 'assistant', text: '', toolCalls: [{ id: 'c1', name: 'snap', argumentsText: '' }] },
        { role: 'tool', callId: 'c1', name: 'snap', parts: [{ type: 'text', text: 'done' }, { type: 'image', mimeType: 'image/png', data: 'iVBOR' }], isError: false },
      ],
      tools: [{ name: 'snap', inputSchema: { type: 'object' } }],
      stopSequences: ['STOP'],
    });
    expect(body.messages).toEqual([
      { role: 'system', content: 'Be exact.' },
      { role: 'user', content: [{ type: 'text', text: 'Look' }, { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBOR' } }, { type: 'text', text: 'Resource file:///a:\nA' }] },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'snap', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'c1', content: 'done\n[image/png image: this message carries text only]' },
    ]);
    expect(body).toMatchObject({ model: 'llama', max_tokens: 300, stop: ['STOP'], stream: true, stream_options: { include_usage: true }, tools: [{ type: 'function', function: { name: 'snap', parameters: { type: 'object' } } }] });
  });

  it('asks OpenAI itself for max_completion_tokens, and leaves out what was not set', () => {
    const body = openAIRequest({ ...base, settings: { ...base.settings, baseUrl: 'https://api.openai.com/v1' }, messages: [{ role: 'user', parts: [{ type: 'text', text: 'hi' }] }] });
    expect(body).toMatchObject({ max_completion_tokens: 300, messages: [{ role: 'user', content: 'hi' }] });
    expect(Object.keys(body)).not.toContain('max_tokens');
    expect(Object.keys(body)).not.toContain('tools');
    expect(Object.keys(body)).not.toContain('temperature');
  });
});
