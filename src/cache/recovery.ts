import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RecoveryNotice } from '../protocol';
import type { InvalidationContext } from './invalidation';
import { serverPredicate } from './keys';

/**
 * The session started over on its own (design.md "Connections that recover"): a renewed legacy
 * session, or a reconnect after the server went away. The server may have changed meanwhile, so
 * every result of the old session is marked stale. With `refetch` what is on screen is fetched
 * again at once (after a reconnect, or with the connection card's Watch on); otherwise each
 * entry is fetched again on its next use. The protocol layer only reports the recovery; the
 * cache reacts here.
 */
export function onSessionRecovered(queryClient: QueryClient, ctx: InvalidationContext, notice: Pick<RecoveryNotice, 'kind'>, refetch: boolean): QueryKey[] {
  const predicate = serverPredicate(ctx.serverId);
  const keys = queryClient.getQueryCache().findAll({ predicate }).map((q) => q.queryKey);
  if (keys.length > 0) void queryClient.invalidateQueries({ predicate, refetchType: refetch ? 'active' : 'none' });
  const what = notice.kind === 'renewed' ? 'Session renewed: the server forgot the old session' : 'Reconnected after the server went away';
  ctx.log.record({ cause: 'reconnect', detail: `${what}; its results may be out of date.`, keys });
  return keys;
}
