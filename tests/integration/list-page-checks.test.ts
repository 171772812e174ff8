import { McpServer, createMcpHandler, type Resource } from '@modelcontextprotocol/server';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveOnLoopback, type FetchHandler, type FixtureServer } from '../../e2e/fixtures/serve-node';
import { resourcesListPageOptions, type CacheContext } from '../../src/cache';
import { ConsoleError, McpSession } from '../../src/protocol';

// A resource with a field the spec does not define, and (on the page `nameless`) one whose name
// the wire loses (`withoutName`): the server SDK's types would not let a handler leave it out.
const EXTRA: Resource & { vendorField: string } = { uri: 'checks://a', name: 'a', vendorField: 'kept' };
const NAMELESS: Resource = { uri: 'checks://b', name: 'DROP-ME' };

function buildServer(): McpServer {
  const server = new McpServer({ name: 'list-page-checks', version: '1.0.0' }, { capabilities: { resources: {} } });
  server.server.setRequestHandler('resources/list', (request) =>
    request.params?.cursor === 'nameless' ? { resources: [NAMELESS] } : { resources: [EXTRA], nextCursor: 'nameless' },
  );
  return server;
}

/** Takes the name off the `nameless` page's resource, in a JSON body or an event stream alike. */
function withoutName(inner: FetchHandler): FetchHandler {
  return async (request) => {
    const response = await inner(request);
    // A GET is a stream that stays open; only answers to POSTs end.
    if (request.method !== 'POST') return response;
    const text = await response.text();
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(text.replace(',"name":"DROP-ME"', ''), { status: response.status, headers });
  };
}

/** The same server as an older one: `server/discover` is an unknown method, so the console falls back to `initialize`. */
function asLegacy(inner: FetchHandler): FetchHandler {
  return async (request) => {
    const text = request.method === 'POST' ? await request.clone().text() : '';
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'method' in body && body.method === 'server/discover' && 'id' in body) {
      return Response.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'Method not found' } });
    }
    return inner(request);
  };
}

let modern: FixtureServer;
let legacy: FixtureServer;

beforeAll(async () => {
  const handler = createMcpHandler(buildServer);
  modern = await serveOnLoopback(withoutName(handler.fetch), 0, () => handler.close());
  const legacyHandler = createMcpHandler(buildServer);
  legacy = await serveOnLoopback(withoutName(asLegacy(legacyHandler.fetch)), 0, () => legacyHandler.close());
});

afterAll(async () => {
  await modern.close();
  await legacy.close();
});

async function connected(url: string, era: 'modern' | 'legacy'): Promise<CacheContext & { close: () => Promise<void> }> {
  const session = new McpSession({ url });
  const status = await session.connect();
  if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
  expect(status.negotiation.era).toBe(era);
  return { session, serverId: url, principalId: 'tester', close: () => session.close() };
}

async function expectRefusedForName(queryClient: QueryClient, ctx: CacheContext): Promise<void> {
  const error = await queryClient.query(resourcesListPageOptions(ctx, 'nameless')).catch((e: unknown) => e);
  if (!(error instanceof ConsoleError)) throw new Error(`expected a ConsoleError, got ${String(error)}`);
  expect(error.message).toMatch(/Invalid result for resources\/list[\s\S]*name/);
}

// The 2026 era's list pages pass our schema unparsed (cache/spec-schemas.ts): the SDK's wire decode must still refuse them.
describe('list pages are checked once, by the SDK in the 2026 era and by the console before it', () => {
  it('2026-07-28: the SDK refuses a resource without a name; unknown fields stay as the server sent them', async () => {
    const ctx = await connected(modern.url, 'modern');
    const queryClient = new QueryClient();
    try {
      const first = await queryClient.query(resourcesListPageOptions(ctx));
      expect(first.result.resources).toEqual([EXTRA]);
      await expectRefusedForName(queryClient, ctx);
    } finally {
      queryClient.clear();
      await ctx.close();
    }
  });

  it('an older server: the console refuses the same page itself, and keeps only the fields the spec defines', async () => {
    const ctx = await connected(legacy.url, 'legacy');
    const queryClient = new QueryClient();
    try {
      const first = await queryClient.query(resourcesListPageOptions(ctx));
      expect(first.result.resources).toEqual([{ uri: EXTRA.uri, name: EXTRA.name }]);
      await expectRefusedForName(queryClient, ctx);
    } finally {
      queryClient.clear();
      await ctx.close();
    }
  });
});
