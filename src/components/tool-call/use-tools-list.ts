import type { Tool } from '@modelcontextprotocol/client';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateByUser, listPagesPredicate, listProgress, toolsListPageOptions, type CacheContext } from '../../cache';
import { useCacheServices } from '../../hooks/use-cache';
import { useCursorRestart } from '../../hooks/use-cursor-restart';
import type { ConsoleErrorData } from '../../protocol/model/types';
import { ConsoleError } from '../../protocol';
import { partitionTools, type ToolEntry, type ToolPartition } from './tool-model';

// A server whose cursors never end must not make the console fetch forever.
const MAX_PAGES = 50;

export interface ToolsList extends ToolPartition {
  loading: boolean;
  error: ConsoleErrorData | undefined;
  /** Set after the server rejected a cursor and the listing restarted from page one. */
  notice: string | undefined;
  /** Refreshes `tools/list` and returns the named tool's fresh entry (spec §7.4 -32020 recovery). */
  refreshTool: (name: string) => Promise<ToolEntry | undefined>;
}

function errorData(error: unknown): ConsoleErrorData {
  return error instanceof ConsoleError ? error.data : { kind: 'protocol', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Every page of `tools/list` (spec §18, §19), one query per page through the
 * shared cache: each fetched page reveals the next cursor, which becomes the
 * next query, until a page has no `nextCursor`. A cursor the server no longer knows (it
 * restarted between pages) restarts the walk from page one.
 */
export function useToolsList(ctx: CacheContext): ToolsList {
  const queryClient = useQueryClient();
  const { stats, invalidations } = useCacheServices();
  const notice = useCursorRestart(ctx, 'tools/list');
  const progress = listProgress(queryClient, ctx, 'tools/list');
  const cursors: (string | undefined)[] = progress.pages === 0 ? [undefined] : [...progress.cursors];
  if (!progress.complete && progress.nextCursor !== undefined && cursors.length < MAX_PAGES) cursors.push(progress.nextCursor);
  const pages = useQueries({ queries: cursors.map((cursor) => toolsListPageOptions(ctx, cursor)) });

  const tools: Tool[] = pages.flatMap((page) => page.data?.result.tools ?? []);
  const failure = pages.map((page) => page.error).find((error): error is Error => error !== null);
  const partition = partitionTools(tools);

  const refreshTool = useCallback(
    async (name: string): Promise<ToolEntry | undefined> => {
      invalidateByUser(
        queryClient,
        { serverId: ctx.serverId, principalId: ctx.principalId, log: invalidations },
        listPagesPredicate(ctx.serverId, 'tools/list', ctx.principalId),
        `tools/call ${name} answered -32020 (header mismatch): refreshing tools/list`,
      );
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const envelope = await stats.query(toolsListPageOptions(ctx, cursor));
        const found = envelope.result.tools.find((tool) => tool.name === name);
        if (found !== undefined) return partitionTools([found]).usable[0];
        cursor = envelope.result.nextCursor;
        if (cursor === undefined) return undefined;
      }
      return undefined;
    },
    [ctx, queryClient, stats, invalidations],
  );

  return {
    ...partition,
    loading: pages.some((page) => page.isPending),
    error: failure === undefined ? undefined : errorData(failure),
    notice,
    refreshTool,
  };
}
