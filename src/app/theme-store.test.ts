import { describe, expect, it } from 'vitest';
import { THEME_KEY, ThemeStore, type MediaQueryLike } from './theme-store';

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

/** A controllable prefers-color-scheme query. */
function systemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  let matches = dark;
  const query: MediaQueryLike = {
    get matches() {
      return matches;
    },
    addEventListener: (_type, l) => listeners.add(l),
  };
  return {
    matchMedia: (_q: string) => query,
    flip(next: boolean) {
      matches = next;
      for (const l of listeners) l();
    },
  };
}

describe('ThemeStore', () => {
  it('follows the system until the user chooses', () => {
    const system = systemTheme(true);
    let current = 'light';
    const store = new ThemeStore({ storage: storage(), matchMedia: system.matchMedia, forced: undefined });
    store.subscribe(() => (current = store.getSnapshot()));
    expect(store.getSnapshot()).toBe('dark');
    system.flip(false);
    expect(current).toBe('light');
  });

  it('remembers the toggle and lets ?theme= win without saving it', () => {
    const saved = storage();
    const store = new ThemeStore({ storage: saved, matchMedia: undefined, forced: undefined });
    store.toggle();
    expect(store.getSnapshot()).toBe('dark');
    expect(saved.items.get(THEME_KEY)).toBe('dark');
    expect(new ThemeStore({ storage: saved, matchMedia: undefined, forced: undefined }).getSnapshot()).toBe('dark');
    const forced = new ThemeStore({ storage: saved, matchMedia: undefined, forced: 'light' });
    expect(forced.getSnapshot()).toBe('light');
    expect(saved.items.get(THEME_KEY)).toBe('dark');
  });
});
