import { useQueryClient } from '@tanstack/react-query';
import { onReconnect } from '../../cache';
import { ANONYMOUS_PRINCIPAL, useCacheServices } from '../../hooks/use-cache';
import { useSession } from '../../hooks/session/use-session';
import type { McpSession } from '../../protocol';
import { isMcpSession } from '../../hooks/session/is-mcp-session';
import { SubscriptionLanes } from './lanes-store';
import { storedNotificationLimit } from './notification-log';

// Lanes outlive the panel (only the open panel is mounted) but not their session.
const lanesBySession = new WeakMap<McpSession, SubscriptionLanes>();

/** The subscription lanes of the connected session, or undefined while nothing is connected. */
export function useLanes(): SubscriptionLanes | undefined {
  const { session, status } = useSession();
  const { invalidations } = useCacheServices();
  const queryClient = useQueryClient();
  if (status.state !== 'connected' || !isMcpSession(session)) return undefined;
  const client = session.client;
  if (client === undefined) return undefined;
  let lanes = lanesBySession.get(session);
  if (lanes === undefined) {
    lanes = new SubscriptionLanes({
      host: { client, inbound: session.inbound, streams: { traffic: session.traffic, url: session.url } },
      toError: (err) => session.toConsoleError(err).data,
      latestInvalidation: () => invalidations.getSnapshot().last(),
      isAlive: () => session.client === client,
      logLimit: storedNotificationLimit(),
      onRelisten: () => onReconnect(queryClient, { serverId: session.url, principalId: ANONYMOUS_PRINCIPAL, log: invalidations }),
    });
    lanesBySession.set(session, lanes);
  }
  return lanes;
}
