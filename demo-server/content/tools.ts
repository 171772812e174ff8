import type { McpServer, ResourceLink } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { describeResource, type DemoResource } from './catalog.js';
import { themedIcons } from './icons.js';

const MAX_LINKS = 10;

function toLink(resource: DemoResource): ResourceLink {
  const { uri, name, title, description, mimeType, size } = describeResource(resource);
  return { type: 'resource_link', uri, name, title, description, mimeType, size };
}

/** Registers `echo`, `add` and `find-resources` (which answers with resource links). */
export function registerTools(server: McpServer, catalog: () => readonly DemoResource[]): void {
  server.registerTool(
    'echo',
    {
      title: 'Echo',
      description: 'Returns the message unchanged.',
      icons: themedIcons('tool'),
      inputSchema: z.object({ message: z.string().describe('Text to echo back') }),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ message }) => ({ content: [{ type: 'text', text: message }] }),
  );

  server.registerTool(
    'add',
    {
      title: 'Add numbers',
      description: 'Adds two numbers and returns structured output.',
      icons: themedIcons('tool'),
      inputSchema: z.object({ a: z.number().describe('First addend'), b: z.number().describe('Second addend') }),
      outputSchema: z.object({ sum: z.number() }),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ a, b }) => ({
      content: [{ type: 'text', text: String(a + b) }],
      structuredContent: { sum: a + b },
    }),
  );

  server.registerTool(
    'find-resources',
    {
      title: 'Find resources',
      description: 'Searches demo resource titles and URIs; answers with resource_link content.',
      icons: themedIcons('doc'),
      inputSchema: z.object({ query: z.string().min(1).describe('Words to look for, e.g. "caching"') }),
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ query }) => {
      const needle = query.toLowerCase();
      const matches = catalog()
        .filter((resource) => `${resource.title} ${resource.uri}`.toLowerCase().includes(needle))
        .slice(0, MAX_LINKS);
      if (matches.length === 0) {
        return { content: [{ type: 'text', text: `No demo resource matches "${query}".` }] };
      }
      return {
        content: [
          { type: 'text', text: `${matches.length} resource(s) match "${query}":` },
          ...matches.map(toLink),
        ],
      };
    },
  );
}
