import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { listPagesPredicate, mcpKey, parseMcpKey, type CacheScopeKey, type ListMethod } from '../keys';
import { isInvalidCursorError, listProgress, restartList } from './pages';

/**
 * Stale cursors (issue 22): a server that restarted between two pages no longer knows the
 * cursor it handed out and answers -32602 (spec §18). Every listing restarts from its first
 * page the same way and says so with the same words; a cursor's lifetime is a fact about one
 * listing, not about the connection (decision 0022).
 */
export const CURSOR_RESTART_NOTICE = 'The server rejected a cursor as invalid or expired; the listing restarted from the first page.';

/**
 * Restarts the listing when `error` is the server rejecting `cursor` (spec §12: an invalid
 * cursor invalidates every page): every cached page is dropped, so the next read starts again
 * from the first one. Returns whether it restarted.
 */
export function restartIfCursorRejected(queryClient: QueryClient, scope: CacheScopeKey, method: ListMethod, error: unknown, cursor: string | undefined): boolean {
  if (!isInvalidCursorError(error, cursor)) return false;
  restartList(queryClient, scope, method);
  return true;
}

/**
 * Waits for the refetches a Refresh started, then restarts the listing from page one when the
 * server rejected one of the cached cursors. Returns whether it restarted.
 */
export async function restartOnRejectedCursor(queryClient: QueryClient, scope: CacheScopeKey, method: ListMethod): Promise<boolean> {
  const cursors = listProgress(queryClient, scope, method).cursors.filter((c): c is string => c !== undefined);
  const pages = cursors.map((cursor) => ({ cursor, query: queryClient.getQueryCache().find({ queryKey: mcpKey(scope, method, { cursor }), exact: true }) }));
  // When page one comes back with a new cursor, the panel stops showing the later pages and
  // TanStack cancels their refetches and reverts them, losing the very rejection looked for
  // here. A passive observer per page keeps each refetch alive until it settles.
  const holds = pages.map(({ query }) => (query === undefined ? () => undefined : new QueryObserver(queryClient, { queryKey: query.queryKey, enabled: false }).subscribe(() => undefined)));
  try {
    await Promise.allSettled(pages.flatMap(({ query }) => (query?.promise === undefined ? [] : [query.promise])));
  } finally {
    for (const release of holds) release();
  }
  const rejected = pages.some(({ cursor, query }) => isInvalidCursorError(query?.state.error, cursor));
  if (rejected) restartList(queryClient, scope, method);
  return rejected;
}

/**
 * For listings whose pages are observed queries that walk on by themselves (prompts, tools,
 * templates): when a page's cursor is rejected, the listing restarts from page one and
 * `onRestart` is told. Once per walk: a server that rejects every cursor gets one restart and
 * then its error is shown, never a loop; the allowance comes back once the listing completes.
 * Returns the unsubscribe function.
 */
export function watchRejectedCursors(queryClient: QueryClient, scope: CacheScopeKey, method: ListMethod, onRestart: () => void): () => void {
  const ofList = listPagesPredicate(scope.serverId, method, scope.principalId);
  let restarted = false;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !ofList(event.query)) return;
    if (event.action.type === 'success' && restarted && listProgress(queryClient, scope, method).complete) restarted = false;
    if (event.action.type !== 'error' || restarted) return;
    // Looked up again by hash: the event's query is untyped, the cache's is not.
    const query = queryClient.getQueryCache().get(event.query.queryHash);
    const cursor = query === undefined ? undefined : parseMcpKey(query.queryKey)?.params['cursor'];
    if (!restartIfCursorRejected(queryClient, scope, method, event.action.error, typeof cursor === 'string' ? cursor : undefined)) return;
    restarted = true;
    onRestart();
  });
}
