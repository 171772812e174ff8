import type { ExternalStore } from '../../protocol/types';
import { Listeners } from '../../hooks/listeners';
import type { StorageLike } from './servers-store';

/** localStorage key of the Watch toggles (versioned, validated on read). */
export const WATCH_KEY = 'mcp-console:watch';

function parse(raw: string | null): ReadonlySet<string> {
  if (raw === null) return new Set();
  try {
    const doc: unknown = JSON.parse(raw);
    if (typeof doc !== 'object' || doc === null || !('version' in doc) || doc.version !== 1 || !('urls' in doc) || !Array.isArray(doc.urls)) return new Set();
    return new Set(doc.urls.filter((url): url is string => typeof url === 'string'));
  } catch {
    return new Set();
  }
}

/**
 * The connection card's "Watch" toggle, remembered per server URL (the identity of a saved
 * server): with it on, every renewal or reconnect re-runs what is on screen, for the
 * edit → restart → look loop of a server author.
 */
export class WatchStore implements ExternalStore<ReadonlySet<string>> {
  readonly #listeners = new Listeners();
  readonly #storage: StorageLike;
  #urls: ReadonlySet<string>;

  constructor(storage: StorageLike) {
    this.#storage = storage;
    let raw: string | null = null;
    try {
      raw = storage.getItem(WATCH_KEY);
    } catch {
      // Disabled storage: nothing is remembered, the toggle still works for this visit.
    }
    this.#urls = parse(raw);
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ReadonlySet<string> => this.#urls;

  isWatching = (url: string): boolean => this.#urls.has(url);

  set(url: string, on: boolean): void {
    if (this.#urls.has(url) === on) return;
    const next = new Set(this.#urls);
    if (on) next.add(url);
    else next.delete(url);
    this.#urls = next;
    try {
      this.#storage.setItem(WATCH_KEY, JSON.stringify({ version: 1, urls: [...next] }));
    } catch {
      // Full or disabled storage: the in-memory toggle still holds for this visit.
    }
    this.#listeners.emit();
  }
}
