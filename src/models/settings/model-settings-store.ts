import { isRecord } from '../../lib/is-record';
import { Listeners } from '../../lib/listeners';
import type { ModelSettings } from '../types';

/** Storage keys, named like the console's other settings. */
export const SETTINGS_KEY = 'mcp-console.model-settings.v1';
export const API_KEY_KEY = 'mcp-console.model-key';

export interface ModelConfig {
  settings: ModelSettings | undefined;
  apiKey: string | undefined;
  /** The key is kept in localStorage (Remember on this device), not only in this tab. */
  remember: boolean;
}

/** The part of the Web Storage API the store uses, written out so Node-only builds need no DOM lib. */
export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isWebStorage(value: unknown): value is WebStorage {
  return typeof value === 'object' && value !== null && 'getItem' in value && typeof value.getItem === 'function' && 'setItem' in value && typeof value.setItem === 'function' && 'removeItem' in value && typeof value.removeItem === 'function';
}

function pageStorage(name: 'localStorage' | 'sessionStorage'): WebStorage | undefined {
  try {
    const candidate: unknown = Reflect.get(globalThis, name);
    return isWebStorage(candidate) ? candidate : undefined;
  } catch {
    // A sandboxed frame without storage, or storage turned off.
    return undefined;
  }
}

function readSettings(raw: string | null): ModelSettings | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return undefined;
    const { provider, baseUrl, model, viaProxy } = value;
    if ((provider !== 'openai' && provider !== 'anthropic') || typeof baseUrl !== 'string' || typeof model !== 'string') return undefined;
    return { provider, baseUrl, model, viaProxy: viaProxy === true };
  } catch {
    return undefined;
  }
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Full or refused storage: the choice lives for this load only, as in a sandboxed frame.
  }
}

/**
 * The model settings and the key (issue 40). The settings stay in localStorage. The key stays in
 * sessionStorage, so it leaves with the tab, unless the user ticks Remember on this device; then
 * it is kept in localStorage and removed from the tab's storage, so it lives in one place only.
 */
export class ModelSettingsStore {
  readonly #listeners = new Listeners();
  readonly #local: WebStorage | undefined;
  readonly #session: WebStorage | undefined;
  #memory: ModelConfig;

  constructor(storages: { local?: WebStorage | undefined; session?: WebStorage | undefined } = { local: pageStorage('localStorage'), session: pageStorage('sessionStorage') }) {
    this.#local = storages.local;
    this.#session = storages.session;
    this.#memory = this.#read();
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ModelConfig => this.#memory;

  save(settings: ModelSettings, apiKey: string, remember: boolean): void {
    const clean: ModelSettings = { provider: settings.provider, baseUrl: settings.baseUrl.trim(), model: settings.model.trim(), viaProxy: settings.viaProxy };
    safely(() => this.#local?.setItem(SETTINGS_KEY, JSON.stringify(clean)));
    const keep = remember ? this.#local : this.#session;
    const drop = remember ? this.#session : this.#local;
    safely(() => drop?.removeItem(API_KEY_KEY));
    if (apiKey === '') safely(() => keep?.removeItem(API_KEY_KEY));
    else safely(() => keep?.setItem(API_KEY_KEY, apiKey));
    this.#set({ settings: clean, apiKey: apiKey === '' ? undefined : apiKey, remember });
  }

  /** The key leaves both storages; the settings stay. */
  forgetKey(): void {
    safely(() => this.#local?.removeItem(API_KEY_KEY));
    safely(() => this.#session?.removeItem(API_KEY_KEY));
    this.#set({ ...this.#memory, apiKey: undefined, remember: false });
  }

  #read(): ModelConfig {
    const read = (storage: WebStorage | undefined, key: string): string | null => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    };
    const remembered = read(this.#local, API_KEY_KEY);
    const apiKey = remembered ?? read(this.#session, API_KEY_KEY) ?? undefined;
    return { settings: readSettings(read(this.#local, SETTINGS_KEY)), apiKey: apiKey === '' ? undefined : apiKey, remember: remembered !== null };
  }

  #set(next: ModelConfig): void {
    this.#memory = next;
    this.#listeners.emit();
  }
}

/** The page's one store (pure: a page that never reads it does not bundle it). */
export const modelSettingsStore = /* @__PURE__ */ new ModelSettingsStore();
