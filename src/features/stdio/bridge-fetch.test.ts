import { describe, expect, it } from 'vitest';
import { createBridgeFetch, isBridgeUrl } from './bridge-fetch';

const ORIGIN = 'http://127.0.0.1:6280';

function recorder(status = 200) {
  const seen: Headers[] = [];
  const base: typeof fetch = (input, init) => {
    seen.push(new Request(input, init).headers);
    return Promise.resolve(new Response('{}', { status }));
  };
  return { seen, base };
}

describe('isBridgeUrl', () => {
  it('is true only under this origin’s /.mcp-console/', () => {
    expect(isBridgeUrl(`${ORIGIN}/.mcp-console/bridge/a/mcp`, ORIGIN)).toBe(true);
    expect(isBridgeUrl('/.mcp-console/servers', ORIGIN)).toBe(true);
    expect(isBridgeUrl('http://127.0.0.1:7000/.mcp-console/bridge/a/mcp', ORIGIN)).toBe(false);
    expect(isBridgeUrl(`${ORIGIN}/mcp`, ORIGIN)).toBe(false);
  });
});

describe('createBridgeFetch', () => {
  it('adds the secret header to bridge requests, keeping the caller’s headers', async () => {
    const { seen, base } = recorder();
    const bridgeFetch = createBridgeFetch({ consoleOrigin: ORIGIN, secret: () => 'c0ffee', base });
    await bridgeFetch(`${ORIGIN}/.mcp-console/bridge/a/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(seen[0]?.get('x-mcp-console-secret')).toBe('c0ffee');
    expect(seen[0]?.get('content-type')).toBe('application/json');
  });

  it('never sends the secret anywhere else', async () => {
    const { seen, base } = recorder();
    const bridgeFetch = createBridgeFetch({ consoleOrigin: ORIGIN, secret: () => 'c0ffee', base });
    await bridgeFetch('https://api.example/.mcp-console/servers');
    await bridgeFetch(`${ORIGIN}/other`);
    expect(seen.map((h) => h.get('x-mcp-console-secret'))).toEqual([null, null]);
  });

  it('reports a 401 from the bridge', async () => {
    const { base } = recorder(401);
    let refused = 0;
    const bridgeFetch = createBridgeFetch({ consoleOrigin: ORIGIN, secret: () => undefined, base, onUnauthorized: () => (refused += 1) });
    expect((await bridgeFetch(`${ORIGIN}/.mcp-console/servers`)).status).toBe(401);
    expect(refused).toBe(1);
  });

  it('does not take a 401 the local proxy relays from a protected server for its own refusal', async () => {
    const base: typeof fetch = () => Promise.resolve(new Response('{}', { status: 401, headers: { 'x-mcp-console-via': 'local-proxy', 'www-authenticate': 'Bearer' } }));
    let refused = 0;
    const bridgeFetch = createBridgeFetch({ consoleOrigin: ORIGIN, secret: () => 'c0ffee', base, onUnauthorized: () => (refused += 1) });
    const target = encodeURIComponent('http://localhost:4000/mcp');
    expect((await bridgeFetch(`${ORIGIN}/.mcp-console/proxy?target=${target}`, { method: 'POST' })).status).toBe(401);
    expect(refused).toBe(0);
  });
});
