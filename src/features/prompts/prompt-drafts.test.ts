import { describe, expect, it } from 'vitest';
import { loadPromptDraft, savePromptDraft } from './prompt-drafts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('prompt drafts', () => {
  it('keeps filled arguments per server and prompt, and forgets an emptied draft', () => {
    const storage = memory();
    savePromptDraft('https://a/mcp', 'p', { x: '1', y: '' }, storage);
    expect(loadPromptDraft('https://a/mcp', 'p', storage)).toEqual({ x: '1' });
    expect(loadPromptDraft('https://b/mcp', 'p', storage)).toEqual({});
    savePromptDraft('https://a/mcp', 'p', { x: '' }, storage);
    expect(storage.map.size).toBe(0);
  });

  it('still reads a draft typed before several servers could be connected: the stored key has not changed', () => {
    const storage = memory();
    storage.setItem(`mcp-console.prompt-draft.v1:${JSON.stringify(['https://a/mcp', 'review'])}`, '{"language":"go"}');
    expect(loadPromptDraft('https://a/mcp', 'review', storage)).toEqual({ language: 'go' });
    expect(loadPromptDraft('https://b/mcp', 'review', storage)).toEqual({});
  });

  it('ignores a corrupted or foreign entry', () => {
    const storage = memory();
    savePromptDraft('s', 'p', { x: '1' }, storage);
    const key = [...storage.map.keys()][0] ?? '';
    storage.setItem(key, '{"x": 5}');
    expect(loadPromptDraft('s', 'p', storage)).toEqual({});
    storage.setItem(key, 'not json');
    expect(loadPromptDraft('s', 'p', storage)).toEqual({});
  });
});
