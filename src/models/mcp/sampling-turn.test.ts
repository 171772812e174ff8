import { describe, expect, it } from 'vitest';
import type { ModelSettings } from '../types';
import { samplingToTurn } from './sampling-turn';

const SETTINGS: ModelSettings = { provider: 'anthropic', baseUrl: 'https://api.anthropic.com', model: 'claude-sonnet-test', viaProxy: false };

describe('samplingToTurn', () => {
  it('maps messages, system prompt, max tokens, stop sequences and temperature onto one turn', () => {
    const turn = samplingToTurn(
      { messages: [{ role: 'user', content: { type: 'text', text: 'Summarize' } }], systemPrompt: 'Be brief.', maxTokens: 100, stopSequences: ['END'], temperature: 0.2 },
      SETTINGS,
    );
    expect(turn).toMatchObject({ system: 'Be brief.', messages: [{ role: 'user', parts: [{ type: 'text', text: 'Summarize' }] }], tools: [], maxTokens: 100, stopSequences: ['END'], temperature: 0.2 });
    expect(turn.modelNote).toBe('Answered by claude-sonnet-test, the model in Model settings (the request names no model hint).');
  });

  it('says whether a model hint matches the configured model', () => {
    const ask = (hints: string[]) => samplingToTurn({ messages: [], maxTokens: 10, modelPreferences: { hints: hints.map((name) => ({ name })) } }, SETTINGS).modelNote;
    expect(ask(['gpt-4', 'sonnet'])).toContain('matches the request\'s hint "sonnet"');
    expect(ask(['gpt-4'])).toContain('none of the request\'s hints ("gpt-4") names it');
  });

  it('carries 2025-11-25 tools, tool uses and tool results, and offers no tools when the choice is none', () => {
    const params = {
      messages: [
        { role: 'user' as const, content: { type: 'text' as const, text: 'Weather in Paris?' } },
        { role: 'assistant' as const, content: [{ type: 'tool_use' as const, id: 'call-1', name: 'get.weather', input: { city: 'Paris' } }] },
        { role: 'user' as const, content: [{ type: 'tool_result' as const, toolUseId: 'call-1', content: [{ type: 'text' as const, text: '18°C' }] }] },
      ],
      maxTokens: 50,
      tools: [{ name: 'get.weather', inputSchema: { type: 'object' as const } }],
    };
    const turn = samplingToTurn(params, SETTINGS);
    expect(turn.messages).toEqual([
      { role: 'user', parts: [{ type: 'text', text: 'Weather in Paris?' }] },
      { role: 'assistant', text: '', toolCalls: [{ id: 'call-1', name: 'get_weather', argumentsText: '{"city":"Paris"}' }] },
      { role: 'tool', callId: 'call-1', name: 'get_weather', parts: [{ type: 'text', text: '18°C' }], isError: false },
    ]);
    expect(turn.tools).toEqual([{ name: 'get_weather', inputSchema: { type: 'object' } }]);
    expect(turn.mcpToolName('get_weather')).toBe('get.weather');
    expect(samplingToTurn({ ...params, toolChoice: { mode: 'none' } }, SETTINGS).tools).toEqual([]);
  });
});
