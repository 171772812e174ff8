import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/stored/browser-storage';
import { HistoryStore, type HistoryScope } from '../recording/history/history-store';
import type { ServerHistory } from '../recording/history/types';

let store: HistoryStore | undefined;

/**
 * The page's one History store (persisted in localStorage). Created on first use: the session
 * factory and the History panel load it lazily, so the first screen never pays for it.
 */
export function appHistory(): HistoryStore {
  store ??= new HistoryStore({ storage: browserStorage() });
  return store;
}

/**
 * What Export session writes for `url`: the History on show (a replayed recording's, else the
 * live one). Loads the store on demand, so the session toolbar never carries it on first paint.
 */
export function historyToExport(url: string | undefined): ServerHistory | undefined {
  if (url === undefined) return undefined;
  const store = appHistory();
  return store.view(url, store.scopeOf(url));
}

export interface ServerHistoryView {
  /** Undefined while no server is chosen. */
  history: ServerHistory | undefined;
  /** A replayed recording's History (in memory) or the live one (persisted). */
  scope: HistoryScope;
  /** Characters History takes in localStorage, all servers together. */
  storedChars: number;
  store: HistoryStore;
}

/** The History of `url` that is on show, re-rendered when it changes. */
export function useServerHistory(url: string | undefined): ServerHistoryView {
  const store = appHistory();
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const snapshot = useSyncExternalStore(subscribe, store.getSnapshot, store.getSnapshot);
  const scope = url === undefined ? 'live' : store.scopeOf(url);
  return { history: url === undefined ? undefined : store.view(url, scope), scope, storedChars: snapshot.storedChars, store };
}
