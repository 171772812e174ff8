import { describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from './tool-drafts';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

const STAGING = 'https://staging.example/mcp';
const PRODUCTION = 'https://production.example/mcp';

describe('tool argument drafts', () => {
  it('are kept per server: two connected servers with a tool of the same name do not share its draft', () => {
    const storage = memory();
    saveDraft(STAGING, 'convert', '{"value": 37}', storage);
    expect(loadDraft(PRODUCTION, 'convert', storage)).toBeUndefined();
    saveDraft(PRODUCTION, 'convert', '{"value": 98}', storage);
    expect(loadDraft(STAGING, 'convert', storage)).toBe('{"value": 37}');
    expect(loadDraft(PRODUCTION, 'convert', storage)).toBe('{"value": 98}');
  });

  it('still read a draft typed before several servers could be connected: the stored key has not changed', () => {
    const storage = memory();
    storage.setItem(`mcp-console.tool-draft.v1:${JSON.stringify([STAGING, 'convert'])}`, '{"unit": "kelvin"}');
    expect(loadDraft(STAGING, 'convert', storage)).toBe('{"unit": "kelvin"}');
  });

  it('forget an emptied draft', () => {
    const storage = memory();
    saveDraft(STAGING, 'convert', '{"value": 1}', storage);
    saveDraft(STAGING, 'convert', '{}', storage);
    expect(storage.map.size).toBe(0);
  });
});
