import { useEffect, useRef } from 'react';
import type { RecoveryNotice } from '../../protocol/model/types';
import { useCacheServices } from '../use-cache';
import { useStoreSelect } from '../use-store';
import { ViewRefreshStore, type ViewRefresh } from './view-refresh-store';

/** Services without a refresh store (unit harnesses) see no recoveries. */
const NO_STORE = new ViewRefreshStore();

function useRefreshStore(): ViewRefreshStore {
  return useCacheServices().refreshes ?? NO_STORE;
}

/**
 * Calls `onRefresh` each time the session of `serverId` recovered and the current view is to
 * be re-run (a reconnect; a renewal only with Watch on). For results kept outside the cache,
 * which the cache's own refetch does not reach.
 */
export function useViewRefresh(serverId: string, onRefresh: (notice: RecoveryNotice) => void): void {
  const store = useRefreshStore();
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  });
  useEffect(
    () =>
      store.subscribe(() => {
        const refresh = store.getSnapshot();
        if (refresh?.serverId === serverId && refresh.rerun) latest.current(refresh.notice);
      }),
    [store, serverId],
  );
}

/**
 * The recovery of `serverId`'s session that happened after `since` (epoch ms), if any: a
 * result obtained before it may no longer be what the server would answer.
 */
export function useRecoverySince(serverId: string, since: number | undefined): ViewRefresh | undefined {
  const store = useRefreshStore();
  return useStoreSelect(store, (refresh) =>
    since !== undefined && refresh?.serverId === serverId && refresh.notice.at > since ? refresh : undefined,
  );
}
