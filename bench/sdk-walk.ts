import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/**
 * The official SDK client walking a listing's pages by cursor, from Node or bundled into a page:
 * page one untimed, then the time to request and check every later page.
 */
export async function sdkWalkFrom(url: string, clientName: string): Promise<number> {
  const client = new Client({ name: clientName, version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    // `listResources()` without a cursor would aggregate every page itself; one page is a request.
    let cursor = (await client.request({ method: 'resources/list', params: {} })).nextCursor;
    const started = performance.now();
    while (cursor !== undefined) cursor = (await client.listResources({ cursor })).nextCursor;
    return performance.now() - started;
  } finally {
    await client.close();
  }
}
