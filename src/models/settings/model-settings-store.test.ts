import { describe, expect, it } from 'vitest';
import type { ModelSettings } from '../types';
import { API_KEY_KEY, ModelSettingsStore, SETTINGS_KEY, type WebStorage } from './model-settings-store';

function memoryStorage(): WebStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) };
}

const SETTINGS: ModelSettings = { provider: 'openai', baseUrl: ' http://127.0.0.1:11434/v1 ', model: 'llama3', viaProxy: false };

describe('ModelSettingsStore', () => {
  it('keeps the settings in localStorage and the key in sessionStorage only, unless remembered', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = new ModelSettingsStore({ local, session });
    store.save(SETTINGS, 'sk-tab', false);
    expect(JSON.parse(local.entries.get(SETTINGS_KEY) ?? '')).toEqual({ ...SETTINGS, baseUrl: 'http://127.0.0.1:11434/v1' });
    expect([local.entries.has(API_KEY_KEY), session.entries.get(API_KEY_KEY)]).toEqual([false, 'sk-tab']);
    expect([...local.entries.values()].join()).not.toContain('sk-tab');
    expect(store.getSnapshot()).toMatchObject({ apiKey: 'sk-tab', remember: false });
  });

  it('moves a remembered key to localStorage alone, reads it back in a new tab, and forgets it from both', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const store = new ModelSettingsStore({ local, session });
    store.save(SETTINGS, 'sk-tab', false);
    store.save(SETTINGS, 'sk-kept', true);
    expect([local.entries.get(API_KEY_KEY), session.entries.has(API_KEY_KEY)]).toEqual(['sk-kept', false]);
    expect(new ModelSettingsStore({ local, session: memoryStorage() }).getSnapshot()).toMatchObject({ apiKey: 'sk-kept', remember: true, settings: { model: 'llama3' } });
    let told = 0;
    store.subscribe(() => (told += 1));
    store.forgetKey();
    expect([local.entries.has(API_KEY_KEY), session.entries.has(API_KEY_KEY), told]).toEqual([false, false, 1]);
    expect(store.getSnapshot()).toMatchObject({ apiKey: undefined, remember: false, settings: { model: 'llama3' } });
  });

  it('reads nothing from a stored value that is not settings, and lives in memory without storage', () => {
    const local = memoryStorage();
    local.setItem(SETTINGS_KEY, '{"provider":"gemini","baseUrl":"x","model":"y"}');
    expect(new ModelSettingsStore({ local, session: memoryStorage() }).getSnapshot().settings).toBeUndefined();
    const bare = new ModelSettingsStore({});
    bare.save(SETTINGS, 'sk-memory', false);
    expect(bare.getSnapshot().apiKey).toBe('sk-memory');
  });
});
