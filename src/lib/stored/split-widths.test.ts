import { describe, expect, it } from 'vitest';
import { clampWidth, loadSplitWidth, saveSplitWidth } from './split-widths';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('split widths', () => {
  it('remembers a width per panel and ignores other versions', () => {
    const storage = memory();
    saveSplitWidth('resources', 412.4, storage);
    saveSplitWidth('tools', 300, storage);
    expect(loadSplitWidth('resources', storage)).toBe(412);
    expect(loadSplitWidth('tools', storage)).toBe(300);
    expect(loadSplitWidth('prompts', storage)).toBeUndefined();
    storage.setItem('mcp-console.split-widths', JSON.stringify({ version: 2, widths: { tools: 1 } }));
    expect(loadSplitWidth('tools', storage)).toBeUndefined();
  });

  it('clamps', () => {
    expect(clampWidth(10, 200, 600)).toBe(200);
    expect(clampWidth(900, 200, 600)).toBe(600);
    expect(clampWidth(300, 200, 600)).toBe(300);
  });
});
