import type { KeyValueStorage } from '../../lib/stored/browser-storage';
import { ValueStore } from '../../lib/value-store';
import type { ExternalStore } from '../../protocol/model/types';
import { HISTORY_STORAGE_KEY, parseStoredHistory, serializeStoredHistory } from './schema';
import { EMPTY_HISTORY, type Collection, type HistoryCall, type ServerHistory } from './types';

/** Live History is persisted; a replayed recording's History is shown as recorded and never persisted. */
export type HistoryScope = 'live' | 'recorded';

export interface HistoryState {
  live: Readonly<Record<string, ServerHistory>>;
  recorded: Readonly<Record<string, ServerHistory>>;
  /** Characters of the persisted document (what localStorage holds for History). */
  storedChars: number;
}

export interface HistoryStoreOptions {
  storage?: (KeyValueStorage & { removeItem?(key: string): void }) | undefined;
  /** Calls kept per server (oldest go first). */
  maxCallsPerServer?: number;
  /** Characters the persisted document may take; oldest calls of any server go first. */
  maxStoredChars?: number;
}

export const DEFAULT_MAX_CALLS = 200;
export const DEFAULT_MAX_STORED_CHARS = 1_500_000;

/** One entry per endpoint: "http://h/mcp" and "HTTP://h/mcp" are the same server. */
export function serverKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function oldestCallOwner(servers: Record<string, ServerHistory>): string | undefined {
  let owner: string | undefined;
  let oldest = Number.POSITIVE_INFINITY;
  for (const [url, history] of Object.entries(servers)) {
    const first = history.calls[0];
    if (first !== undefined && first.startedAt < oldest) [owner, oldest] = [url, first.startedAt];
  }
  return owner;
}

/**
 * History (design.md "Time-based views"): the calls made from the console, per server, bounded
 * by count and by stored size, persisted in localStorage under a versioned, validated schema.
 */
export class HistoryStore implements ExternalStore<HistoryState> {
  readonly #state: ValueStore<HistoryState>;
  readonly #storage: HistoryStoreOptions['storage'];
  readonly #maxCalls: number;
  readonly #maxChars: number;

