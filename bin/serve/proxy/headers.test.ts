import { describe, expect, it } from 'vitest';
import { pageResponseHeaders, upstreamRequestHeaders } from './headers';

const target = new URL('https://mcp.example.com:8443/mcp');

describe('upstreamRequestHeaders', () => {
  it('forwards the MCP headers, Authorization and Last-Event-ID as they are', () => {
    const page = {
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      'content-length': '42',
      'mcp-session-id': 'abc',
      'mcp-protocol-version': '2025-11-25',
      'mcp-method': 'tools/call',
      'last-event-id': '7',
      authorization: 'Bearer token',
      'x-api-key': 'user header',
    };
    expect(upstreamRequestHeaders(page, target)).toEqual({ ...page, host: 'mcp.example.com:8443' });
  });

  it("never forwards the run's secret, the page's Origin, Referer, cookies, Sec-Fetch-* or hop-by-hop headers", () => {
    const out = upstreamRequestHeaders(
      {
        'x-mcp-console-secret': 'f'.repeat(64),
        host: '127.0.0.1:6280',
        origin: 'http://127.0.0.1:6280',
        referer: 'http://127.0.0.1:6280/',
        cookie: 'a=b',
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        connection: 'keep-alive, x-private',
        'x-private': 'named by Connection',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'proxy-authorization': 'Basic x',
        te: 'trailers',
        upgrade: 'h2c',
        'mcp-session-id': 'kept',
      },
      target,
    );
    expect(out).toEqual({ host: 'mcp.example.com:8443', 'mcp-session-id': 'kept' });
  });
});

describe('upstreamRequestHeaders after a redirect to another origin', () => {
  const page = {
    authorization: 'Bearer for-a',
    cookie: 'a=b',
    'proxy-authorization': 'Basic x',
    'mcp-session-id': 'session-of-a',
    'last-event-id': '7',
    'x-api-key': 'key-of-a',
    'x-other': 'named too',
    'x-mcp-console-credentials': 'X-Api-Key, x-other',
    'content-type': 'application/json',
    'mcp-protocol-version': '2026-07-28',
  };

  it("drops the first origin's credentials, session, stream position and every header the page named as a secret", () => {
    expect(upstreamRequestHeaders(page, target, true)).toEqual({ host: 'mcp.example.com:8443', 'content-type': 'application/json', 'mcp-protocol-version': '2026-07-28' });
  });

  it('keeps them on the same origin, but never forwards the list itself', () => {
    const out = upstreamRequestHeaders(page, target, false);
    expect(out).toMatchObject({ authorization: 'Bearer for-a', 'mcp-session-id': 'session-of-a', 'x-api-key': 'key-of-a' });
    expect(out['x-mcp-console-credentials']).toBeUndefined();
  });
});

describe('pageResponseHeaders', () => {
  it("passes the server's MCP, OAuth, content and cache headers, and marks the exchange", () => {
    const passed = {
      'content-type': 'text/event-stream',
      'content-encoding': 'gzip',
      'content-length': '12',
      'mcp-session-id': 'abc',
      'mcp-protocol-version': '2026-07-28',
      'www-authenticate': 'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"',
      'retry-after': '5',
      link: '<https://mcp.example.com/x>; rel="x"',
      'cache-control': 'no-store',
      etag: '"1"',
      vary: 'accept',
      allow: 'POST, DELETE',
      'dpop-nonce': 'n1',
    };
    expect(pageResponseHeaders(passed)).toEqual({ ...passed, 'x-mcp-console-via': 'local-proxy' });
  });

  it('passes nothing else: no cookie, Clear-Site-Data, Refresh, CSP, unknown or hop-by-hop header, and no raw Location', () => {
    const out = pageResponseHeaders({
      'set-cookie': ['sid=1'],
      'clear-site-data': '"storage"',
      refresh: '0; url=https://evil.example/',
      'content-security-policy': "default-src 'none'",
      'x-whatever': '1',
      connection: 'keep-alive',
      'transfer-encoding': 'chunked',
      location: 'https://elsewhere.example/',
    });
    expect(out).toEqual({ 'x-mcp-console-via': 'local-proxy' });
  });
});
