import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { cacheRows, coalescerFor, type CacheRow } from '../../cache';
import { useCacheServices } from '../../hooks/use-cache';
import { useStore } from '../../hooks/use-store';
import type { ExternalStore } from '../../protocol/model/types';

/** Countdown bars move at this pace; one interval, only while the panel is mounted (= visible). */
export const TICK_MS = 250;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The countdown tick is never urgent: a click in the panel renders first.
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
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
  // Deferred: a storm's invalidations and coalesced counts re-project the rows after clicks and typing.
  const version = useDeferredValue(useStore(versionStore));
  const statsSnapshot = useDeferredValue(useStore(stats));
  const invalidationEntries = useDeferredValue(useStore(invalidations));
  const coalesced = useDeferredValue(useStore(coalescerFor(queryClient)));
  const now = useNow(TICK_MS);
  const rows = useMemo(
    () => (version >= 0 ? cacheRows(cache.getAll(), now, { stats: statsSnapshot, invalidations: invalidationEntries, coalesced }) : []),
    [cache, version, now, statsSnapshot, invalidationEntries, coalesced],
  );
  return { rows, now };
}
