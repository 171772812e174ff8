import { describe, expect, it } from 'vitest';
import { buildAllowAttribute, buildAppCsp, isOriginEntry, readAppUiMeta, safeLinkUrl, withCspMeta } from './csp';

const none = { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] };

describe('buildAppCsp', () => {
  it('starts from nothing: no network, no frames, no base, inline script only', () => {
    const csp = buildAppCsp(none);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds only the declared origins to their directives', () => {
    const csp = buildAppCsp({ ...none, connectDomains: ['https://api.example.com'], resourceDomains: ['https://cdn.example.com'] });
    expect(csp).toContain('connect-src https://api.example.com');
    expect(csp).toContain("script-src 'unsafe-inline' https://cdn.example.com");
    expect(csp).toContain("frame-src 'none'");
  });

  it('never loosens: keywords, wildcards and directive injection are dropped', () => {
    const csp = buildAppCsp({ ...none, connectDomains: ["'unsafe-eval'", '*', 'https://a.example; script-src *', 'https://ok.example'] });
    expect(csp).toContain('connect-src https://ok.example;');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split(';').filter((d) => d.trim().startsWith('script-src'))).toHaveLength(1);
  });
});

describe('readAppUiMeta', () => {
  it('keeps origins and reports the other entries', () => {
    const ui = readAppUiMeta({ ui: { csp: { connectDomains: ['https://x.example', 'https://x.example/path', 'data:'], frameDomains: 'nope' } } });
    expect(ui.csp.connectDomains).toEqual(['https://x.example']);
    expect(ui.csp.frameDomains).toEqual([]);
    expect(ui.rejected).toEqual(['connectDomains: "https://x.example/path"', 'connectDomains: "data:"']);
  });

  it('accepts subdomain wildcards, ports and IPv6 but not schemes alone', () => {
    expect(isOriginEntry('https://*.example.com')).toBe(true);
    expect(isOriginEntry('http://127.0.0.1:4531')).toBe(true);
    expect(isOriginEntry('wss://[::1]:8080')).toBe(true);
    expect(isOriginEntry('https:')).toBe(false);
    expect(isOriginEntry('https://*')).toBe(false);
  });
});

describe('buildAllowAttribute', () => {
  it('grants only what permissions ask for', () => {
    expect(buildAllowAttribute(readAppUiMeta({}).permissions)).toBe('');
    expect(buildAllowAttribute(readAppUiMeta({ ui: { permissions: { camera: {}, clipboardWrite: {}, microphone: false } } }).permissions)).toBe('camera; clipboard-write');
  });
});

describe('safeLinkUrl', () => {
  it('accepts http(s) only', () => {
    expect(safeLinkUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeLinkUrl('data:text/html,x')).toBeUndefined();
    expect(safeLinkUrl(7)).toBeUndefined();
  });
});

describe('withCspMeta', () => {
  it('puts the policy first, after a doctype if there is one', () => {
    expect(withCspMeta('<!DOCTYPE html><html><script>x()</script>', "default-src 'none'")).toBe(
      `<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><html><script>x()</script>`,
    );
    expect(withCspMeta('<script>x()</script>', 'a "b"')).toBe('<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot;"><script>x()</script>');
  });
});
