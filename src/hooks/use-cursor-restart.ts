import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CURSOR_RESTART_NOTICE, watchRejectedCursors, type CacheContext, type ListMethod } from '../cache';

/**
 * For a listing that walks its pages through observed queries: restarts it from page one when
 * the server rejects a cursor (cache/stale-cursor.ts) and returns the notice that says why,
 * until the listing's scope changes. Selection and filters live in the panel, so they stay.
 */
export function useCursorRestart(ctx: CacheContext, method: ListMethod): string | undefined {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ serverId: string; principalId: string } | undefined>(undefined);
  const { serverId, principalId } = ctx;
  useEffect(
    () => watchRejectedCursors(queryClient, { serverId, principalId }, method, () => setNotice({ serverId, principalId })),
    [queryClient, serverId, principalId, method],
  );
  return notice?.serverId === serverId && notice.principalId === principalId ? CURSOR_RESTART_NOTICE : undefined;
}
