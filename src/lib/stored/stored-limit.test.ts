import { describe, expect, it } from 'vitest';
import { EXCHANGES_KEPT, storedLimit, storeLimit, type LimitSetting } from './stored-limit';

function memory(): { getItem(key: string): string | null; setItem(key: string, value: string): void; data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const setting: LimitSetting = { key: 'k', min: 10, max: 100, fallback: 50 };

describe('stored log limits', () => {
  it('reads back what was stored', () => {
    const storage = memory();
    storeLimit(setting, 20, storage);
    expect(storedLimit(setting, storage)).toBe(20);
  });

  it('reads the default when nothing, or something out of range or not an integer, is stored', () => {
    const storage = memory();
    expect(storedLimit(setting, storage)).toBe(50);
    for (const bad of ['9', '101', '12.5', 'lots', '']) {
      storage.data.set('k', bad);
      expect(storedLimit(setting, storage)).toBe(50);
    }
  });

  it('never stores a value outside the range', () => {
    const storage = memory();
    storeLimit(setting, 1_000, storage);
    expect(storage.data.has('k')).toBe(false);
  });

  it('defaults the traffic log to the bounds the storm bench was sized for', () => {
    expect(storedLimit(EXCHANGES_KEPT, memory())).toBe(2_000);
  });
});
