import { describe, expect, it } from 'vitest';
import { rootProblem, RootsStore } from './roots';

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('roots (spec: client features, roots)', () => {
  it('are file:// URIs of a folder', () => {
    expect(rootProblem('file:///home/ada/project')).toBeUndefined();
    expect(rootProblem('https://example.com/x')).toMatch(/file:\/\//);
    expect(rootProblem('not a uri')).toMatch(/not a URI/);
    expect(rootProblem('file:///')).toMatch(/folder/);
    expect(rootProblem('')).toMatch(/file:\/\//);
  });

  it('are kept per server, survive a reload, and an empty list is a list', () => {
    const storage = memoryStorage();
    const store = new RootsStore(storage);
    store.set('http://a/mcp', [{ uri: 'file:///work/a', name: 'a' }, { uri: 'file:///work/b', name: '' }]);
    expect(new RootsStore(storage).get('http://a/mcp')).toEqual([{ uri: 'file:///work/a', name: 'a' }, { uri: 'file:///work/b' }]);
    expect(new RootsStore(storage).get('http://b/mcp')).toEqual([]);
    store.set('http://a/mcp', []);
    expect(new RootsStore(storage).get('http://a/mcp')).toEqual([]);
  });

  it('refuse an invalid root whole, and drop invalid stored entries on read', () => {
    const storage = memoryStorage();
    const store = new RootsStore(storage);
    expect(() => store.set('http://a/mcp', [{ uri: 'file:///ok' }, { uri: 'http://no' }])).toThrow(/file:\/\//);
    expect(store.get('http://a/mcp')).toEqual([]);
    storage.data.set('mcp-console.roots.v1', JSON.stringify({ 'http://a/mcp': [{ uri: 'file:///ok' }, { uri: 'ftp://x' }, 7], 'http://b/mcp': 'junk' }));
    expect(new RootsStore(storage).get('http://a/mcp')).toEqual([{ uri: 'file:///ok' }]);
    expect(new RootsStore(storage).get('http://b/mcp')).toEqual([]);
  });

  it('note which servers asked for them, per page, and tell subscribers once per server', () => {
    const store = new RootsStore(memoryStorage());
    store.set('http://a/mcp', [{ uri: 'file:///x' }]);
    let told = 0;
    store.subscribe(() => (told += 1));
    expect(store.wasAsked('http://a/mcp')).toBe(false);
    expect(store.answer('http://a/mcp')).toEqual([{ uri: 'file:///x' }]);
    expect(store.answer('http://a/mcp')).toEqual([{ uri: 'file:///x' }]);
    expect(store.wasAsked('http://a/mcp')).toBe(true);
    expect(store.wasAsked('http://b/mcp')).toBe(false);
    expect(told).toBe(1);
  });

  it('tell subscribers of an edit', () => {
    const store = new RootsStore(memoryStorage());
    let told = 0;
    store.subscribe(() => (told += 1));
    store.set('http://a/mcp', [{ uri: 'file:///x' }]);
    expect(told).toBe(1);
  });
});
