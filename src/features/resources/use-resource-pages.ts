import type { Resource } from '@modelcontextprotocol/client';
import { useQueries, useQueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ValueStore } from '../../lib/value-store';
import {
  invalidateByUser,
  ListFetchAhead,
  listPagesPredicate,
  listProgress,
  mcpKey,
  resourcesListPageOptions,
  restartIfCursorRejected,
  restartOnRejectedCursor,
  CURSOR_RESTART_NOTICE,
  type CacheContext,
  type ListPageEnvelope,
} from '../../cache';
import { useCacheServices } from '../../hooks/use-cache';
import { ConsoleError } from '../../protocol/diagnosis/console-error';
import type { ConsoleErrorData } from '../../protocol/model/types';
import { nextFrame } from '../../lib/buffers/frame-notifier';

/** A server whose cursors never end must not make "Load all" run forever. */
export const MAX_PAGES = 2_000;

/**
 * How often the tree catches up with the pages loaded so far during "Load all". The tree grows
 * in place (each page costs its own resources), so it can follow the load closely.
 */
const TREE_REFRESH_MS = 500;

export interface LoadingState {
  mode: 'next' | 'all';
  pages: number;
  items: number;
}

export interface ResourcePages {
  resources: Resource[];
  pages: number;
  /** Resources in the cached pages (the tree may lag behind while "Load all" runs). */
  items: number;
  complete: boolean;
  hasMore: boolean;
  firstPending: boolean;
  error: ConsoleErrorData | undefined;
  /**
   * The running load, if any. A store, not state: the progress line redraws every frame while
   * the rest of the panel (observers, tree) re-renders only when the tree catches up.
   */
  loading: ValueStore<LoadingState | undefined>;
  notice: string | undefined;
  loadNext: () => void;
  loadAll: () => void;
  cancel: () => void;
  refresh: () => void;
}

function errorData(error: unknown): ConsoleErrorData {
  return error instanceof ConsoleError ? error.data : { kind: 'protocol', message: error instanceof Error ? error.message : String(error) };
}

type PageResult = QueryObserverResult<ListPageEnvelope<'resources/list'>>;

// Stable, so TanStack memoises the combined value and the resource array keeps its identity.
function combine(results: PageResult[]) {
  return { data: results.map((r) => r.data), pending: results[0]?.isPending ?? false, error: results.find((r) => r.error !== null)?.error ?? null };
}

/**
 * `resources/list` page by page (spec §13.2, §18), one cached query per page
 * (design.md). The cached pages from the first one on are observed, so the cache panel
 * sees them in use; further pages are fetched on demand ("Load next page", "Load all").
 */
