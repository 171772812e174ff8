import { useCallback, useSyncExternalStore } from 'react';
import type { ExternalStore } from '../protocol/types';

/**
 * Reads any `subscribe`/`getSnapshot` store. Methods are wrapped so class-based stores keep
 * their `this`, and the subscription only changes when the store object itself does.
 */
export function useStore<T>(store: ExternalStore<T>): T {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
