import { useCallback, useSyncExternalStore } from 'react';
import type { ExternalStore } from '../protocol/model/types';

/**
 * Reads any `subscribe`/`getSnapshot` store. Methods are wrapped so class-based stores keep
 * their `this`, and the subscription only changes when the store object itself does.
 */
export function useStore<T>(store: ExternalStore<T>): T {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * Reads one part of a store: the component re-renders only when `select` returns a different
 * value, not on every change of the store (a live log changes once per frame in a storm).
 * `select` must return the same object for the same state, as the live logs' by-id reads do.
 */
export function useStoreSelect<T, S>(store: ExternalStore<T>, select: (snapshot: T) => S): S {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = () => select(store.getSnapshot());
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
