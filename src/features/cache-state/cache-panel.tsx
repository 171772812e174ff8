import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { invalidateByUser, LEGACY_HINTS_NOTE, type CacheRow } from '../../cache';
import { NotOffered } from '../../components/not-offered';
import { useCacheContext, useCacheServices } from '../../hooks/use-cache';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useOffers } from '../../hooks/session/use-offered';
import { useConnectionStatus } from '../../hooks/session/use-session';
import { useStore } from '../../hooks/use-store';
import { CacheTable, type CacheActions } from './cache-table';
import { InvalidationLimit } from './invalidation-limit';
import { listScopeWarnings } from './list-warnings';
import { useCacheRows } from './use-cache-rows';
import { WatchResource } from './watch-resource';
import { noun } from '../../lib/plural';

const count = new Intl.NumberFormat('en-US');

/**
 * Every cacheable MCP result in the one TanStack cache: its hints, freshness, counters and
 * why it last went stale (spec §12; design.md "Cache hints onto TanStack Query").
 */
export function CachePanel() {
  const queryClient = useQueryClient();
  const { invalidations } = useCacheServices();
  const ctx = useCacheContext();
  const status = useConnectionStatus();
  const resources = useOffers('resources');
  const { rows } = useCacheRows();
  const invalidationsDropped = useStore(invalidations).dropped;
  const extraWarnings = useMemo(() => listScopeWarnings(rows), [rows]);
  const navigation = useNavigationStore();
  const { cacheEntry } = useNavigation();
  const legacy = status.state === 'connected' && status.negotiation.era === 'legacy';

  const actions: CacheActions = {
    refetch: (row: CacheRow) => void queryClient.refetchQueries({ queryKey: row.key, exact: true }),
    invalidate: (row: CacheRow) =>
      void invalidateByUser(
        queryClient,
        { serverId: row.serverId, principalId: row.principalId, log: invalidations },
        (query) => hashKey(query.queryKey) === row.hash,
        `Invalidate pressed on ${row.method} ${row.params}`,
      ),
    remove: (row: CacheRow) => queryClient.removeQueries({ queryKey: row.key, exact: true }),
    timeline: (row: CacheRow) =>
      navigation.showInTimeline({ at: Date.now() - (row.ageMs ?? 0), cacheKey: row.params === '' ? row.method : `${row.method} ${row.params}` }),
  };

  return (
    <div className="cache-panel">
      {legacy && <p className="note">This server speaks the 2025 protocol ({LEGACY_HINTS_NOTE}): entries are kept until invalidated or refetched by hand.</p>}
      <div className="cache-panel__bar">
        {ctx === undefined ? (
          <p className="note">Not connected: connect to a server to read through the cache.</p>
        ) : resources ? (
          <WatchResource ctx={ctx} />
        ) : (
          <NotOffered capability="resources" />
        )}
        <InvalidationLimit log={invalidations} />
      </div>
      {invalidationsDropped > 0 && (
        <p className="note">{count.format(invalidationsDropped)} older {noun(invalidationsDropped, 'invalidation was', 'invalidations were')} dropped from the log to bound memory: a row's last invalidation may be older than shown.</p>
      )}
      <CacheTable rows={rows} extraWarnings={extraWarnings} actions={actions} focusedKey={cacheEntry} />
      {rows.length === 0 && <p className="note">Nothing cached yet. Lists, reads and the discover result appear here as panels load them.</p>}
    </div>
  );
}
