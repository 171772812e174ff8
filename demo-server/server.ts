import { createMcpHandler, type McpHttpHandler, type McpRequestContext, type McpServer } from '@modelcontextprotocol/server';
import { createLiveClock, type LiveClock, type LiveClockOptions } from './content/live.js';
import { registerDemoContent } from './content/register.js';
import { createDemoIdentityServer } from './identity.js';

export { DEMO_SERVER_NAME, DEMO_SERVER_VERSION } from './identity.js';

/**
 * Builds one server instance. `createMcpHandler` calls this per HTTP request,
 * so all mutable state (the clock) is passed in rather than owned here.
 */
export function createDemoMcpServer(context: Pick<McpRequestContext, 'era'>, clock: LiveClock): McpServer {
  const server = createDemoIdentityServer(context);
  registerDemoContent(server, clock);
  return server;
}

export interface DemoHandlerOptions extends LiveClockOptions {
  /** Forwarded to `createMcpHandler` (e.g. to log rejected requests). */
  onerror?: (error: Error) => void;
}

/**
 * Creates the demo server's web-standard handler (`fetch`, `notify`, `close`).
 * The live clock publishes `notifications/resources/updated` through
 * `handler.notify`; `close()` also stops it.
 *
 * @see /work/shared/spec/mcp-2026-07-28.md §17 (subscriptions/listen)
 */
export function createDemoHandler(options: DemoHandlerOptions = {}): McpHttpHandler {
  const clock = createLiveClock(options);
  const handler = createMcpHandler((context) => createDemoMcpServer(context, clock), {
    ...(options.onerror === undefined ? {} : { onerror: options.onerror }),
  });
  clock.start((uri) => handler.notify.resourceUpdated(uri));
  return {
    fetch: handler.fetch,
    notify: handler.notify,
    bus: handler.bus,
    close: async () => {
      clock.stop();
      await handler.close();
    },
  };
}
