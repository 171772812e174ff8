import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTE_URI, OTHER_URI, startLegacySessionServer } from '../../e2e/fixtures/legacy-session-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { invalidateOnReconnect } from '../../src/app/services/cache-services';
import { CacheStats, InvalidationLog, readResourceOptions, type ReadResourceEnvelope } from '../../src/cache';
import { SessionManager } from '../../src/hooks/session/session-manager';
import { ANONYMOUS_PRINCIPAL } from '../../src/hooks/use-cache';
import type { AppSession } from '../../src/hooks/session/use-session';
import { McpSession } from '../../src/protocol';

let server: FixtureServer;
beforeAll(async () => {
  server = await startLegacySessionServer(0);
});
afterAll(async () => {
  await server.close();
});

const text = (data: ReadResourceEnvelope | undefined): string => {
  const first = data?.result.contents[0];
  return first !== undefined && 'text' in first ? first.text : '';
};

async function setUp(watching: boolean) {
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url }) });
  const queryClient = new QueryClient();
  const cache = { stats: new CacheStats(queryClient), invalidations: new InvalidationLog({ schedule: (flush) => flush() }) };
  const uninstall = invalidateOnReconnect(manager, queryClient, cache, () => watching);
  await manager.connect({ url: server.url, headers: {}, secretHeaders: [] });
  const session = manager.getSnapshot().session;
  if (!(session instanceof McpSession)) throw new Error('not connected');
  const ctx = { session, serverId: server.url, principalId: ANONYMOUS_PRINCIPAL };
  const observer = new QueryObserver(queryClient, readResourceOptions(ctx, NOTE_URI));
  const unobserve = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(text(observer.getCurrentResult().data)).toContain('restarts'));
  return {
    ctx,
    queryClient,
    cache,
    observer,
    close: async () => {
      unobserve();
      uninstall();
      await manager.disconnect();
    },
  };
}

const forget = () => fetch(new URL('/control/forget', server.url), { method: 'POST' });

describe('the cache after a session renewal', () => {
  it('marks the old session’s results stale, logged with the cause, without refetching', async () => {
    const app = await setUp(false);
    try {
      const before = text(app.observer.getCurrentResult().data);
      await forget();
      await app.queryClient.query(readResourceOptions(app.ctx, OTHER_URI));
      await vi.waitFor(() => expect(app.cache.invalidations.getSnapshot().at(-1)?.detail).toContain('Session renewed'));
      const note = app.queryClient.getQueryCache().find({ queryKey: readResourceOptions(app.ctx, NOTE_URI).queryKey, exact: true });
      expect(note?.state.isInvalidated).toBe(true);
      expect(text(app.observer.getCurrentResult().data)).toBe(before);
    } finally {
      await app.close();
    }
  });

  it('with Watch on, refetches what is observed at once', async () => {
    const app = await setUp(true);
    try {
      const before = text(app.observer.getCurrentResult().data);
      await forget();
      // Nobody asks: the SDK's GET-stream reopen meets the 404 and the session renews itself.
      await vi.waitFor(() => expect(text(app.observer.getCurrentResult().data)).not.toBe(before), { timeout: 8_000 });
    } finally {
      await app.close();
    }
  });
});
