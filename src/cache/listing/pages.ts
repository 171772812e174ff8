import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ConsoleError } from '../../protocol/diagnosis/console-error';
import { isEnvelope } from '../envelope';
import { listPagesPredicate, mcpKey, type CacheScopeKey, type ListMethod } from '../keys';
import { scopeMismatch, type CacheScope } from '../policy';

/** The items array of each list result (spec §13.2, §13.4, §15.2, §19). */
const ITEMS_FIELD: Record<ListMethod, string> = {
  'resources/list': 'resources',
  'resources/templates/list': 'resourceTemplates',
  'prompts/list': 'prompts',
  'tools/list': 'tools',
};

/** How much of one list is in the cache, walking the pages from the first. */
export interface ListProgress {
  /** Pages cached contiguously from the first one. */
  pages: number;
  items: number;
  /** The cursor of the next page to load; `undefined` when complete or nothing is loaded. */
  nextCursor: string | undefined;
  /** True when the last cached page had no `nextCursor` (spec §18: missing = end). */
  complete: boolean;
  /** The cursor of each cached page (`undefined` for the first). */
  cursors: (string | undefined)[];
  /** Set when the pages disagree on `cacheScope` (spec §12). */
  scopeWarning: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPage(data: unknown, method: ListMethod): { items: number; nextCursor: string | undefined; cacheScope: CacheScope | undefined } | undefined {
  if (!isEnvelope(data)) return undefined;
  const result = data.result;
  if (!isRecord(result)) return undefined;
  const items = result[ITEMS_FIELD[method]];
  const next = result['nextCursor'];
  return {
    items: Array.isArray(items) ? items.length : 0,
    nextCursor: typeof next === 'string' ? next : undefined,
    cacheScope: data.hints.cacheScope,
  };
}

/**
 * Follows cached pages from the first one by their `nextCursor` (spec §18). A
 * page missing from the cache ends the walk, so `nextCursor` is what to fetch
 * next; a cursor seen twice ends it too, as a server loop must not hang the UI.
 */
export function listProgress(queryClient: QueryClient, scope: CacheScopeKey, method: ListMethod): ListProgress {
  const progress: ListProgress = { pages: 0, items: 0, nextCursor: undefined, complete: false, cursors: [], scopeWarning: undefined };
  const scopes: { cacheScope: CacheScope | undefined }[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const page = readPage(queryClient.getQueryData(mcpKey(scope, method, cursor === undefined ? {} : { cursor })), method);
    if (page === undefined) {
      progress.nextCursor = progress.pages === 0 ? undefined : cursor;
      break;
    }
    progress.pages += 1;
    progress.items += page.items;
    progress.cursors.push(cursor);
    scopes.push({ cacheScope: page.cacheScope });
    if (page.nextCursor === undefined) {
      progress.complete = true;
      break;
    }
    if (seen.has(page.nextCursor)) break;
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
  progress.scopeWarning = scopeMismatch(scopes);
  return progress;
}

/** True for the error a server gives for an invalid or expired cursor: -32602 on a page request with a cursor (spec §18). */
export function isInvalidCursorError(error: unknown, cursor: string | undefined): boolean {
  return cursor !== undefined && error instanceof ConsoleError && error.data.kind === 'jsonrpc' && error.data.code === -32602;
}

/**
 * Drops every cached page of one list (spec §12: an invalid cursor invalidates
 * them all) so the next read starts again from the first page. Returns the removed keys.
 */
export function restartList(queryClient: QueryClient, scope: CacheScopeKey, method: ListMethod): QueryKey[] {
  const predicate = listPagesPredicate(scope.serverId, method, scope.principalId);
  const keys = queryClient.getQueryCache().findAll({ predicate }).map((q) => q.queryKey);
  queryClient.removeQueries({ predicate });
  return keys;
}
