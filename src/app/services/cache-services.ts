import type { QueryClient } from '@tanstack/react-query';
import { CacheStats } from '../../cache/cache-stats';
import { InvalidationLog, onPrincipalChange, onReconnect } from '../../cache/invalidation';
import { onSessionRecovered } from '../../cache/recovery';
import type { RecoveryNotice } from '../../protocol/model/types';
import { installMrtrEviction } from '../../cache/mrtr-eviction';
import type { CacheServices } from '../../hooks/use-cache';
import { ANONYMOUS_PRINCIPAL } from '../../hooks/use-cache';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import { authProviderOf } from '../../protocol/auth/guard';
import { ViewRefreshStore } from '../../hooks/navigation/view-refresh-store';
import { INVALIDATIONS_KEPT, storedLimit } from '../../lib/stored/stored-limit';

/** The cache bookkeeping of the app; results of input_required retries never stay cached (spec §12). */
export function createCacheServices(queryClient: QueryClient): CacheServices & { refreshes: ViewRefreshStore } {
  installMrtrEviction(queryClient);
  return {
    stats: new CacheStats(queryClient),
    invalidations: new InvalidationLog({ capacity: storedLimit(INVALIDATIONS_KEPT) }),
    refreshes: new ViewRefreshStore(),
  };
}

/**
 * A new connection to a server the cache already holds results of may have missed change
 * notifications while it was away: its entries are invalidated with the cause "reconnect", so
 * the Cache panel can say why they went stale. A connection as another principal (a sign-in as
 * someone else, or a sign-out) removes the previous principal's entries instead: they are never
 * served to the new one anyway, and keeping them would only keep another user's data around.
 */
export function invalidateOnReconnect(
  manager: SessionManager<AppSession>,
  queryClient: QueryClient,
  cache: CacheServices,
  /** The connection card's Watch: re-run what is on screen after every renewal too. */
  watching: (url: string) => boolean = () => false,
): () => void {
  let connectedSession: AppSession | undefined;
  let seenRecovery: RecoveryNotice | undefined;
  const principals = new Map<string, string>();
  return manager.subscribe(() => {
    const { session, status } = manager.getSnapshot();
    if (status.state !== 'connected') return;
    // The same session started over on its own (renewal or reconnect): it says so in its status.
    if (session === connectedSession && status.recovery !== undefined && status.recovery !== seenRecovery) {
      seenRecovery = status.recovery;
      const ctx = { serverId: status.url, principalId: authProviderOf(session)?.principal() ?? ANONYMOUS_PRINCIPAL, log: cache.invalidations };
      // After a reconnect the view is always refreshed (the user saw "Disconnected" and waits for
      // it to come back); a renewal is quiet, so it re-runs the view only when the user asked (Watch).
      const rerun = status.recovery.kind === 'reconnected' || watching(status.url);
      onSessionRecovered(queryClient, ctx, status.recovery, rerun);
      // Views holding results outside the cache (a prompt's preview, a tool's last result) follow the same decision.
      cache.refreshes?.announce({ serverId: status.url, notice: status.recovery, rerun });
      return;
    }
    if (session === connectedSession) return;
    connectedSession = session;
    seenRecovery = status.recovery;
    const principalId = authProviderOf(session)?.principal() ?? ANONYMOUS_PRINCIPAL;
    const ctx = { serverId: status.url, principalId, log: cache.invalidations };
    const previous = principals.get(status.url);
    principals.set(status.url, principalId);
    if (previous !== undefined && previous !== principalId) onPrincipalChange(queryClient, ctx, previous);
    const held = queryClient.getQueryCache().findAll({ queryKey: ['mcp', status.url] }).length > 0;
    if (held) onReconnect(queryClient, ctx);
  });
}