  constructor(options: HistoryStoreOptions = {}) {
    this.#storage = options.storage;
    this.#maxCalls = options.maxCallsPerServer ?? DEFAULT_MAX_CALLS;
    this.#maxChars = options.maxStoredChars ?? DEFAULT_MAX_STORED_CHARS;
    let stored: Record<string, ServerHistory> = {};
    try {
      stored = parseStoredHistory(this.#storage?.getItem(HISTORY_STORAGE_KEY) ?? null);
    } catch {
      // Storage that throws on read (blocked in a sandboxed frame) is an empty History.
    }
    this.#state = new ValueStore<HistoryState>({ live: stored, recorded: {}, storedChars: serializeStoredHistory(stored).length });
  }

  subscribe = (listener: () => void): (() => void) => this.#state.subscribe(listener);

  getSnapshot = (): HistoryState => this.#state.getSnapshot();

  /** One server's History in `scope`. */
  view(url: string, scope: HistoryScope): ServerHistory {
    return this.getSnapshot()[scope][serverKey(url)] ?? EMPTY_HISTORY;
  }

  record(url: string, scope: HistoryScope, call: HistoryCall): void {
    // Calls settle in any order (normalising a large result takes a while); the list is by start time.
    this.#update(url, scope, (h) => {
      const at = h.calls.findLastIndex((c) => c.startedAt <= call.startedAt) + 1;
      return { ...h, calls: [...h.calls.slice(0, at), call, ...h.calls.slice(at)].slice(-this.#maxCalls) };
    });
  }

  /** Empties the call list; collections stay (they are the user's own). */
  clear(url: string, scope: HistoryScope): void {
    this.#update(url, scope, (h) => ({ ...h, calls: [] }));
  }

  /** Appends `calls` (in the order given) to the collection `name`, creating it. */
  pin(url: string, scope: HistoryScope, name: string, calls: readonly HistoryCall[]): void {
    const items = calls.map((c) => ({
      method: c.method,
      target: c.target,
      params: c.params,
      ...(c.paramHeaders === undefined ? {} : { paramHeaders: c.paramHeaders }),
      savedResult: c.result,
      savedError: c.error,
      expectSame: false,
    }));
    this.#update(url, scope, (h) => {
      const existing = h.collections.find((c) => c.name === name);
      const next: Collection = { name, items: [...(existing?.items ?? []), ...items] };
      return { ...h, collections: existing === undefined ? [...h.collections, next] : h.collections.map((c) => (c === existing ? next : c)) };
    });
  }

  setExpectSame(url: string, scope: HistoryScope, name: string, index: number, expectSame: boolean): void {
    this.#editCollection(url, scope, name, (c) => ({ ...c, items: c.items.map((item, i) => (i === index ? { ...item, expectSame } : item)) }));
  }

  removeItem(url: string, scope: HistoryScope, name: string, index: number): void {
    this.#editCollection(url, scope, name, (c) => ({ ...c, items: c.items.filter((_, i) => i !== index) }));
  }

  removeCollection(url: string, scope: HistoryScope, name: string): void {
    this.#update(url, scope, (h) => ({ ...h, collections: h.collections.filter((c) => c.name !== name) }));
  }

  /** Shows a replayed recording's History for its server (replacing any earlier recording). */
  loadRecording(url: string, history: ServerHistory): void {
    const state = this.getSnapshot();
    this.#state.set({ ...state, recorded: { ...state.recorded, [serverKey(url)]: history } });
  }

  /** Back to the live History of `url` (a live session to the server a recording was of). */
  dropRecording(url: string): void {
    const state = this.getSnapshot();
    const key = serverKey(url);
    if (state.recorded[key] === undefined) return;
    const { [key]: _dropped, ...recorded } = state.recorded;
    this.#state.set({ ...state, recorded });
  }

  /** Which History of `url` is on show: the replayed recording's while one is loaded, else the live one. */
  scopeOf(url: string): HistoryScope {
    return this.getSnapshot().recorded[serverKey(url)] === undefined ? 'live' : 'recorded';
  }

  #editCollection(url: string, scope: HistoryScope, name: string, edit: (c: Collection) => Collection): void {
    this.#update(url, scope, (h) => ({ ...h, collections: h.collections.map((c) => (c.name === name ? edit(c) : c)) }));
  }

  #update(url: string, scope: HistoryScope, change: (history: ServerHistory) => ServerHistory): void {
    const key = serverKey(url);
    const state = this.getSnapshot();
    const next = { ...state[scope], [key]: change(state[scope][key] ?? EMPTY_HISTORY) };
    if (scope === 'recorded') {
      this.#state.set({ ...state, recorded: next });
      return;
    }
    const { servers, text } = this.#bound(next);
    this.#persist(text);
    this.#state.set({ ...state, live: servers, storedChars: text.length });
  }

  /** Drops the oldest calls (of whichever server has them) until the document fits the budget. */
  #bound(input: Record<string, ServerHistory>): { servers: Record<string, ServerHistory>; text: string } {
    const servers = { ...input };
    let text = serializeStoredHistory(servers);
    while (text.length > this.#maxChars) {
      const owner = oldestCallOwner(servers);
      const history = owner === undefined ? undefined : servers[owner];
      if (owner === undefined || history === undefined) break;
      servers[owner] = { ...history, calls: history.calls.slice(1) };
      text = serializeStoredHistory(servers);
    }
    return { servers, text };
  }

  #persist(text: string): void {
    try {
      this.#storage?.setItem(HISTORY_STORAGE_KEY, text);
    } catch {
      // Quota or privacy mode: History still works for this page; it is just not kept.
    }
  }
}
