import type { QueryClient } from '@tanstack/react-query';
// Its own module, not the protocol layer's index: that would bring every protocol module into the first screen's chunks.
import { onRawResults } from '../../protocol/session/raw-results';
import { mcpKey, type ListMethod } from '../keys';
import { listPageOptions, type CacheContext, type ListPageEnvelope } from '../options';

/** Pages asked for before the walk reaches them: enough to keep a request in flight while pages are checked and stored. */
export const FETCH_AHEAD_PAGES = 2;

/**
 * Pipelines a walk over every page of one list. Page N's raw answer names the cursor of page
 * N+1 as soon as the tap records it; the walk itself learns it only after the SDK has checked
 * the page and the cache has stored it, which for 500 resources takes longer than the next
 * round trip. So page N+1 is asked for at once, into its own cached query, and the walk, when it
 * gets there, takes that request's answer instead of sending another. At most `depth` pages run ahead,
 * and only from pages this walk asked for; `stop` cancels and drops those it never reached, so a
 * walk that ends early (an invalid page, Cancel) leaves no orphan pages in the cache.
 */
export class ListFetchAhead<M extends ListMethod> {
  /** Cursors asked for ahead of the walk and not reached yet. */
  private readonly ahead = new Set<string>();
  /** Cursors of the pages this walk asked for itself. */
  private readonly reachedCursors = new Set<string | undefined>();
  /** The newest cursor seen while `depth` pages were already ahead. */
  private waiting: string | undefined;
  private readonly unsubscribe: () => void;
  private readonly startedAt = Date.now();

  constructor(
    private readonly queryClient: QueryClient,
    private readonly ctx: CacheContext,
    private readonly method: M,
    private readonly depth = FETCH_AHEAD_PAGES,
  ) {
    this.unsubscribe = onRawResults(ctx.session.traffic, method, ({ params, result }) => {
      const from = typeof params.cursor === 'string' ? params.cursor : undefined;
      const next = result.nextCursor;
      if (typeof next !== 'string' || !(this.reachedCursors.has(from) || (from !== undefined && this.ahead.has(from)))) return;
      this.ask(next);
    });
  }

  /**
   * The walk is at the page at `cursor`. If that page was asked ahead, its answer: the request's
   * own (joined while in flight), kept however short its TTL, and its error if the server refused
   * it; asking again would send a second request for the page. Otherwise undefined: the walk asks.
   */
  take(cursor: string | undefined): Promise<ListPageEnvelope<M>> | undefined {
    this.reachedCursors.add(cursor);
    if (cursor === undefined || !this.ahead.delete(cursor)) return undefined;
    const waiting = this.waiting;
    if (waiting !== undefined) {
      this.waiting = undefined;
      this.ask(waiting);
    }
    const state = this.queryClient.getQueryState(this.key(cursor));
    const error = state?.status === 'error' && state.errorUpdatedAt >= this.startedAt ? state.error : null;
    if (error !== null) return Promise.reject(error);
    // Not counted as a use of the cache: the request asked ahead is this use, and was counted.
    return this.queryClient.query({ ...listPageOptions(this.ctx, this.method, cursor), staleTime: 'static' });
  }

  /** Stops asking ahead, and cancels and drops the pages asked for that the walk never reached. */
  stop(): void {
    this.unsubscribe();
    this.waiting = undefined;
    for (const cursor of this.ahead) {
      const queryKey = this.key(cursor);
      void this.queryClient.cancelQueries({ queryKey, exact: true }).then(() => this.queryClient.removeQueries({ queryKey, exact: true }));
    }
    this.ahead.clear();
  }

  private ask(cursor: string): void {
    if (this.ahead.has(cursor) || this.reachedCursors.has(cursor)) return;
    if (this.ahead.size >= this.depth) {
      this.waiting = cursor;
      return;
    }
    this.ahead.add(cursor);
    // The walk reads the outcome from the query when it gets there (`take`).
    this.queryClient.query(listPageOptions(this.ctx, this.method, cursor)).catch(() => undefined);
  }

  private key(cursor: string) {
    return mcpKey(this.ctx, this.method, { cursor });
  }
}
