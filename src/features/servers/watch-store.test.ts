import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage.test-util';
import { WATCH_KEY, WatchStore } from './watch-store';

describe('WatchStore', () => {
  it('remembers the toggle per server URL across instances', () => {
    const storage = new MemoryStorage();
    const store = new WatchStore(storage);
    store.set('http://127.0.0.1:4410/mcp', true);
    expect(store.isWatching('http://127.0.0.1:4410/mcp')).toBe(true);
    expect(store.isWatching('http://127.0.0.1:4411/mcp')).toBe(false);
    expect(new WatchStore(storage).isWatching('http://127.0.0.1:4410/mcp')).toBe(true);
    store.set('http://127.0.0.1:4410/mcp', false);
    expect(new WatchStore(storage).isWatching('http://127.0.0.1:4410/mcp')).toBe(false);
  });

  it('ignores a document of another shape or version', () => {
    const storage = new MemoryStorage();
    storage.setItem(WATCH_KEY, JSON.stringify({ version: 2, urls: ['x'] }));
    expect(new WatchStore(storage).getSnapshot().size).toBe(0);
    storage.setItem(WATCH_KEY, '{not json');
    expect(new WatchStore(storage).getSnapshot().size).toBe(0);
    storage.setItem(WATCH_KEY, JSON.stringify({ version: 1, urls: ['a', 3] }));
    expect([...new WatchStore(storage).getSnapshot()]).toEqual(['a']);
  });

  it('tells subscribers only about real changes', () => {
    const store = new WatchStore(new MemoryStorage());
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.set('u', true);
    store.set('u', true);
    expect(calls).toBe(1);
  });
});
