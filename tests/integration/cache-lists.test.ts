import { describe, expect, it, vi } from 'vitest';
import { shortTtlHarness } from './short-ttl-harness';
import { FIXTURE_RESOURCES, PAGE_SIZE, SHORT_TTL_MS } from '../../e2e/fixtures/short-ttl-server';
import {
  InvalidationLog,
  applyNotification,
  isInvalidCursorError,
  listProgress,
  promptsListPageOptions,
  resourcesListPageOptions,
  restartList,
  toolsListPageOptions,
} from '../../src/cache';
import { ConsoleError } from '../../src/protocol';

/** Five fixture resources plus the gated one, two per page. */
const TOTAL_RESOURCES = FIXTURE_RESOURCES.length + 1;
const PAGES = Math.ceil(TOTAL_RESOURCES / PAGE_SIZE);

const h = shortTtlHarness();

async function loadAllResourcePages(): Promise<(number | undefined)[]> {
  const exchanges: (number | undefined)[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 10; page += 1) {
    const envelope = await h.queryClient.query(resourcesListPageOptions(h.ctx, cursor));
    exchanges.push(envelope.exchangeId);
    cursor = envelope.result.nextCursor;
    if (cursor === undefined) break;
  }
  return exchanges;
}

describe('list pages (spec §12 "Pagination", §18)', () => {
  it('caches each page as its own query, one HTTP request per page', async () => {
    const exchanges = await loadAllResourcePages();
    expect(PAGES).toBe(3);
    expect(exchanges).toHaveLength(PAGES);
    expect(new Set(exchanges).size).toBe(PAGES);
    expect(h.wireRequests('resources/list')).toBe(PAGES);
    expect(listProgress(h.queryClient, h.ctx, 'resources/list')).toMatchObject({ pages: PAGES, items: TOTAL_RESOURCES, complete: true, nextCursor: undefined, scopeWarning: undefined });

    // Revisiting within the TTL costs nothing; after it, only the page asked for is refetched.
    await loadAllResourcePages();
    expect(h.wireRequests('resources/list')).toBe(PAGES);
    vi.setSystemTime(Date.now() + SHORT_TTL_MS);
    await h.queryClient.query(resourcesListPageOptions(h.ctx, `page-${PAGE_SIZE}`));
    expect(h.wireRequests('resources/list')).toBe(PAGES + 1);
  });

  it('reports partial progress with the cursor to load next', async () => {
    const first = await h.queryClient.query(resourcesListPageOptions(h.ctx));
    expect(listProgress(h.queryClient, h.ctx, 'resources/list')).toMatchObject({ pages: 1, items: PAGE_SIZE, complete: false, nextCursor: first.result.nextCursor });
  });

  it('restarts the list after an invalid cursor', async () => {
    await loadAllResourcePages();
    const error = await h.queryClient.query(resourcesListPageOptions(h.ctx, 'page-999')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleError);
    expect(isInvalidCursorError(error, 'page-999')).toBe(true);
    const removed = restartList(h.queryClient, h.ctx, 'resources/list');
    expect(removed).toHaveLength(PAGES + 1);
    expect(listProgress(h.queryClient, h.ctx, 'resources/list').pages).toBe(0);
    await h.queryClient.query(resourcesListPageOptions(h.ctx));
    expect(h.wireRequests('resources/list')).toBe(PAGES + 2);
  });

  it('invalidates every page of a list on its list_changed notification, and nothing else', async () => {
    const log = new InvalidationLog();
    const client = h.session.client;
    if (client === undefined) throw new Error('no client');
    client.setNotificationHandler('notifications/resources/list_changed', (notification) => {
      applyNotification(h.queryClient, { serverId: h.ctx.serverId, principalId: h.ctx.principalId, log }, notification);
    });
    const subscription = await client.listen({ resourcesListChanged: true });
    try {
      await loadAllResourcePages();
      await h.queryClient.query(promptsListPageOptions(h.ctx));
      const tools = await h.queryClient.query(toolsListPageOptions(h.ctx));
      expect(tools.hints.ttlMs).toBe(SHORT_TTL_MS);
      const response = await fetch(`${h.server.controlUrl}/list-changed?kind=resources`, { method: 'POST' });
      expect(response.status).toBe(200);
      await vi.waitFor(() => expect(log.getSnapshot().size).toBe(1));
      expect(log.getSnapshot().at(0)?.keys).toHaveLength(PAGES);

      await loadAllResourcePages();
      await h.queryClient.query(promptsListPageOptions(h.ctx));
      expect(h.wireRequests('resources/list')).toBe(2 * PAGES);
      expect(h.wireRequests('prompts/list')).toBe(1);
    } finally {
      await subscription.close();
    }
  });
});
