import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlEntry } from '../../bin/serve/host';
import { fixtureSpec, MODERN_META, post } from './stdio-bridge-harness';
import { errorOf, rawUpstream, startConsole, type ServedConsole } from './proxy-harness';

// Issue 39, item 1: one bad status line from a proxied server killed `serve` and every bridged
// child with it. Now that request gets a 502 and everything else goes on.
let served: ServedConsole;

/** A URL entry whose listing throws: an exception inside a bridge request's own handling. */
const throwing: UrlEntry = {
  id: 'broken',
  name: 'broken',
  get url(): string {
    throw new Error('listing failed');
  },
  headers: {},
  transport: 'http',
};

beforeAll(async () => {
  served = await startConsole({ stdio: [fixtureSpec()], urls: [throwing] });
  await served.host.startEager();
});
afterAll(async () => {
  await served.close();
});

async function childAnswers(id: number): Promise<void> {
  const response = await post(served.host.mcpUrl('fixture'), { jsonrpc: '2.0', id, method: 'tools/list', params: { _meta: MODERN_META } }, served.secret());
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(`"id":${id}`);
}

describe('a proxied server with a bad status line (issue 39)', () => {
  it.each([
    ['a control character in the reason phrase', 'HTTP/1.1 200 OK\x01', /malformed status line \(status 200, reason "OK\\u0001"\)/],
    ['DEL in the reason phrase', 'HTTP/1.1 200 OK\x7f', /malformed status line \(status 200/],
    ['status 099', 'HTTP/1.1 099 X', /status 99, outside 100–599/],
    ['status 600', 'HTTP/1.1 600 X', /status 600, outside 100–599/],
  ])('%s: the page gets 502 and serve and its bridged child stay up', async (_name, line, error) => {
    const upstream = await rawUpstream(`${line}\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok`);
    try {
      const response = await fetch(served.proxied(`${upstream.origin}/mcp`), { method: 'POST', headers: served.secret(), body: '{}' });
      expect(upstream.requests()).toBe(1);
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toMatch(error);
    } finally {
      await upstream.close();
    }
    await childAnswers(1);
  });

  it("writes the standard reason phrase, never the server's", async () => {
    const upstream = await rawUpstream('HTTP/1.1 404 Totally Something Else\r\nContent-Length: 0\r\n\r\n');
    try {
      const response = await fetch(served.proxied(`${upstream.origin}/mcp`), { headers: served.secret() });
      expect(response.status).toBe(404);
      expect(response.statusText).toBe('Not Found');
    } finally {
      await upstream.close();
    }
  });

  it('an exception inside any bridge request ends that request with 502 and a line on the terminal, and serve goes on', async () => {
    const response = await fetch(`${served.origin}/.mcp-console/servers`, { headers: served.secret() });
    expect(response.status).toBe(502);
    expect(served.echoed.join('\n')).toContain('listing failed');
    await childAnswers(2);
  });
});
