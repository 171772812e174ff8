import type { Page } from '@playwright/test';

// Sent as text: functions handed to `page.evaluate` from tsx carry its `__name` helper, which the
// page does not have. The walk is the floor of any browser client: `fetch`, the body read whole and
// one `JSON.parse` per page, with no validation, cache or rendering.
const WALK = `async (url) => {
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': 'resources/list',
  };
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'bench-browser-walk', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  let id = 0;
  async function page(cursor) {
    id += 1;
    const params = cursor === undefined ? { _meta: meta } : { cursor, _meta: meta };
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method: 'resources/list', params }) });
    const text = await response.text();
    const data = text.split('\\n').find((line) => line.startsWith('data:'));
    const message = JSON.parse(data === undefined ? text : data.slice(5));
    if (message.result === undefined) throw new Error('resources/list failed: ' + JSON.stringify(message.error));
    return message.result.nextCursor;
  }
  let cursor = await page(undefined);
  const started = performance.now();
  while (cursor !== undefined) cursor = await page(cursor);
  return performance.now() - started;
}`;

/**
 * The same cursor walk as `sdkWalk`, from inside a Chromium page: page one untimed, then every later
 * page. It measures what the browser's own network stack costs, which no browser client avoids.
 */
export async function browserWalk(page: Page, appUrl: string, serverUrl: string): Promise<number> {
  // A static file of the site: the same origin as the console, with none of its code running.
  await page.goto(new URL('favicon.svg', appUrl).href);
  return page.evaluate<number>(`(${WALK})(${JSON.stringify(serverUrl)})`);
}
