import { describe, expect, it } from 'vitest';
import { allowedHosts } from '../guard/guard';
import { proxyPathFor, proxyTarget } from './target';

const own = allowedHosts('127.0.0.1', 6280);
const verdict = (target: string) => proxyTarget(proxyPathFor(target), own);

describe('proxyTarget', () => {
  it('accepts http: and https: URLs and keeps their path and query', () => {
    const http = verdict('http://127.0.0.1:3000/mcp?x=1#frag');
    expect(http.ok && http.url.href).toBe('http://127.0.0.1:3000/mcp?x=1');
    const https = verdict('https://mcp.example.com/sse');
    expect(https.ok && https.url.href).toBe('https://mcp.example.com/sse');
  });

  it.each(['file:///etc/passwd', 'data:text/plain,hi', 'javascript:alert(1)', 'ftp://example.com/', 'ws://example.com/mcp', 'blob:http://example.com/x'])('refuses %s with 400', (target) => {
    const result = verdict(target);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(!result.ok && result.reason).toMatch(/http: and https: only/);
  });

  it('refuses a missing, empty or relative target', () => {
    expect(proxyTarget('/.mcp-console/proxy', own)).toMatchObject({ ok: false, status: 400 });
    expect(proxyTarget('/.mcp-console/proxy?target=', own)).toMatchObject({ ok: false, status: 400 });
    expect(verdict('/mcp')).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses the console's own listener under any of its names, so the proxy cannot call itself", () => {
    for (const target of ['http://127.0.0.1:6280/.mcp-console/servers', 'http://localhost:6280/', 'http://[::1]:6280/mcp', 'http://LOCALHOST:6280/']) {
      expect(verdict(target), target).toMatchObject({ ok: false, status: 400 });
    }
    // Another port on the same machine is a local server, not the console.
    expect(verdict('http://127.0.0.1:6281/mcp').ok).toBe(true);
  });

  it('reads the cross-origin flag a redirect to another origin added', () => {
    expect(proxyTarget(proxyPathFor('https://b.example/mcp', true), own)).toMatchObject({ ok: true, crossOrigin: true });
    expect(proxyTarget(proxyPathFor('https://b.example/mcp'), own)).toMatchObject({ ok: true, crossOrigin: false });
  });

  it('refuses credentials in the URL', () => {
    expect(verdict('http://user:pw@example.com/mcp')).toMatchObject({ ok: false, status: 400 });
  });
});
