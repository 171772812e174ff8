import type { ExternalStore } from '../../../protocol/model/types';
import { Listeners } from '../../../lib/listeners';
import { serverForUrl } from './connect-target';
import type { ServersStore, StorageLike } from '../saved/servers-store';

/** localStorage key of the Watch toggles (versioned, validated on read). */
export const WATCH_KEY = 'mcp-console:watch';

/** Which saved server a connection to a URL stands for; absent when the console saves no servers. */
export interface WatchIdentity {
  /** The saved server whose settings a connection to `url` uses, if any. */
  savedIdFor(url: string): string | undefined;
  /** Told when that answer may change (a server saved, selected, edited or removed). */
  subscribe(listener: () => void): () => void;
}

export interface WatchState {
  /** Per saved server id: its own toggle, on or off. */
  readonly saved: ReadonlyMap<string, boolean>;
  /** Per URL: servers that are not saved, and saved ones never toggled since (version 1 kept only these). */
  readonly urls: ReadonlySet<string>;
}

const EMPTY: WatchState = { saved: new Map(), urls: new Set() };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function parse(raw: string | null): WatchState {
  if (raw === null) return EMPTY;
  try {
    const doc: unknown = JSON.parse(raw);
    if (typeof doc !== 'object' || doc === null || !('version' in doc)) return EMPTY;
    const urls = new Set('urls' in doc ? strings(doc.urls) : []);
    if (doc.version === 1) return { saved: new Map(), urls };
    if (doc.version !== 2 || !('saved' in doc) || typeof doc.saved !== 'object' || doc.saved === null) return EMPTY;
    const saved = new Map(Object.entries(doc.saved).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
    return { saved, urls };
  } catch {
    return EMPTY;
  }
}

/**
 * The connection card's "Watch" toggle: with it on, every renewal or reconnect re-runs what
 * is on screen, for the edit → restart → look loop of a server author. It is remembered per
 * saved server, since two saved servers may share a URL with different headers (say, two
 * principals of one dev server); a server that is not saved is remembered by its URL, which is
 * also the fallback for a saved one never toggled since it was saved.
 */
export class WatchStore implements ExternalStore<WatchState> {
  readonly #listeners = new Listeners();
  readonly #storage: StorageLike;
  readonly #identity: WatchIdentity | undefined;
  #state: WatchState;

  constructor(storage: StorageLike, identity?: WatchIdentity) {
    this.#storage = storage;
    this.#identity = identity;
    let raw: string | null = null;
    try {
      raw = storage.getItem(WATCH_KEY);
    } catch {
      // Disabled storage: nothing is remembered, the toggle still works for this visit.
    }
    this.#state = parse(raw);
  }

  /** Changes of the toggles, and of which saved server a URL stands for. */
  subscribe = (listener: () => void): (() => void) => {
    const own = this.#listeners.add(listener);
    const identity = this.#identity?.subscribe(listener);
    return () => {
      own();
      identity?.();
    };
  };

  getSnapshot = (): WatchState => this.#state;

  isWatching = (url: string): boolean => {
    const id = this.#identity?.savedIdFor(url);
    return (id === undefined ? undefined : this.#state.saved.get(id)) ?? this.#state.urls.has(url);
  };

  set(url: string, on: boolean): void {
    if (this.isWatching(url) === on) return;
    const id = this.#identity?.savedIdFor(url);
    const { saved, urls } = this.#state;
    if (id === undefined) {
      const next = new Set(urls);
      if (on) next.add(url);
      else next.delete(url);
      this.#state = { saved, urls: next };
    } else {
      this.#state = { saved: new Map(saved).set(id, on), urls };
    }
    try {
      this.#storage.setItem(WATCH_KEY, JSON.stringify({ version: 2, saved: Object.fromEntries(this.#state.saved), urls: [...this.#state.urls] }));
    } catch {
      // Full or disabled storage: the in-memory toggle still holds for this visit.
    }
    this.#listeners.emit();
  }
}

/**
 * The saved server a connection to a URL stands for: the one it was made with, while that one is
 * still saved with the URL; before a connection, the one it would use (the selected one with
 * that URL, else the first, as connectTargetFor picks its headers).
 */
export function savedServerIdentity(servers: ServersStore): WatchIdentity {
  return { savedIdFor: (url) => servers.connectedIdFor(url) ?? serverForUrl(servers.getSnapshot(), url)?.id, subscribe: servers.subscribe };
}
