import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type { CacheContext, CacheStats, InvalidationLog } from '../cache';
import { authProviderOf } from '../protocol/auth/guard';
import { isMcpSession } from './session/is-mcp-session';
import type { SessionManager } from './session/session-manager';
import { useSessionManager, type AppSession } from './session/use-session';
import { useStore } from './use-store';
import type { ViewRefreshStore } from './navigation/view-refresh-store';

/** The app-wide cache bookkeeping beside the QueryClient: hit counts and the invalidation log. */
export interface CacheServices {
  stats: CacheStats;
  invalidations: InvalidationLog;
  /** Recoveries of the session and whether the view re-runs after them (absent in unit harnesses). */
  refreshes?: ViewRefreshStore;
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
 * The principal slot of every cache key (design.md): the signed-in identity of an OAuth session
 * (spec §22, `principalOf`), else this anonymous principal, so that one principal never sees
 * another's `private` results (spec §12).
 */
export const ANONYMOUS_PRINCIPAL = 'anonymous';

/**
 * What the query factories of `cache/` need: the connected session and its cache scope, or
 * undefined while nothing is connected (panels then render their "not connected" state).
 */
export function useCacheContext(): CacheContext | undefined {
  return useServerCacheContext(useSessionManager());
}

/** The same for one server of the workspace, active or not (the playground calls every server's tools). */
export function useServerCacheContext(manager: SessionManager<AppSession>): CacheContext | undefined {
  const { session, status } = useStore(manager);
  // While the session retries a server that went away, panels keep what they showed (and what
  // the user typed); their requests fail fast and re-run once the session reconnects.
  const connected = status.state === 'connected' || status.state === 'reconnecting';
  // Each (re)connect may follow a sign-in as someone else, so the principal is read every time.
  const principalId = connected ? (authProviderOf(session)?.principal() ?? ANONYMOUS_PRINCIPAL) : ANONYMOUS_PRINCIPAL;
  return useMemo(
    () => (connected && isMcpSession(session) ? { session, serverId: session.url, principalId } : undefined),
    [connected, session, principalId],
  );
}
