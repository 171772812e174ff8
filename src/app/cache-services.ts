import type { QueryClient } from '@tanstack/react-query';
import { CacheStats, installMrtrEviction, InvalidationLog, onReconnect } from '../cache';
import type { CacheServices } from '../hooks/use-cache';
import { ANONYMOUS_PRINCIPAL } from '../hooks/use-cache';
import type { SessionManager } from '../hooks/session-manager';
import type { AppSession } from '../hooks/use-session';

/** The cache bookkeeping of the app; results of input_required retries never stay cached (spec §12). */
export function createCacheServices(queryClient: QueryClient): CacheServices {
  installMrtrEviction(queryClient);
  return { stats: new CacheStats(queryClient), invalidations: new InvalidationLog() };
}

/**
 * A new connection to a server the cache already holds results of may have missed change
 * notifications while it was away: its entries are invalidated with the cause "reconnect", so
 * the Cache panel can say why they went stale.
 */
export function invalidateOnReconnect(manager: SessionManager<AppSession>, queryClient: QueryClient, cache: CacheServices): () => void {
  let connectedSession: AppSession | undefined;
  return manager.subscribe(() => {
    const { session, status } = manager.getSnapshot();
    if (status.state !== 'connected' || session === connectedSession) return;
    connectedSession = session;
    const held = queryClient.getQueryCache().findAll({ queryKey: ['mcp', status.url] }).length > 0;
    if (held) onReconnect(queryClient, { serverId: status.url, principalId: ANONYMOUS_PRINCIPAL, log: cache.invalidations });
  });
}
