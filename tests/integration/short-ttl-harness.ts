import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startShortTtlServer, type ShortTtlServer } from '../../e2e/fixtures/short-ttl-server';
import type { CacheContext } from '../../src/cache';
import { McpSession } from '../../src/protocol';

export interface ShortTtlHarness {
  server: ShortTtlServer;
  session: McpSession;
  queryClient: QueryClient;
  ctx: CacheContext;
  /** HTTP requests that carried `method` (each is one exchange in the traffic log). */
  wireRequests(method: string): number;
}

/**
 * One short-TTL fixture server per file and a fresh connected session and QueryClient per test.
 * Only Date is faked: the network runs in real time while the TTL clock moves on command.
 */
export function shortTtlHarness(): ShortTtlHarness {
  let server: ShortTtlServer | undefined;
  let session: McpSession | undefined;
  let queryClient: QueryClient | undefined;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available inside a test`);
    return value;
  };
  beforeAll(async () => {
    server = await startShortTtlServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    session = new McpSession({ url: need(server, 'server').url });
    const status = await session.connect();
    if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
    queryClient = new QueryClient();
  });
  afterEach(async () => {
    queryClient?.clear();
    await session?.close();
    vi.useRealTimers();
  });
  return {
    get server() {
      return need(server, 'server');
    },
    get session() {
      return need(session, 'session');
    },
    get queryClient() {
      return need(queryClient, 'queryClient');
    },
    get ctx(): CacheContext {
      return { session: need(session, 'session'), serverId: need(server, 'server').url, principalId: 'alice' };
    },
    wireRequests(method: string): number {
      return need(session, 'session').traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === method).length;
    },
  };
}
