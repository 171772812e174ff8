import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, redirectingUpstream, startConsole, type ServedConsole } from './proxy-harness';

// Issue 39, item 2: a redirect through the proxy reached another server with the first one's
// token. Now the proxy does what Fetch does on a cross-origin redirect (0031 "The proxy").
let served: ServedConsole;
let a: Awaited<ReturnType<typeof redirectingUpstream>>;
let b: Awaited<ReturnType<typeof redirectingUpstream>>;

beforeAll(async () => {
  served = await startConsole();
  a = await redirectingUpstream();
  b = await redirectingUpstream();
});
afterAll(async () => {
  await Promise.all([served.close(), a.close(), b.close()]);
});

const redirect = (origin: string, to: string, status = 307): string => `${origin}/redirect?${new URLSearchParams({ to, status: String(status) }).toString()}`;
/** What the page sends on every proxied request: its secret, the server's credentials, and the list of them. */
const pageHeaders = (): Record<string, string> => ({
  ...served.secret(),
  authorization: 'Bearer token-for-a',
  'mcp-session-id': 'session-of-a',
  'x-api-key': 'key-for-a',
  'x-mcp-console-credentials': 'X-Api-Key',
  'content-type': 'application/json',
});
const follow = (url: string, method = 'POST'): Promise<Response> =>
  fetch(url, { method, headers: pageHeaders(), redirect: 'follow', ...(method === 'POST' ? { body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' } : {}) });

describe('redirects through the local proxy (issue 39)', () => {
  it('a 307 to another origin arrives there with the body, but without Authorization, Mcp-Session-Id or a header the page named as a credential', async () => {
    const response = await follow(served.proxied(redirect(a.origin, `${b.origin}/mcp`)));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('got {"jsonrpc":"2.0","id":1,"method":"ping"}');
    const arrived = b.seen.at(-1);
    expect(arrived?.url).toBe('/mcp');
    expect(arrived?.body).toBe('{"jsonrpc":"2.0","id":1,"method":"ping"}');
    for (const name of ['authorization', 'mcp-session-id', 'x-api-key', 'x-mcp-console-credentials', 'x-mcp-console-secret']) expect(arrived?.headers[name], name).toBeUndefined();
    expect(arrived?.headers['content-type']).toBe('application/json');
  });

  it('a 307 on the same origin keeps Authorization and the session', async () => {
    const response = await follow(served.proxied(redirect(a.origin, '/mcp/')));
    expect(response.status).toBe(200);
    const arrived = a.seen.at(-1);
    expect(arrived?.url).toBe('/mcp/');
    expect(arrived?.headers).toMatchObject({ authorization: 'Bearer token-for-a', 'mcp-session-id': 'session-of-a', 'x-api-key': 'key-for-a' });
    expect(arrived?.headers['x-mcp-console-credentials']).toBeUndefined();
  });

  it('once a chain has left the first origin, coming back to it does not bring the credentials back', async () => {
    const response = await follow(served.proxied(redirect(a.origin, redirect(b.origin, `${a.origin}/mcp/back`))), 'GET');
    expect(response.status).toBe(200);
    const arrived = a.seen.at(-1);
    expect(arrived?.url).toBe('/mcp/back');
    expect(arrived?.headers.authorization).toBeUndefined();
    expect(arrived?.headers['mcp-session-id']).toBeUndefined();
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'ftp://127.0.0.1/x', 'http://[nope'])('a Location %s is a 502 that names it, and nothing of it is passed', async (location) => {
    const response = await fetch(served.proxied(redirect(a.origin, location)), { headers: served.secret(), redirect: 'manual' });
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
    expect(await errorOf(response)).toContain(JSON.stringify(location));
  });

  it("a Location naming the console's own address is refused like a target, under any of its forms", async () => {
    for (const own of [`${served.origin}/.mcp-console/servers`, `http://localhost:${served.port}/`, `http://[::ffff:127.0.0.1]:${served.port}/`, `http://0:${served.port}/`]) {
      const response = await fetch(served.proxied(redirect(a.origin, own)), { headers: served.secret(), redirect: 'manual' });
      expect(response.status, own).toBe(502);
      expect(response.headers.get('location'), own).toBeNull();
    }
  });
});
