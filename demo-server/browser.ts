import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';
import { createDemoIdentityServer } from './identity.js';
import type { DemoHandlerOptions } from './server.js';

export { DEMO_SERVER_URL } from './constants.js';

/** The demo's resources, templates, prompts, tools and clock: a chunk of its own in the page. */
export type DemoContentModule = typeof import('./content/register.js');

/** A JSON-RPC id read back from the request body, so the client can match the error to its call. */
async function requestId(request: Request): Promise<string | number | null> {
  try {
    const body: unknown = await request.json();
    if (typeof body !== 'object' || body === null || !('id' in body)) return null;
    return typeof body.id === 'string' || typeof body.id === 'number' ? body.id : null;
  } catch {
    return null;
  }
}

/** What the client gets when the content's chunk did not load: the reason, and that asking again retries. */
async function contentFailure(request: Request, error: unknown): Promise<Response> {
  const reason = error instanceof Error ? error.message : String(error);
  const body = {
    jsonrpc: '2.0',
    id: await requestId(request),
    error: { code: -32603, message: `The demo server's content did not load (${reason}). The next request loads it again.` },
  };
  return new Response(JSON.stringify(body), { status: 500, headers: { 'content-type': 'application/json' } });
}

/**
 * The in-page demo server with its content loaded on the first request that needs it. The
 * console's first request, `server/discover`, needs only the server's identity and capabilities
 * (identity.ts), so the page shows "connected" before the content's module is fetched; any other
 * request (a list, a read, a call, the legacy `initialize`) waits for it. A failed load answers
 * that request with a JSON-RPC error, and the next one tries again.
 */
export function createLazyDemoFetch(loadContent: () => Promise<DemoContentModule>, options: DemoHandlerOptions = {}): typeof fetch {
  let register: ((server: McpServer) => void) | undefined;
  let loading: Promise<void> | undefined;
  const handler = createMcpHandler(
    (context) => {
      const server = createDemoIdentityServer(context);
      register?.(server);
      return server;
    },
    options.onerror === undefined ? {} : { onerror: options.onerror },
  );
  const load = (): Promise<void> =>
    (loading ??= loadContent().then(
      (content) => {
        const clock = content.createLiveClock(options);
        clock.start((uri) => handler.notify.resourceUpdated(uri));
        register = (server) => content.registerDemoContent(server, clock);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return async (input, init) => {
    const request = new Request(input, init);
    if (register === undefined && request.headers.get('mcp-method') !== 'server/discover') {
      try {
        await load();
      } catch (error) {
        return contentFailure(request, error);
      }
    }
    return handler.fetch(request);
  };
}

/**
 * A `fetch` that serves every request from the in-page demo server instead of
 * the network, so the console can connect to it on a static site with no
 * backend. Pass it as the transport's `fetch` together with `DEMO_SERVER_URL`.
 */
export function createDemoFetch(options: DemoHandlerOptions = {}): typeof fetch {
  return createLazyDemoFetch(() => import('./content/register.js'), options);
}
