import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { NavigationState, NavigationStore } from './navigation-store';
import { useStore } from '../use-store';

const NavigationContext = createContext<NavigationStore | undefined>(undefined);

export function NavigationProvider({ store, children }: { store: NavigationStore; children: ReactNode }) {
  return createElement(NavigationContext.Provider, { value: store }, children);
}

export function useNavigationStore(): NavigationStore {
  const store = useContext(NavigationContext);
  if (store === undefined) throw new Error('useNavigation needs a <NavigationProvider> above it');
  return store;
}

export function useNavigation(): NavigationState {
  return useStore(useNavigationStore());
}
