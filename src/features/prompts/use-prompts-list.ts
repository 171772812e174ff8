import type { Prompt } from '@modelcontextprotocol/client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { listProgress, promptsListPageOptions, type CacheContext } from '../../cache';
import { useCursorRestart } from '../../hooks/use-cursor-restart';
import { ConsoleError } from '../../protocol';
import type { ConsoleErrorData } from '../../protocol/model/types';

// A server whose cursors never end must not make the console fetch forever.
const MAX_PAGES = 50;

export interface PromptsList {
  prompts: Prompt[];
  pages: number;
  loading: boolean;
  error: ConsoleErrorData | undefined;
  /** Set after the server rejected a cursor and the listing restarted from page one. */
  notice: string | undefined;
}

export function errorData(error: unknown): ConsoleErrorData {
  return error instanceof ConsoleError ? error.data : { kind: 'protocol', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Every page of `prompts/list` (spec §15.2, §18), one cached query per page: each page
 * reveals the next cursor, which becomes the next query, until a page has none. A cursor the
 * server no longer knows (it restarted between pages) restarts the walk from page one.
 */
export function usePromptsList(ctx: CacheContext): PromptsList {
  const queryClient = useQueryClient();
  const notice = useCursorRestart(ctx, 'prompts/list');
  const progress = listProgress(queryClient, ctx, 'prompts/list');
  const cursors: (string | undefined)[] = progress.pages === 0 ? [undefined] : [...progress.cursors];
  if (!progress.complete && progress.nextCursor !== undefined && cursors.length < MAX_PAGES) cursors.push(progress.nextCursor);
  const pages = useQueries({ queries: cursors.map((cursor) => promptsListPageOptions(ctx, cursor)) });
  const failure = pages.find((page) => page.error !== null)?.error;
  return {
    prompts: pages.flatMap((page) => page.data?.result.prompts ?? []),
    pages: pages.filter((page) => page.data !== undefined).length,
    loading: pages.some((page) => page.isPending),
    error: failure == null ? undefined : errorData(failure),
    notice,
  };
}
