import type { ResourceTemplateType as ResourceTemplate } from '@modelcontextprotocol/client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listProgress, resourceTemplatesListPageOptions, type CacheContext } from '../../cache';
import { useCursorRestart } from '../../hooks/use-cursor-restart';
import { ConsoleError } from '../../protocol';
import type { ConsoleErrorData } from '../../protocol/model/types';

export interface TemplatePages {
  templates: ResourceTemplate[];
  loading: boolean;
  error: ConsoleErrorData | undefined;
  /** Set after the server rejected a cursor and the listing restarted from page one. */
  notice: string | undefined;
  /** Fetches the next page; undefined when the listing is complete or a page is loading. */
  loadMore: (() => void) | undefined;
  pagesLoaded: number;
}

export function errorData(error: unknown): ConsoleErrorData {
  return error instanceof ConsoleError ? error.data : { kind: 'protocol', message: error instanceof Error ? error.message : String(error) };
}

/**
 * `resources/templates/list` page by page through the shared cache (spec §13.4, §18). Pages
 * already cached are shown; the next one is fetched when the user asks for more, so a server
 * with thousands of templates is not listed in full up front. A cursor the server no longer
 * knows (it restarted between pages) restarts the listing from page one.
 */
export function useTemplatePages(ctx: CacheContext): TemplatePages {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(1);
  const notice = useCursorRestart(ctx, 'resources/templates/list');
  const progress = listProgress(queryClient, ctx, 'resources/templates/list');
  const cursors: (string | undefined)[] = progress.pages === 0 ? [undefined] : [...progress.cursors];
  if (cursors.length < wanted && !progress.complete && progress.nextCursor !== undefined) cursors.push(progress.nextCursor);
  const pages = useQueries({ queries: cursors.map((cursor) => resourceTemplatesListPageOptions(ctx, cursor)) });
  const loading = pages.some((page) => page.isFetching);
  const failed = pages.find((page) => page.error !== null)?.error;
  const last = pages.at(-1)?.data;
  const hasMore = last?.result.nextCursor !== undefined;
  return {
    templates: pages.flatMap((page) => page.data?.result.resourceTemplates ?? []),
    loading,
    error: failed instanceof Error ? errorData(failed) : undefined,
    notice,
    loadMore: hasMore && !loading ? () => setWanted(cursors.length + 1) : undefined,
    pagesLoaded: pages.filter((page) => page.data !== undefined).length,
  };
}
