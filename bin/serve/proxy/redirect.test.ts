import { describe, expect, it } from 'vitest';
import { allowedHosts } from '../guard/guard';
import { nextHop } from './redirect';

const own = allowedHosts('127.0.0.1', 6280);
const current = new URL('https://a.example:8443/mcp');
const proxied = (url: string, cross: boolean) => `/.mcp-console/proxy?target=${encodeURIComponent(url)}${cross ? '&cross-origin=1' : ''}`;

describe('nextHop', () => {
  it('points a same-origin Location back through the proxy, resolved against the target, without the flag', () => {
    expect(nextHop('/mcp/', current, false, own)).toMatchObject({ ok: true, location: proxied('https://a.example:8443/mcp/', false) });
  });

  it('flags a Location on another origin (another host, port or scheme) as cross-origin', () => {
    for (const next of ['https://b.example:8443/mcp', 'https://a.example/mcp', 'http://a.example:8443/mcp']) {
      expect(nextHop(next, current, false, own), next).toMatchObject({ ok: true, location: proxied(next, true) });
    }
  });

  it('keeps the flag along a chain, even when a later hop comes back to the first origin', () => {
    expect(nextHop('/mcp/', current, true, own)).toMatchObject({ ok: true, location: proxied('https://a.example:8443/mcp/', true) });
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,x', 'ftp://a.example/', 'http://[bad', 'http://user:pw@b.example/', 'http://localhost:6280/.mcp-console/servers'])('refuses %s, naming it', (location) => {
    const hop = nextHop(location, current, false, own);
    expect(hop.ok).toBe(false);
    expect(!hop.ok && hop.reason).toContain(JSON.stringify(location));
  });
});
