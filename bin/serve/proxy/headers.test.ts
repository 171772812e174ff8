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

describe('pageResponseHeaders', () => {
  it("passes the server's headers through, drops hop-by-hop and cookies, and marks the exchange", () => {
    const out = pageResponseHeaders(
      {
        'content-type': 'text/event-stream',
        'mcp-session-id': 'abc',
        'www-authenticate': 'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"',
        'set-cookie': ['sid=1'],
        connection: 'keep-alive',
        'transfer-encoding': 'chunked',
      },
      target,
    );
    expect(out).toEqual({
      'content-type': 'text/event-stream',
      'mcp-session-id': 'abc',
      'www-authenticate': 'Bearer resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource"',
      'x-mcp-console-via': 'local-proxy',
    });
  });

  it('points a redirect back through the proxy, resolved against the target', () => {
    expect(pageResponseHeaders({ location: '/mcp/' }, target).location).toBe(`/.mcp-console/proxy?target=${encodeURIComponent('https://mcp.example.com:8443/mcp/')}`);
  });
});
