import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listPageOptions, listProgress, type CacheContext, type ListMethod, type ListResultOf } from '../../cache';

export interface LoadedList<M extends ListMethod> {
  /** The results of the pages in the cache (at least the first, fetched when missing). */
  pages: ListResultOf<M>[];
  /** Items loaded so far, across pages. */
  loaded: number;
  /** Fetches the next page; undefined when the list is complete (or a page is on its way). */
  loadMore: (() => void) | undefined;
}

/**
 * The pages of one list as the shared cache holds them (spec §12, §18): the palette never
 * walks a whole 10k-item listing on its own; it shows what is loaded, fetches the first
 * page when nothing is, and one more page per "Load more…".
 */
export function useListPages<M extends ListMethod>(ctx: CacheContext | undefined, method: M, active: boolean): LoadedList<M> {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(1);
  const progress = ctx === undefined ? undefined : listProgress(queryClient, ctx, method);
  const cursors: (string | undefined)[] = progress === undefined || progress.pages === 0 ? [undefined] : [...progress.cursors];
  const next = progress?.complete === false ? progress.nextCursor : undefined;
  const fetchingNext = next !== undefined && wanted > (progress?.pages ?? 0);
  if (fetchingNext) cursors.push(next);
  const queries = useQueries({
    queries:
      ctx === undefined
        ? []
        : cursors.map((cursor) => ({
            ...listPageOptions(ctx, method, cursor),
            enabled: active,
            // What is cached is what the palette offers; refreshing stays the panels' call.
            refetchOnMount: false,
          })),
  });
  const pages = queries.flatMap((query) => (query.data === undefined ? [] : [query.data.result]));
  const pageCount = progress?.pages ?? 0;
  return {
    pages,
    loaded: progress?.items ?? 0,
    loadMore: next === undefined || fetchingNext ? undefined : () => setWanted(pageCount + 1),
  };
}
