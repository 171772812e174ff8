import type { QueryClient } from '@tanstack/react-query';
import { applyNotification } from '../../cache/invalidation';
import type { SessionManager } from '../../hooks/session/session-manager';
import { ANONYMOUS_PRINCIPAL, type CacheServices } from '../../hooks/use-cache';
import type { AppSession } from '../../hooks/session/use-session';
import { isMcpSession } from '../../hooks/session/is-mcp-session';
import type { McpSession } from '../../protocol/session/session';

/**
 * Live invalidation (spec §12, §17.3): every message that reaches the connected session —
 * on any listen lane, or unsolicited on a legacy GET stream — goes through
 * `applyNotification`, so open viewers and lists refetch at once and the Cache panel
 * shows "notification" as the cause. Subscribing here, before any panel, also means the
 * invalidation is logged before a panel's own listener sees the same notification.
 */
export function installLiveInvalidation(manager: SessionManager<AppSession>, queryClient: QueryClient, cache: CacheServices): () => void {
  let tapped: McpSession | undefined;
  let untap: (() => void) | undefined;
  const unsubscribe = manager.subscribe(() => {
    const { session, status } = manager.getSnapshot();
    if (status.state !== 'connected' || !isMcpSession(session) || session === tapped) return;
    untap?.();
    tapped = session;
    const ctx = { serverId: session.url, principalId: ANONYMOUS_PRINCIPAL, log: cache.invalidations };
    untap = session.inbound.subscribe((message) => {
      applyNotification(queryClient, ctx, message);
    });
  });
  return () => {
    unsubscribe();
    untap?.();
  };
}
