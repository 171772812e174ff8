import { describe, expect, it } from 'vitest';
import { HistoryStore } from './history-store';
import { HISTORY_STORAGE_KEY, parseStoredHistory } from './schema';
import type { HistoryCall } from './types';

const URL_A = 'http://127.0.0.1:4510/mcp';
const URL_B = 'http://127.0.0.1:4511/mcp';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

function call(n: number, extra: Partial<HistoryCall> = {}): HistoryCall {
  return { id: `c${n}`, method: 'tools/call', target: 'echo', params: { name: 'echo', arguments: { n } }, result: { content: [{ type: 'text', text: `r${n}` }] }, startedAt: n, durationMs: 1, ...extra };
}

describe('HistoryStore', () => {
  it('keeps calls per server, newest last, and persists them under a versioned key', () => {
    const storage = memoryStorage();
    const store = new HistoryStore({ storage });
    store.record(URL_A, 'live', call(1));
    store.record(URL_B, 'live', call(2));
    store.record(URL_A, 'live', call(3));
    expect(store.view(URL_A, 'live').calls.map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(store.view(URL_B, 'live').calls.map((c) => c.id)).toEqual(['c2']);
    const stored = JSON.parse(storage.map.get(HISTORY_STORAGE_KEY) ?? '{}') as { version: number };
    expect(stored.version).toBe(1);
    // A reload reads it back.
    expect(new HistoryStore({ storage }).view(URL_A, 'live').calls).toHaveLength(2);
    expect(store.getSnapshot().storedChars).toBe(storage.map.get(HISTORY_STORAGE_KEY)?.length);
  });

  it('is bounded by count per server and by stored size, dropping the oldest calls first', () => {
    const byCount = new HistoryStore({ maxCallsPerServer: 3 });
    for (let n = 1; n <= 5; n += 1) byCount.record(URL_A, 'live', call(n));
    expect(byCount.view(URL_A, 'live').calls.map((c) => c.id)).toEqual(['c3', 'c4', 'c5']);

    const bySize = new HistoryStore({ maxStoredChars: 1_000 });
    for (let n = 1; n <= 20; n += 1) bySize.record(n % 2 === 0 ? URL_A : URL_B, 'live', call(n));
    expect(bySize.getSnapshot().storedChars).toBeLessThanOrEqual(1_000);
    const kept = [...bySize.view(URL_A, 'live').calls, ...bySize.view(URL_B, 'live').calls].map((c) => c.startedAt);
    expect(Math.min(...kept)).toBeGreaterThan(10);
    expect(kept).toContain(20);
  });

  it('reads corrupt, foreign or old-shaped storage as an empty History', () => {
    for (const text of ['not json', '{"version":2,"servers":{}}', JSON.stringify({ version: 1, servers: { [URL_A]: { calls: [{ id: 1 }], collections: [] } } })]) {
      expect(parseStoredHistory(text)).toEqual({});
      expect(new HistoryStore({ storage: memoryStorage({ [HISTORY_STORAGE_KEY]: text }) }).view(URL_A, 'live').calls).toEqual([]);
    }
  });

  it('Clear empties the calls and keeps the collections', () => {
    const store = new HistoryStore();
    store.record(URL_A, 'live', call(1));
    store.pin(URL_A, 'live', 'smoke', [call(1)]);
    store.clear(URL_A, 'live');
    expect(store.view(URL_A, 'live')).toEqual({ calls: [], collections: [{ name: 'smoke', items: [expect.objectContaining({ target: 'echo', expectSame: false })] }] });
  });

  it('pins calls into a named collection in order and edits its items', () => {
    const store = new HistoryStore();
    store.pin(URL_A, 'live', 'smoke', [call(1), call(2)]);
    store.pin(URL_A, 'live', 'smoke', [call(3)]);
    store.setExpectSame(URL_A, 'live', 'smoke', 1, true);
    store.removeItem(URL_A, 'live', 'smoke', 0);
    const [smoke] = store.view(URL_A, 'live').collections;
    expect(smoke?.items.map((i) => [i.params.arguments, i.expectSame])).toEqual([
      [{ n: 2 }, true],
      [{ n: 3 }, false],
    ]);
    store.removeCollection(URL_A, 'live', 'smoke');
    expect(store.view(URL_A, 'live').collections).toEqual([]);
  });

  it('keeps a replayed recording apart from what it persists', () => {
    const storage = memoryStorage();
    const store = new HistoryStore({ storage });
    store.loadRecording(URL_A, { calls: [call(7)], collections: [] });
    store.record(URL_A, 'recorded', call(8));
    expect(store.view(URL_A, 'recorded').calls.map((c) => c.id)).toEqual(['c7', 'c8']);
    expect(store.view(URL_A, 'live').calls).toEqual([]);
    expect(storage.map.has(HISTORY_STORAGE_KEY)).toBe(false);
  });
});
