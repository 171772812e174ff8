import { ProtocolError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { SamplingQueue, USER_REJECTED_CODE, viewSamplingRequest } from './sampling';

const PARAMS = {
  messages: [
    { role: 'user', content: { type: 'text', text: 'Review this code:\nlet x = 1' } },
    { role: 'assistant', content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }, { type: 'tool_use', id: 't', name: 'x', input: {} }] },
  ],
  systemPrompt: 'You are terse.',
  modelPreferences: { hints: [{ name: 'claude-sonnet' }, { name: 'gpt' }], speedPriority: 0.8, costPriority: 0.2 },
  maxTokens: 100,
  stopSequences: ['\n\n'],
  includeContext: 'thisServer',
  tools: [{ name: 'lookup', inputSchema: { type: 'object' } }],
};

describe('sampling requests (spec: client features, sampling)', () => {
  it('are read for display, keeping what they do not recognise as data', () => {
    const view = viewSamplingRequest(PARAMS);
    expect(view.messages[0]).toEqual({ role: 'user', blocks: [{ type: 'text', text: 'Review this code:\nlet x = 1' }] });
    expect(view.messages[1]?.blocks.map((b) => b.type)).toEqual(['image', 'other']);
    expect(view).toMatchObject({ systemPrompt: 'You are terse.', maxTokens: 100, stopSequences: ['\n\n'], includeContext: 'thisServer', hints: ['claude-sonnet', 'gpt'], tools: ['lookup'] });
    expect(view.priorities).toEqual({ cost: 0.2, speed: 0.8 });
    expect(viewSamplingRequest('not an object').messages).toEqual([]);
  });

  it('wait for the user, and a reply becomes the CreateMessageResult the server gets', async () => {
    const queue = new SamplingQueue(() => 5);
    const answer = queue.ask('http://s/mcp', PARAMS);
    const [pending] = queue.getSnapshot();
    expect(pending).toMatchObject({ serverUrl: 'http://s/mcp', receivedAt: 5 });
    queue.reply(pending?.id ?? -1, { text: 'Looks fine.', model: 'me', stopReason: 'endTurn' });
    await expect(answer).resolves.toEqual({ role: 'assistant', content: { type: 'text', text: 'Looks fine.' }, model: 'me', stopReason: 'endTurn' });
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('answer the user-rejected error (-1) when declined', async () => {
    const queue = new SamplingQueue();
    const answer = queue.ask('http://s/mcp', PARAMS);
    queue.decline(queue.getSnapshot()[0]?.id ?? -1);
    const error: unknown = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error instanceof ProtocolError && error.code).toBe(USER_REJECTED_CODE);
    expect(error instanceof Error && error.message).toContain('User rejected sampling request');
  });

  it('leave the queue when the server gives up on them', async () => {
    const queue = new SamplingQueue();
    const abort = new AbortController();
    const answer = queue.ask('http://s/mcp', PARAMS, abort.signal);
    abort.abort();
    await expect(answer).rejects.toThrow('aborted');
    expect(queue.getSnapshot()).toEqual([]);
  });
});