export function useResourcePages(ctx: CacheContext): ResourcePages {
  const queryClient = useQueryClient();
  const { stats, invalidations } = useCacheServices();
  const [loading] = useState(() => new ValueStore<LoadingState | undefined>(undefined));
  const setLoading = (next: LoadingState | undefined) => loading.set(next);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [loadError, setLoadError] = useState<ConsoleErrorData | undefined>(undefined);
  // While "Load all" runs, the tree keeps the pages it had and is refreshed only now and then:
  // rebuilding a growing tree after every page would make loading wait for rendering.
  const [shownPages, setShownPages] = useState<number | undefined>(undefined);
  // Bumped when a load ends, so the panel observes the pages it brought (the count and tree follow).
  const [, setLoadsDone] = useState(0);
  const cancelled = useRef(false);
  const inFlight = useRef<string | undefined>(undefined);
  const fetchAhead = useRef<ListFetchAhead<'resources/list'> | undefined>(undefined);

  const progress = listProgress(queryClient, ctx, 'resources/list');
  const cursors = progress.pages === 0 ? [undefined] : progress.cursors.slice(0, shownPages ?? progress.cursors.length);
  // Later pages were fetched a moment ago by "Load next page"/"Load all"; observing them must not
  // fetch them again (without a TTL they are stale at once). "Refresh" still refetches them all.
  const queries = cursors.map((cursor) => ({ ...resourcesListPageOptions(ctx, cursor), refetchOnMount: cursor === undefined }));
  const combined = useQueries({ queries, combine });
  const resources = useMemo(() => combined.data.flatMap((page) => page?.result.resources ?? []), [combined.data]);

  // Read through a function: the flag changes while the loop awaits.
  const isCancelled = () => cancelled.current;

  /** Fetches page one again after a restart; returns the cursor to continue with. */
  const restartFromFirstPage = async (state: LoadingState, seen: Set<string | undefined>): Promise<string | undefined> => {
    const first: ListPageEnvelope<'resources/list'> = await stats.query(resourcesListPageOptions(ctx, undefined));
    state.pages = 1;
    state.items = first.result.resources.length;
    seen.clear();
    setShownPages(1);
    setLoading({ ...state });
    return first.result.nextCursor;
  };

  const walk = async (mode: LoadingState['mode']) => {
    const start = listProgress(queryClient, ctx, 'resources/list');
    let cursor = start.nextCursor;
    if (start.complete || cursor === undefined || loading.getSnapshot() !== undefined) return;
    cancelled.current = false;
    setNotice(undefined);
    setLoadError(undefined);
    const state: LoadingState = { mode, pages: start.pages, items: start.items };
    setLoading(state);
    if (mode === 'all') setShownPages(start.pages);
    let flushedAt = performance.now();
    // The progress line redraws at most once a frame, however fast the pages come back.
    let progressQueued = false;
    let finished = false;
    const showProgress = () => {
      if (progressQueued) return;
      progressQueued = true;
      nextFrame(() => {
        progressQueued = false;
        if (!finished) setLoading({ ...state });
      });
    };
    const seen = new Set(start.cursors);
    let restarted = false;
    // "Load all" keeps the next page's request in flight while this one is checked and stored.
    const ahead = mode === 'all' ? new ListFetchAhead(queryClient, ctx, 'resources/list') : undefined;
    fetchAhead.current = ahead;
    while (cursor !== undefined && !isCancelled() && state.pages < MAX_PAGES) {
      inFlight.current = cursor;
      try {
        const page: ListPageEnvelope<'resources/list'> = await (ahead?.take(cursor) ?? stats.query(resourcesListPageOptions(ctx, cursor)));
        state.pages += 1;
        state.items += page.result.resources.length;
        showProgress();
        if (mode === 'all' && performance.now() - flushedAt > TREE_REFRESH_MS) {
          flushedAt = performance.now();
          setShownPages(state.pages);
        }
        cursor = page.result.nextCursor;
      } catch (error) {
        if (restartIfCursorRejected(queryClient, ctx, 'resources/list', error, cursor)) {
          setNotice(CURSOR_RESTART_NOTICE);
          // "Load all" means every page: walk again from the first one, once (spec §18: the
          // server forgot its cursors, e.g. it restarted between two pages).
          if (mode === 'all' && !restarted) {
            restarted = true;
            try {
              cursor = await restartFromFirstPage(state, seen);
              continue;
            } catch (restartError) {
              if (!isCancelled()) setLoadError(errorData(restartError));
            }
          }
        } else if (!isCancelled()) setLoadError(errorData(error));
        break;
      }
      if (mode === 'next') break;
      if (cursor !== undefined && seen.has(cursor)) {
        setNotice('The server returned a cursor it had already returned; stopped to avoid a loop.');
        break;
      }
      if (cursor !== undefined) seen.add(cursor);
    }
    finished = true;
    ahead?.stop();
    fetchAhead.current = undefined;
    inFlight.current = undefined;
    setShownPages(undefined);
    setLoadsDone((n) => n + 1);
    setLoading(undefined);
  };

  return {
    resources,
    pages: progress.pages,
    items: progress.items,
    complete: progress.complete,
    hasMore: !progress.complete && progress.nextCursor !== undefined,
    firstPending: combined.pending,
    error: loadError ?? (combined.error === null ? undefined : errorData(combined.error)),
    loading,
    notice,
    loadNext: () => void walk('next'),
    loadAll: () => void walk('all'),
    cancel: () => {
      cancelled.current = true;
      fetchAhead.current?.stop();
      const cursor = inFlight.current;
      if (cursor !== undefined) void queryClient.cancelQueries({ queryKey: mcpKey(ctx, 'resources/list', { cursor }), exact: true });
    },
    refresh: () => {
      setNotice(undefined);
      setLoadError(undefined);
      invalidateByUser(
        queryClient,
        { serverId: ctx.serverId, principalId: ctx.principalId, log: invalidations },
        listPagesPredicate(ctx.serverId, 'resources/list', ctx.principalId),
        'Refresh in the Resources panel',
      );
      void restartOnRejectedCursor(queryClient, ctx, 'resources/list').then((restarted) => {
        if (restarted) setNotice(CURSOR_RESTART_NOTICE);
      });
    },
  };
}
