import { describe, expect, it } from 'vitest';
import { ConfirmSkips } from './confirm-skips';

function memory(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('ConfirmSkips', () => {
  it('remembers a tool per server across instances and resets one server', () => {
    const storage = memory();
    const skips = new ConfirmSkips(storage);
    let told = 0;
    skips.subscribe(() => (told += 1));
    skips.skip('http://a/mcp', 'delete');
    skips.skip('http://a/mcp', 'delete');
    skips.skip('http://b/mcp', 'delete');
    expect(told).toBe(2);
    const again = new ConfirmSkips(storage);
    expect(again.isSkipped('http://a/mcp', 'delete')).toBe(true);
    expect(again.isSkipped('http://a/mcp', 'other')).toBe(false);
    again.reset('http://a/mcp');
    expect(new ConfirmSkips(storage).getSnapshot()).toEqual({ 'http://b/mcp': ['delete'] });
  });

  it('reads another schema version or broken JSON as nothing skipped', () => {
    const storage = memory();
    storage.setItem('mcp-console.confirm-skips', JSON.stringify({ version: 2, servers: { x: ['t'] } }));
    expect(new ConfirmSkips(storage).getSnapshot()).toEqual({});
    storage.setItem('mcp-console.confirm-skips', '{');
    expect(new ConfirmSkips(storage).getSnapshot()).toEqual({});
    storage.setItem('mcp-console.confirm-skips', JSON.stringify({ version: 1, servers: { x: ['t', 3] } }));
    expect(new ConfirmSkips(storage).getSnapshot()).toEqual({ x: ['t'] });
  });
});
