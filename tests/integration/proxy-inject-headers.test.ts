import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlEntry } from '../../bin/serve/host';
import { startUpstream, type Upstream } from './counting-upstream';
import { closeServer, startConsole, type ServedConsole } from './proxy-harness';

// Issue 39: `serve --inject-headers` keeps a --config URL entry's headers out of the page; the
// local proxy adds them to requests for that entry's URL only.
const TOKEN = 'Bearer injected-9f3c';
let upstream: Upstream;
let injecting: ServedConsole;
let plain: ServedConsole;

beforeAll(async () => {
  upstream = await startUpstream();
  const entry: UrlEntry = { id: 'remote', name: 'remote', url: `${upstream.origin}/mcp`, headers: { Authorization: TOKEN }, transport: 'http' };
  injecting = await startConsole({ stdio: [], urls: [entry], injectHeaders: true });
  plain = await startConsole({ stdio: [], urls: [entry] });
});
afterAll(async () => {
  await Promise.all([injecting.close(), plain.close(), closeServer(upstream.server)]);
});

const listing = (served: ServedConsole): Promise<string> => fetch(`${served.origin}/.mcp-console/servers`, { headers: served.secret() }).then((r) => r.text());
const through = (path: string, crossOrigin = false): Promise<Response> =>
  fetch(`${injecting.proxied(`${upstream.origin}${path}`)}${crossOrigin ? '&cross-origin=1' : ''}`, { method: 'POST', headers: { ...injecting.secret(), 'content-type': 'application/json' }, body: '{}' });

describe('serve --inject-headers (issue 39)', () => {
  it("announces the entry with its header names only, to be reached through the proxy: the page never gets the value", async () => {
    const text = await listing(injecting);
    expect(text).not.toContain('injected-9f3c');
    expect(JSON.parse(text)).toMatchObject({ servers: [{ id: 'remote', kind: 'http', url: `${upstream.origin}/mcp`, headers: {}, injectedHeaders: ['Authorization'], useLocalProxy: true }] });
  });

  it('without the flag the page gets the value, because the browser sends it', async () => {
    expect(await listing(plain)).toContain('injected-9f3c');
  });

  it("adds the header to the entry's URL, and not to another path of its origin or after a redirect left the origin", async () => {
    expect((await through('/mcp')).status).toBe(201);
    expect(upstream.seen.at(-1)).toMatchObject({ url: '/mcp', headers: { authorization: TOKEN } });
    expect((await through('/.well-known/oauth-protected-resource/mcp')).status).toBe(201);
    expect(upstream.seen.at(-1)?.url).toBe('/.well-known/oauth-protected-resource/mcp');
    expect(upstream.seen.at(-1)?.headers.authorization).toBeUndefined();
    expect((await through('/mcp', true)).status).toBe(201);
    expect(upstream.seen.at(-1)?.headers.authorization).toBeUndefined();
  });
});
