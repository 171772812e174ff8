import {
  McpServer,
  createMcpHandler,
  type McpHttpHandler,
  type McpRequestContext,
} from '@modelcontextprotocol/server';
import { SERVER_ICONS } from './content/icons.js';
import { createLiveClock, type LiveClock, type LiveClockOptions } from './content/live.js';
import { registerPrompts } from './content/prompts.js';
import { allResources, registerResources } from './content/resources.js';
import { registerTemplates } from './content/templates.js';
import { registerTools } from './content/tools.js';

export const DEMO_SERVER_NAME = 'mcp-console-demo';
export const DEMO_SERVER_VERSION = '1.2.0';

const INSTRUCTIONS = [
  'Demo server for MCP Console. Everything here is sample data and safe to explore.',
  'Resources: docs (Markdown), data (JSON), src (code), media (PNG, WAV, SVG) — listed 20 per page.',
  'Subscribe to demo://live/clock.json to receive notifications/resources/updated every few seconds.',
  'Templates complete their variables; in demo://repos/{owner}/{repo}/readme the repo list depends on the owner.',
  'The release-notes prompt asks for input (input_required) before answering.',
].join('\n');

/** List-level cache hints (spec §12); `resources/read` hints are set per resource. */
const LIST_CACHE_HINTS = {
  'server/discover': { ttlMs: 3_600_000, cacheScope: 'public' },
  'tools/list': { ttlMs: 300_000, cacheScope: 'public' },
  'prompts/list': { ttlMs: 300_000, cacheScope: 'public' },
  'resources/templates/list': { ttlMs: 300_000, cacheScope: 'public' },
  'resources/list': { ttlMs: 60_000, cacheScope: 'public' },
  'resources/read': { ttlMs: 30_000, cacheScope: 'private' },
} as const;

/**
 * Builds one server instance. `createMcpHandler` calls this per HTTP request,
 * so all mutable state (the clock) is passed in rather than owned here.
 */
export function createDemoMcpServer(context: Pick<McpRequestContext, 'era'>, clock: LiveClock): McpServer {
  const server = new McpServer(
    {
      name: DEMO_SERVER_NAME,
      title: 'MCP Console demo server',
      version: DEMO_SERVER_VERSION,
      description: 'Sample resources, templates, prompts and tools for exploring MCP.',
      websiteUrl: 'https://demo.mcp-console.invalid/',
      icons: SERVER_ICONS,
    },
    {
      instructions: INSTRUCTIONS,
      cacheHints: LIST_CACHE_HINTS,
      capabilities: {
        // Updates reach clients only through subscriptions/listen; the stateless
        // legacy leg cannot hold a resources/subscribe session, so it must not claim one.
        resources: { listChanged: true, subscribe: context.era === 'modern' },
        prompts: { listChanged: true },
        tools: { listChanged: true },
        completions: {},
      },
    },
  );
  registerResources(server, clock);
  registerTemplates(server);
  registerPrompts(server);
  registerTools(server, () => allResources(clock));
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
