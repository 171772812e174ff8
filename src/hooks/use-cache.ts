import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { CacheContext, CacheStats, InvalidationLog } from '../cache';
import { McpSession } from '../protocol';
import { useSession } from './use-session';

/** The app-wide cache bookkeeping beside the QueryClient: hit counts and the invalidation log. */
export interface CacheServices {
  stats: CacheStats;
  invalidations: InvalidationLog;
}

const CacheServicesContext = createContext<CacheServices | undefined>(undefined);

export function CacheServicesProvider({ services, children }: { services: CacheServices; children: ReactNode }) {
  return createElement(CacheServicesContext.Provider, { value: services }, children);
}

export function useCacheServices(): CacheServices {
  const services = useContext(CacheServicesContext);
  if (services === undefined) throw new Error('useCacheServices needs a <CacheServicesProvider> above it');
  return services;
}

/**
 * The principal slot of every cache key (design.md). Until sign-in exists every request of a
 * server runs as the same anonymous principal; the slot is already in the key so that a later
 * principal never sees another's `private` results.
 */
export const ANONYMOUS_PRINCIPAL = 'anonymous';

/**
 * What the query factories of `cache/` need: the connected session and its cache scope, or
 * undefined while nothing is connected (panels then render their "not connected" state).
 */
export function useCacheContext(): CacheContext | undefined {
  const { session, status } = useSession();
  const connected = status.state === 'connected';
  return useMemo(
    () => (connected && session instanceof McpSession ? { session, serverId: session.url, principalId: ANONYMOUS_PRINCIPAL } : undefined),
    [connected, session],
  );
}
