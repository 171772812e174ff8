import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListFetchAhead, mcpKey, resourcesListPageOptions, type CacheContext } from '../../src/cache';
import { McpSession } from '../../src/protocol';
import { createListServer, numberedResources } from '../../src/features/resources/list-server.test-util';

const PAGE_SIZE = 2;

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await cleanup?.();
  cleanup = undefined;
});

async function setUp(pages: number) {
  const server = createListServer({ resources: numberedResources(pages * PAGE_SIZE), pageSize: PAGE_SIZE });
  const session = new McpSession({ url: server.url, fetch: server.fetch });
  const status = await session.connect();
  if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
  const queryClient = new QueryClient();
  const ctx: CacheContext = { session, serverId: server.url, principalId: 'tester' };
  cleanup = async () => {
    queryClient.clear();
    await session.close();
  };
  /** The cursors of the `resources/list` requests sent so far, in order (`first` for page one). */
  const asked = (): string[] =>
    session.traffic
      .getSnapshot()
      .frames.filter((f) => f.direction === 'out' && f.method === 'resources/list')
      .map((f) => {
        const message: unknown = f.message;
        const params = typeof message === 'object' && message !== null && 'params' in message ? message.params : undefined;
        return typeof params === 'object' && params !== null && 'cursor' in params && typeof params.cursor === 'string' ? params.cursor : 'first';
      });
  return { server, session, queryClient, ctx, asked };
}

/** What `useResourcePages` does for "Load all": each page through the fetch-ahead, then through the cache. */
async function walk(queryClient: QueryClient, ctx: CacheContext, ahead: ListFetchAhead<'resources/list'>, onPage: (cursor: string | undefined) => void = () => undefined): Promise<number> {
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await (ahead.take(cursor) ?? queryClient.query(resourcesListPageOptions(ctx, cursor)));
    onPage(cursor);
    pages += 1;
    cursor = page.result.nextCursor;
  } while (cursor !== undefined);
  return pages;
}

describe('ListFetchAhead: a walk of every page keeps the next request in flight', () => {
  it('asks for page N+1 from page N\'s raw answer, before the walk has page N, and never asks twice', async () => {
    const { queryClient, ctx, asked } = await setUp(5);
    const ahead = new ListFetchAhead(queryClient, ctx, 'resources/list');
    const askedWhenReady: number[] = [];
    const pages = await walk(queryClient, ctx, ahead, () => askedWhenReady.push(asked().length));
    ahead.stop();
    expect(pages).toBe(5);
    // By the time the walk holds page N, the request for page N+1 has already gone out.
    expect(askedWhenReady.slice(0, 4)).toEqual([2, 3, 4, 5]);
    expect(asked()).toEqual(['first', 'e1:2', 'e1:4', 'e1:6', 'e1:8']);
  });

  it('runs at most `depth` pages ahead of the walk', async () => {
    const { queryClient, ctx, asked } = await setUp(6);
    await queryClient.query(resourcesListPageOptions(ctx));
    const ahead = new ListFetchAhead(queryClient, ctx, 'resources/list', 2);
    // The walk reaches page two and stops there, as if busy: pages three and four go ahead, five waits.
    expect(ahead.take('e1:2')).toBeUndefined();
    await queryClient.query(resourcesListPageOptions(ctx, 'e1:2'));
    await expect.poll(() => asked()).toEqual(['first', 'e1:2', 'e1:4', 'e1:6']);
    // Reaching page three frees a place: the cursor seen meanwhile goes out then.
    await ahead.take('e1:4');
    await expect.poll(() => asked()).toEqual(['first', 'e1:2', 'e1:4', 'e1:6', 'e1:8']);
    ahead.stop();
  });

  it('a page asked ahead is the walk\'s even when its TTL has run out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { queryClient, ctx, asked } = await setUp(4);
    const ahead = new ListFetchAhead(queryClient, ctx, 'resources/list');
    ahead.take(undefined);
    await queryClient.query(resourcesListPageOptions(ctx));
    await expect.poll(() => queryClient.getQueryState(mcpKey(ctx, 'resources/list', { cursor: 'e1:2' }))?.status).toBe('success');
    // The walk gets there after the page's TTL (stale at once, for a server before 2026-07-28).
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    const page = await ahead.take('e1:2');
    expect(page?.result.resources.map((r) => r.name)).toEqual(['item-2', 'item-3']);
    await expect.poll(() => asked()).toEqual(['first', 'e1:2', 'e1:4', 'e1:6']);
    ahead.stop();
    // The same page read the ordinary way is fetched again: it is stale.
    await queryClient.query(resourcesListPageOptions(ctx, 'e1:2'));
    expect(asked()).toEqual(['first', 'e1:2', 'e1:4', 'e1:6', 'e1:2']);
  });

  it('stop() drops the pages asked ahead that the walk never reached', async () => {
    const { queryClient, ctx, asked } = await setUp(4);
    const ahead = new ListFetchAhead(queryClient, ctx, 'resources/list');
    ahead.take(undefined);
    await queryClient.query(resourcesListPageOptions(ctx));
    await expect.poll(() => asked()).toEqual(['first', 'e1:2', 'e1:4']);
    await expect.poll(() => queryClient.getQueryState(mcpKey(ctx, 'resources/list', { cursor: 'e1:4' }))?.status).toBe('success');
    ahead.stop();
    await expect.poll(() => queryClient.getQueryState(mcpKey(ctx, 'resources/list', { cursor: 'e1:4' }))).toBeUndefined();
    expect(queryClient.getQueryState(mcpKey(ctx, 'resources/list', { cursor: 'e1:2' }))).toBeUndefined();
    expect(queryClient.getQueryState(mcpKey(ctx, 'resources/list', {}))?.status).toBe('success');
  });

  it('a page asked ahead that the server refused is the walk\'s error, without a second request', async () => {
    const { server, queryClient, ctx, asked } = await setUp(4);
    const ahead = new ListFetchAhead(queryClient, ctx, 'resources/list', 1);
    ahead.take(undefined);
    server.holdFromPage(1);
    const first = await queryClient.query(resourcesListPageOptions(ctx));
    expect(first.result.nextCursor).toBe('e1:2');
    // Page two went ahead and is held; the server forgets its cursors before answering it.
    await expect.poll(() => asked()).toEqual(['first', 'e1:2']);
    server.rotate();
    server.release();
    await expect.poll(() => queryClient.getQueryState(mcpKey(ctx, 'resources/list', { cursor: 'e1:2' }))?.status).toBe('error');
    await expect(ahead.take('e1:2')).rejects.toThrow(/Invalid cursor/);
    expect(asked()).toEqual(['first', 'e1:2']);
    ahead.stop();
  });
});
