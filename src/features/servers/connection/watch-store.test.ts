import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../saved/memory-storage.test-util';
import { ServersStore } from '../saved/servers-store';
import { savedServerIdentity, WATCH_KEY, WatchStore } from './watch-store';

const URL_A = 'http://127.0.0.1:4410/mcp';

/** Two saved servers with one URL (say, two principals of one dev server), and the Watch store over them. */
function twoSavedOfOneUrl() {
  const storage = new MemoryStorage();
  const servers = new ServersStore(storage, new MemoryStorage());
  const alice = servers.addServer(URL_A);
  const bob = servers.addServer(URL_A);
  return { storage, servers, alice, bob, store: new WatchStore(storage, savedServerIdentity(servers)) };
}

describe('WatchStore', () => {
  it('remembers the toggle per server URL across instances when the server is not saved', () => {
    const storage = new MemoryStorage();
    const store = new WatchStore(storage);
    store.set(URL_A, true);
    expect(store.isWatching(URL_A)).toBe(true);
    expect(store.isWatching('http://127.0.0.1:4411/mcp')).toBe(false);
    expect(new WatchStore(storage).isWatching(URL_A)).toBe(true);
    store.set(URL_A, false);
    expect(new WatchStore(storage).isWatching(URL_A)).toBe(false);
  });

  it('keeps one toggle per saved server, even for two saved servers with the same URL', () => {
    const { storage, servers, alice, bob, store } = twoSavedOfOneUrl();
    servers.select(alice);
    store.set(URL_A, true);
    servers.select(bob);
    expect(store.isWatching(URL_A)).toBe(false);
    servers.select(alice);
    expect(store.isWatching(URL_A)).toBe(true);
    // Remembered across a reload, by the saved server's id.
    const reloaded = new WatchStore(storage, savedServerIdentity(new ServersStore(storage, new MemoryStorage())));
    expect(reloaded.isWatching(URL_A)).toBe(true);
    servers.select(bob);
    expect(new WatchStore(storage, savedServerIdentity(servers)).isWatching(URL_A)).toBe(false);
  });

  it('follows the saved server the connection was made with, not a later selection of another with the same URL', () => {
    const { servers, alice, bob, store } = twoSavedOfOneUrl();
    servers.select(alice);
    servers.markUsed(URL_A, alice);
    store.set(URL_A, true);
    // Bob is selected in the list, but the session still runs with Alice's headers.
    servers.select(bob);
    expect(store.isWatching(URL_A)).toBe(true);
    // Connecting with Bob makes his own toggle, never set, the one that counts, whatever is selected next.
    servers.select(bob);
    servers.markUsed(URL_A, bob);
    expect(store.isWatching(URL_A)).toBe(false);
    servers.select(alice);
    expect(store.isWatching(URL_A)).toBe(false);
    // Alice removed while connected with her: the connection no longer stands for her toggle.
    servers.markUsed(URL_A, alice);
    expect(store.isWatching(URL_A)).toBe(true);
    servers.removeServer(alice);
    expect(store.isWatching(URL_A)).toBe(false);
  });

  it('falls back to the URL for a saved server never toggled (a version 1 document), until it is toggled', () => {
    const storage = new MemoryStorage();
    storage.setItem(WATCH_KEY, JSON.stringify({ version: 1, urls: [URL_A] }));
    const servers = new ServersStore(storage, new MemoryStorage());
    const id = servers.addServer(URL_A);
    const store = new WatchStore(storage, savedServerIdentity(servers));
    expect(store.isWatching(URL_A)).toBe(true);
    store.set(URL_A, false);
    expect(store.getSnapshot().saved.get(id)).toBe(false);
    expect(store.isWatching(URL_A)).toBe(false);
    expect(new WatchStore(storage).isWatching(URL_A)).toBe(true);
  });

  it('tells subscribers when the saved server a URL stands for changes', () => {
    const storage = new MemoryStorage();
    const servers = new ServersStore(storage, new MemoryStorage());
    const store = new WatchStore(storage, savedServerIdentity(servers));
    let calls = 0;
    store.subscribe(() => (calls += 1));
    servers.addServer(URL_A);
    expect(calls).toBeGreaterThan(0);
  });

  it('ignores a document of another shape or version', () => {
    const storage = new MemoryStorage();
    storage.setItem(WATCH_KEY, JSON.stringify({ version: 3, urls: ['x'] }));
    expect(new WatchStore(storage).getSnapshot().urls.size).toBe(0);
    storage.setItem(WATCH_KEY, '{not json');
    expect(new WatchStore(storage).getSnapshot().urls.size).toBe(0);
    storage.setItem(WATCH_KEY, JSON.stringify({ version: 1, urls: ['a', 3] }));
    expect([...new WatchStore(storage).getSnapshot().urls]).toEqual(['a']);
    storage.setItem(WATCH_KEY, JSON.stringify({ version: 2, saved: { s1: true, s2: 'yes' }, urls: [] }));
    expect([...new WatchStore(storage).getSnapshot().saved]).toEqual([['s1', true]]);
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
