import { McpServer, ProtocolError, ProtocolErrorCode, createMcpHandler, type Prompt, type Resource, type ResourceTemplateType, type Tool } from '@modelcontextprotocol/server';

export const LIST_SERVER_URL = 'https://list-fixture.test/mcp';

export interface ListServerOptions {
  resources: Resource[];
  pageSize: number;
  /** Listed page by page with the same cursors (the prompts, tools and templates panels' walks). */
  prompts?: Prompt[];
  tools?: Tool[];
  resourceTemplates?: ResourceTemplateType[];
}

/**
 * An in-page server for the Resources panel's paging paths. Its cursors carry an epoch:
 * `rotate()` makes every cursor handed out so far invalid, like a server that restarted or
 * rotated the secret it signs cursors with (spec §18). `holdFromPage(n)` keeps the pages after
 * the n-th pending until `release()` (and checks their cursor again then), so a test can act
 * while a walk is running. Prompts, tools and templates, when given, page the same way.
 */
export function createListServer({ resources, pageSize, prompts = [], tools = [], resourceTemplates = [] }: ListServerOptions) {
  let epoch = 1;
  let heldFrom = Number.POSITIVE_INFINITY;
  let releaseHeld: () => void = () => undefined;
  let held = Promise.resolve();
  const offsetOf = (items: readonly unknown[], cursor: string | undefined): number => {
    const match = cursor === undefined ? ['', String(epoch), '0'] : /^e(\d+):(\d+)$/.exec(cursor);
    const offset = Number(match?.[2]);
    if (match === null || Number(match[1]) !== epoch || !Number.isSafeInteger(offset) || (offset > 0 && offset >= items.length)) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor', { cursor });
    }
    return offset;
  };
  const pageOf = async <T>(items: readonly T[], cursor: string | undefined): Promise<{ page: T[]; nextCursor?: string }> => {
    let offset = offsetOf(items, cursor);
    if (offset >= heldFrom * pageSize) {
      await held;
      // A rotate() while the page was held: the cursor is checked again, as after a restart.
      offset = offsetOf(items, cursor);
    }
    const end = offset + pageSize;
    const page = items.slice(offset, end);
    return end < items.length ? { page, nextCursor: `e${epoch}:${end}` } : { page };
  };
  const listPage = async (cursor: string | undefined) => {
    const { page, nextCursor } = await pageOf(resources, cursor);
    return nextCursor === undefined ? { resources: page } : { resources: page, nextCursor };
  };
  const handler = createMcpHandler(() => {
    const capabilities = { resources: {}, ...(prompts.length > 0 ? { prompts: {} } : {}), ...(tools.length > 0 ? { tools: {} } : {}) };
    const server = new McpServer({ name: 'list-fixture', version: '1.0.0' }, { capabilities });
    server.server.setRequestHandler('resources/list', (request) => listPage(request.params?.cursor));
    server.server.setRequestHandler('resources/templates/list', async (request) => {
      const { page, nextCursor } = await pageOf(resourceTemplates, request.params?.cursor);
      return nextCursor === undefined ? { resourceTemplates: page } : { resourceTemplates: page, nextCursor };
    });
    if (prompts.length > 0) {
      server.server.setRequestHandler('prompts/list', async (request) => {
        const { page, nextCursor } = await pageOf(prompts, request.params?.cursor);
        return nextCursor === undefined ? { prompts: page } : { prompts: page, nextCursor };
      });
    }
    if (tools.length > 0) {
      server.server.setRequestHandler('tools/list', async (request) => {
        const { page, nextCursor } = await pageOf(tools, request.params?.cursor);
        return nextCursor === undefined ? { tools: page } : { tools: page, nextCursor };
      });
    }
    server.server.setRequestHandler('resources/read', (request) => ({
      contents: [{ uri: request.params.uri, mimeType: 'text/plain', text: `contents of ${request.params.uri}` }],
    }));
    return server;
  });
  const fetch: typeof globalThis.fetch = (input, init) => handler.fetch(new Request(input, init));
  return {
    url: LIST_SERVER_URL,
    fetch,
    rotate: () => {
      epoch += 1;
    },
    holdFromPage: (page: number) => {
      heldFrom = page;
      held = new Promise((resolve) => {
        releaseHeld = resolve;
      });
    },
    release: () => {
      heldFrom = Number.POSITIVE_INFINITY;
      releaseHeld();
    },
  };
}

/** `count` flat resources `item-0…`, URIs under one folder so the tree lists them side by side. */
export function numberedResources(count: number, extra: (index: number) => Partial<Resource> = () => ({})): Resource[] {
  return Array.from({ length: count }, (_, i) => ({ uri: `list://items/${i}`, name: `item-${i}`, mimeType: 'text/plain', ...extra(i) }));
}
