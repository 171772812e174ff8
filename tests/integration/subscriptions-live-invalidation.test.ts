import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startShortTtlServer, type ShortTtlServer } from '../../e2e/fixtures/short-ttl-server';
import { CacheStats, InvalidationLog, readResourceOptions, resourcesListPageOptions, type ReadResourceEnvelope } from '../../src/cache';
import { installLiveInvalidation } from '../../src/app/services/live-invalidation';
import { SessionManager } from '../../src/hooks/session/session-manager';
import { ANONYMOUS_PRINCIPAL } from '../../src/hooks/use-cache';
import type { AppSession } from '../../src/hooks/session/use-session';
import { McpSession, openSubscription } from '../../src/protocol';

const NEWS = 'short://public/news.txt';
let server: ShortTtlServer;

beforeAll(async () => {
  server = await startShortTtlServer();
});
afterAll(async () => {
  await server.close();
});

function text(data: ReadResourceEnvelope | undefined): string {
  const first = data?.result.contents[0];
  return first !== undefined && 'text' in first ? first.text : '';
}

describe('app live invalidation over a listen lane (short-TTL fixture)', () => {
  it('refreshes an observed read at once and marks every page of a changed list, with the cause logged', async () => {
    const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url }) });
    const queryClient = new QueryClient();
    const cache = { stats: new CacheStats(queryClient), invalidations: new InvalidationLog() };
    const uninstall = installLiveInvalidation(manager, queryClient, cache);
    await manager.connect({ url: server.url, headers: {}, secretHeaders: [] });
    const session = manager.getSnapshot().session;
    if (!(session instanceof McpSession) || session.client === undefined) throw new Error('not connected');
    const ctx = { session, serverId: server.url, principalId: ANONYMOUS_PRINCIPAL };
    const observer = new QueryObserver(queryClient, readResourceOptions(ctx, NEWS));
    const unobserve = observer.subscribe(() => undefined);
    await queryClient.query(resourcesListPageOptions(ctx));
    await queryClient.query(resourcesListPageOptions(ctx, 'page-2'));
    await vi.waitFor(() => expect(text(observer.getCurrentResult().data)).toContain('v'));
    const before = text(observer.getCurrentResult().data);
    const sub = await openSubscription({ client: session.client, inbound: session.inbound }, { resourceSubscriptions: [NEWS], resourcesListChanged: true }, () => undefined);
    try {
      const updated = await fetch(`${server.controlUrl}/update?uri=${encodeURIComponent(NEWS)}`, { method: 'POST' });
      const expected = (await updated.text()).trim();
      await vi.waitFor(() => expect(text(observer.getCurrentResult().data).trim()).toBe(expected));
      expect(expected).not.toBe(before.trim());
      await fetch(`${server.controlUrl}/list-changed?kind=resources`, { method: 'POST' });
      await vi.waitFor(() => expect(cache.invalidations.getSnapshot().at(-1)?.keys).toHaveLength(2));
      const pages = queryClient.getQueryCache().findAll({ queryKey: ['mcp', server.url, ANONYMOUS_PRINCIPAL, 'resources/list'] });
      expect(pages.every((q) => q.state.isInvalidated)).toBe(true);
      expect(cache.invalidations.getSnapshot().toArray().map((e) => e.cause)).toEqual(['notification', 'notification']);
    } finally {
      unobserve();
      await sub.close();
      uninstall();
      await manager.disconnect();
      queryClient.clear();
    }
  });
});
