import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawUpstream, startConsole, type ServedConsole } from './proxy-harness';

// Issue 39, item 3: upstream headers passed unless blocked, so `Clear-Site-Data: "storage"`
// wiped the console's storage, the run's secret included. Now only an allow-list passes.
let served: ServedConsole;
let upstream: Awaited<ReturnType<typeof rawUpstream>>;

beforeAll(async () => {
  served = await startConsole();
  upstream = await rawUpstream(
    [
      'HTTP/1.1 200 OK',
      'Content-Type: application/json',
      'Content-Length: 2',
      'Mcp-Session-Id: s-1',
      'WWW-Authenticate: Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource"',
      'Clear-Site-Data: "storage"',
      'Set-Cookie: sid=1; Path=/',
      'Refresh: 0; url=https://evil.example/',
      'Content-Security-Policy: sandbox',
      'X-Whatever: 1',
      '',
      '{}',
    ].join('\r\n'),
  );
});
afterAll(async () => {
  await Promise.all([served.close(), upstream.close()]);
});

describe('response headers through the local proxy (issue 39)', () => {
  it('passes what MCP and OAuth need, and not Clear-Site-Data, Set-Cookie, Refresh, a CSP or an unknown header', async () => {
    const response = await fetch(served.proxied(`${upstream.origin}/mcp`), { method: 'POST', headers: served.secret(), body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{}');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('mcp-session-id')).toBe('s-1');
    expect(response.headers.get('www-authenticate')).toContain('resource_metadata');
    expect(response.headers.get('x-mcp-console-via')).toBe('local-proxy');
    for (const name of ['clear-site-data', 'set-cookie', 'refresh', 'content-security-policy', 'x-whatever']) expect(response.headers.get(name), name).toBeNull();
  });
});
