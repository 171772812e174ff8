import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '../lib/browser-storage';
import { HistoryStore, type HistoryScope } from '../protocol/history/history-store';
import type { ServerHistory } from '../protocol/history/types';

let store: HistoryStore | undefined;

/**
 * The page's one History store (persisted in localStorage). Created on first use: the session
 * factory and the History panel load it lazily, so the first screen never pays for it.
 */
export function appHistory(): HistoryStore {
  store ??= new HistoryStore({ storage: browserStorage() });
  return store;
}

/** One server's History in `scope`, re-rendered when it changes; plus the persisted size. */
export function useServerHistory(url: string | undefined, scope: HistoryScope): { history: ServerHistory | undefined; storedChars: number; store: HistoryStore } {
  const history = appHistory();
  const subscribe = useCallback((listener: () => void) => history.subscribe(listener), [history]);
  const snapshot = useSyncExternalStore(subscribe, history.getSnapshot, history.getSnapshot);
  return { history: url === undefined ? undefined : history.view(url, scope), storedChars: snapshot.storedChars, store: history };
}
