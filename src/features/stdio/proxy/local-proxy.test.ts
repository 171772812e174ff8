import { describe, expect, it } from 'vitest';
import { createBridgeFetch } from '../bridge-fetch';
import { LocalProxyStore, createProxyFetch } from './local-proxy';

const ORIGIN = 'http://127.0.0.1:6280';
const SERVER = 'https://mcp.example.com/mcp?x=1';

/** A base fetch that records what would go on the wire. */
function recording(): { calls: { url: string; headers: Headers; method: string | undefined; body: unknown }[]; fetch: typeof fetch } {
  const calls: { url: string; headers: Headers; method: string | undefined; body: unknown }[] = [];
  return {
    calls,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ url, headers: new Headers(init?.headers), method: init?.method, body: init?.body });
      return Promise.resolve(new Response('{}', { headers: { 'x-mcp-console-via': 'local-proxy' } }));
    },
  };
}

describe('createProxyFetch', () => {
  it("sends a server's request to the proxy address with its method, headers and body, and the bridge fetch adds the secret", async () => {
    const wire = recording();
    const proxied = createProxyFetch(ORIGIN, createBridgeFetch({ consoleOrigin: ORIGIN, secret: () => 'ab'.repeat(32), base: wire.fetch }));
    await proxied(SERVER, { method: 'POST', headers: { 'mcp-session-id': 's1', authorization: 'Bearer t' }, body: '{"id":1}' });
    expect(wire.calls).toHaveLength(1);
    expect(wire.calls[0]?.url).toBe(`${ORIGIN}/.mcp-console/proxy?target=${encodeURIComponent(SERVER)}`);
    expect(wire.calls[0]?.method).toBe('POST');
    expect(wire.calls[0]?.body).toBe('{"id":1}');
    expect(wire.calls[0]?.headers.get('mcp-session-id')).toBe('s1');
    expect(wire.calls[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(wire.calls[0]?.headers.get('x-mcp-console-secret')).toBe('ab'.repeat(32));
  });

  it('names authorization and the secret headers in x-mcp-console-credentials, for the proxy to drop on a cross-origin redirect', async () => {
    const wire = recording();
    const proxied = createProxyFetch(ORIGIN, wire.fetch, (url) => (url === SERVER ? ['X-Api-Key', 'authorization'] : []));
    await proxied(SERVER, { method: 'POST', headers: { 'x-api-key': 'k', 'x-trace': 't' }, body: '{}' });
    await proxied('https://other.example/mcp', { method: 'GET' });
    expect(wire.calls.map((call) => call.headers.get('x-mcp-console-credentials'))).toEqual(['authorization, x-api-key', 'authorization']);
    expect(wire.calls[0]?.headers.get('x-api-key')).toBe('k');
  });

  it("leaves the console's own addresses alone", async () => {
    const wire = recording();
    await createProxyFetch(ORIGIN, wire.fetch)(`${ORIGIN}/.mcp-console/servers`);
    expect(wire.calls[0]?.url).toBe(`${ORIGIN}/.mcp-console/servers`);
  });
});

describe('LocalProxyStore', () => {
  it('proxies only the servers the user chose or saved with Use local proxy, and only in a served console', () => {
    const store = new LocalProxyStore({ available: true, consoleOrigin: ORIGIN, base: recording().fetch });
    expect(store.fetchFor(SERVER)).toBeUndefined();
    store.choose(SERVER);
    expect(store.fetchFor(SERVER)).toBeTypeOf('function');
    expect(store.proxies('https://other.example/mcp')).toBe(false);
    const saved = new Map([
      ['https://saved.example/mcp', true],
      [SERVER, false],
    ]);
    store.saved = (url) => saved.get(url);
    expect(store.proxies('https://saved.example/mcp')).toBe(true);
    // A saved server whose Use local proxy box is off goes direct, whatever this tab chose before.
    expect(store.proxies(SERVER)).toBe(false);

    const hosted = new LocalProxyStore({ available: false, consoleOrigin: ORIGIN, base: recording().fetch });
    hosted.choose(SERVER);
    hosted.saved = () => true;
    expect(hosted.proxies(SERVER)).toBe(false);
    expect(hosted.fetchFor(SERVER)).toBeUndefined();
  });
});
