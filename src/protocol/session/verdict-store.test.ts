import { describe, expect, it } from 'vitest';
import { MemoryVerdictStore, StorageVerdictStore, VERDICT_STORAGE_KEY } from './verdict-store';
import type { StoredVerdict } from '../model/types';

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const legacy: StoredVerdict = { era: 'legacy', protocolVersion: '2025-11-25', decidedAt: 1_000 };

describe.each([
  ['MemoryVerdictStore', () => new MemoryVerdictStore()],
  ['StorageVerdictStore', () => new StorageVerdictStore(fakeStorage())],
])('%s', (_name, make) => {
  it('remembers, normalises the URL key and forgets', () => {
    const store = make();
    store.set('HTTP://127.0.0.1:3000/mcp', legacy);
    expect(store.get('http://127.0.0.1:3000/mcp')).toEqual(legacy);
    expect(store.get('http://127.0.0.1:3001/mcp')).toBeUndefined();
    store.delete('http://127.0.0.1:3000/mcp');
    expect(store.get('http://127.0.0.1:3000/mcp')).toBeUndefined();
  });
});

describe('StorageVerdictStore persistence', () => {
  it('survives a new store instance over the same storage, under a versioned key', () => {
    const storage = fakeStorage();
    new StorageVerdictStore(storage).set('http://a/mcp', legacy);
    expect(JSON.parse(storage.data.get(VERDICT_STORAGE_KEY) ?? '')).toMatchObject({ version: 1 });
    expect(new StorageVerdictStore(storage).get('http://a/mcp')).toEqual(legacy);
  });

  it('ignores corrupt or foreign data instead of trusting it', () => {
    for (const raw of ['not json', '{"version":2,"verdicts":{}}', '{"version":1,"verdicts":{"http://a/mcp":{"era":"future"}}}']) {
      const store = new StorageVerdictStore(fakeStorage({ [VERDICT_STORAGE_KEY]: raw }));
      expect(store.get('http://a/mcp')).toBeUndefined();
    }
  });

  it('keeps working when storage throws (quota, privacy mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const store = new StorageVerdictStore(broken);
    expect(() => store.set('http://a/mcp', legacy)).not.toThrow();
    expect(store.get('http://a/mcp')).toBeUndefined();
  });
});
