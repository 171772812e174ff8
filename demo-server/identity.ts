import { McpServer, type McpRequestContext } from '@modelcontextprotocol/server';
import { SERVER_ICONS } from './content/icons.js';

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
 * The demo server as `server/discover` describes it (who it is, what it offers), with nothing
 * registered yet. Every capability is declared here, so registering the content adds none and a
 * discover answers the same with or without it: the page answers the console's first request
 * before the content's module has loaded.
 */
export function createDemoIdentityServer(context: Pick<McpRequestContext, 'era'>): McpServer {
  return new McpServer(
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
}
