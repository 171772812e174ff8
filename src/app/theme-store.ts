import type { ExternalStore } from '../protocol/model/types';
import { Listeners } from '../lib/listeners';
import type { ThemeChoice } from '../lib/urls/deep-link';

export const THEME_KEY = 'mcp-console:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The part of `MediaQueryList` the store uses. */
export interface MediaQueryLike {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
}

export interface ThemeEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  matchMedia: ((query: string) => MediaQueryLike) | undefined;
  /** `?theme=` wins over everything for this visit and is not saved. */
  forced: ThemeChoice | undefined;
}

function readSaved(storage: ThemeEnv['storage']): ThemeChoice | undefined {
  try {
    const value = storage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The effective theme: forced by the URL, else the user's toggle, else the system setting
 * (followed live while the user has not chosen).
 */
export class ThemeStore implements ExternalStore<ThemeChoice> {
  readonly #listeners = new Listeners();
  readonly #env: ThemeEnv;
  readonly #query: MediaQueryLike | undefined;
  #chosen: ThemeChoice | undefined;

  constructor(env: ThemeEnv) {
    this.#env = env;
    this.#chosen = env.forced ?? readSaved(env.storage);
    this.#query = env.matchMedia?.(DARK_QUERY);
    this.#query?.addEventListener('change', () => this.#listeners.emit());
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ThemeChoice => this.#chosen ?? (this.#query?.matches === true ? 'dark' : 'light');

  toggle(): void {
    this.#chosen = this.getSnapshot() === 'dark' ? 'light' : 'dark';
    try {
      this.#env.storage.setItem(THEME_KEY, this.#chosen);
    } catch {
      // Not persisting a theme is harmless.
    }
    this.#listeners.emit();
  }

  /** Keeps `data-theme` and `color-scheme` on the root element in step with the store. */
  bindTo(root: HTMLElement): () => void {
    const apply = () => {
      const theme = this.getSnapshot();
      root.dataset.theme = theme;
      root.style.colorScheme = theme;
    };
    apply();
    return this.subscribe(apply);
  }
}
