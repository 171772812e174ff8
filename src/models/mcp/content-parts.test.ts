import { describe, expect, it } from 'vitest';
import { refusalParts, toolResultParts } from './content-parts';
import { promptToConversation } from './prompt-messages';

describe('toolResultParts', () => {
  it('keeps text, images and embedded resources, and names what no model takes', () => {
    const parts = toolResultParts({
      content: [
        { type: 'text', text: '5' },
        { type: 'image', mimeType: 'image/png', data: 'iVBOR' },
        { type: 'resource', resource: { uri: 'file:///a.txt', mimeType: 'text/plain', text: 'hello' } },
        { type: 'resource', resource: { uri: 'file:///b.bin', blob: 'AAAA' } },
        { type: 'audio', mimeType: 'audio/wav', data: 'UklG' },
        { type: 'resource_link', uri: 'file:///c', name: 'c', description: 'the c file' },
      ],
    });
    expect(parts).toEqual([
      { type: 'text', text: '5' },
      { type: 'image', mimeType: 'image/png', data: 'iVBOR' },
      { type: 'resource', uri: 'file:///a.txt', mimeType: 'text/plain', text: 'hello' },
      { type: 'resource', uri: 'file:///b.bin', blob: 'AAAA' },
      { type: 'text', text: '[audio/wav audio: not sent to the model]' },
      { type: 'text', text: 'Resource link: file:///c (the c file)' },
    ]);
  });

  it('sends structuredContent as JSON text when no block is text, and says when there is nothing', () => {
    expect(toolResultParts({ content: [], structuredContent: { sum: 5 } })).toEqual([{ type: 'text', text: '{"sum":5}' }]);
    expect(toolResultParts({ content: [{ type: 'text', text: '5' }], structuredContent: { sum: 5 } })).toEqual([{ type: 'text', text: '5' }]);
    expect(toolResultParts({ content: [] })).toEqual([{ type: 'text', text: '(The tool returned no content.)' }]);
  });

  it('tells the model a denied call did not run', () => {
    const [part, ...rest] = refusalParts('delete_file');
    expect([part?.type === 'text' && part.text.includes('denied this call to delete_file'), rest]).toEqual([true, []]);
  });
});

describe('promptToConversation', () => {
  it('maps a prompt’s user and assistant messages, text, images and resources', () => {
    const messages = promptToConversation([
      { role: 'user', content: { type: 'text', text: 'Review this' } },
      { role: 'user', content: { type: 'resource', resource: { uri: 'file:///x.ts', text: 'let x' } } },
      { role: 'assistant', content: { type: 'text', text: 'Sure.' } },
      { role: 'user', content: { type: 'image', mimeType: 'image/jpeg', data: '/9j/' } },
    ]);
    expect(messages).toEqual([
      { role: 'user', parts: [{ type: 'text', text: 'Review this' }] },
      { role: 'user', parts: [{ type: 'resource', uri: 'file:///x.ts', text: 'let x' }] },
      { role: 'assistant', text: 'Sure.', toolCalls: [] },
      { role: 'user', parts: [{ type: 'image', mimeType: 'image/jpeg', data: '/9j/' }] },
    ]);
  });
});
