import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { cacheRows, coalescerFor, type CacheRow } from '../../cache';
import { useCacheServices } from '../../hooks/use-cache';
import { useStore } from '../../hooks/use-store';
import type { ExternalStore } from '../../protocol/types';

/** Countdown bars move at this pace; one interval, only while the panel is mounted (= visible). */
export const TICK_MS = 250;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

// Events that change a row; observer option/result updates fire during other components' renders.
const ROW_EVENTS = new Set(['added', 'removed', 'updated', 'observerAdded', 'observerRemoved']);

/**
 * The QueryCache as a store whose snapshot is a change counter. Notifications are coalesced
 * into one microtask so the panel never updates while another component renders.
 */
function cacheVersionStore(cache: QueryCache): ExternalStore<number> {
  let version = 0;
  return {
    subscribe: (listener) => {
      let pending = false;
      return cache.subscribe((event) => {
        if (!ROW_EVENTS.has(event.type) || pending) return;
        pending = true;
        queueMicrotask(() => {
          pending = false;
          version += 1;
          listener();
        });
      });
    },
    getSnapshot: () => version,
  };
}

/** Cache rows, live: re-projected on every QueryCache event, stats or invalidation change, and clock tick. */
export function useCacheRows(): { rows: CacheRow[]; now: number } {
  const queryClient = useQueryClient();
  const { stats, invalidations } = useCacheServices();
  const cache = queryClient.getQueryCache();
  const versionStore = useMemo(() => cacheVersionStore(cache), [cache]);
  const version = useStore(versionStore);
  const statsSnapshot = useStore(stats);
  const invalidationEntries = useStore(invalidations);
  const coalesced = useStore(coalescerFor(queryClient));
  const now = useNow(TICK_MS);
  const rows = useMemo(
    () => (version >= 0 ? cacheRows(cache.getAll(), now, { stats: statsSnapshot, invalidations: invalidationEntries, coalesced }) : []),
    [cache, version, now, statsSnapshot, invalidationEntries, coalesced],
  );
  return { rows, now };
}
