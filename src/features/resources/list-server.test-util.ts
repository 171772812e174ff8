import { McpServer, ProtocolError, ProtocolErrorCode, createMcpHandler, type Resource } from '@modelcontextprotocol/server';

export const LIST_SERVER_URL = 'https://list-fixture.test/mcp';

export interface ListServerOptions {
  resources: Resource[];
  pageSize: number;
}

/**
 * An in-page server for the Resources panel's paging paths. Its cursors carry an epoch:
 * `rotate()` makes every cursor handed out so far invalid, like a server that restarted or
 * rotated the secret it signs cursors with (spec §18). `holdFromPage(n)` keeps pages n and
 * later pending until `release()`, so a test can act while "Load all" is running.
 */
export function createListServer({ resources, pageSize }: ListServerOptions) {
  let epoch = 1;
  let heldFrom = Number.POSITIVE_INFINITY;
  let releaseHeld: () => void = () => undefined;
  let held = Promise.resolve();
  const listPage = async (cursor: string | undefined) => {
    const match = cursor === undefined ? ['', String(epoch), '0'] : /^e(\d+):(\d+)$/.exec(cursor);
    const offset = Number(match?.[2]);
    if (match === null || Number(match[1]) !== epoch || !Number.isSafeInteger(offset) || offset >= resources.length) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor', { cursor });
    }
    if (offset >= heldFrom * pageSize) await held;
    const end = offset + pageSize;
    const page = resources.slice(offset, end);
    return end < resources.length ? { resources: page, nextCursor: `e${epoch}:${end}` } : { resources: page };
  };
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'list-fixture', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.server.setRequestHandler('resources/list', (request) => listPage(request.params?.cursor));
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
