import { describe, expect, it } from 'vitest';
import { consentHostFor } from './icon-consent';
import { IconConsentStore } from './icon-consent-store';

const CONSOLE = 'http://127.0.0.1:6280';
const ICON = 'https://context7.com/favicon.png';

describe('consentHostFor (spec §14: icons SHOULD come from the server’s own origin)', () => {
  it('holds back a third-party icon of a loopback, private or bridged stdio server', () => {
    expect(consentHostFor(ICON, 'http://127.0.0.1:3000/mcp', CONSOLE)).toBe('context7.com');
    expect(consentHostFor(ICON, 'http://localhost:3000/mcp', CONSOLE)).toBe('context7.com');
    expect(consentHostFor(ICON, 'http://192.168.1.20:3000/mcp', CONSOLE)).toBe('context7.com');
    expect(consentHostFor(ICON, `${CONSOLE}/.mcp-console/bridge/0/mcp`, CONSOLE)).toBe('context7.com');
  });

  it('lets data: icons, icons from the server’s own origin and a remote server’s icons load as before', () => {
    expect(consentHostFor('data:image/png;base64,AAAA', 'http://127.0.0.1:3000/mcp', CONSOLE)).toBeUndefined();
    expect(consentHostFor('https://localhost:3000/icon.png', 'https://localhost:3000/mcp', CONSOLE)).toBeUndefined();
    expect(consentHostFor(ICON, 'https://mcp.context7.com/mcp', CONSOLE)).toBeUndefined();
    expect(consentHostFor(ICON, undefined, CONSOLE)).toBeUndefined();
  });
});

describe('IconConsentStore', () => {
  it('remembers an allowed host per server in storage, and withheld hosts for this page only', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
    const store = new IconConsentStore(storage);
    store.withhold('http://127.0.0.1:3000/mcp', 'context7.com');
    expect(store.getSnapshot().withheld).toEqual({ 'http://127.0.0.1:3000/mcp': ['context7.com'] });
    store.allow('http://127.0.0.1:3000/mcp', 'context7.com');

    const reloaded = new IconConsentStore(storage);
    expect(reloaded.allows('http://127.0.0.1:3000/mcp', 'context7.com')).toBe(true);
    expect(reloaded.allows('http://127.0.0.1:4000/mcp', 'context7.com')).toBe(false);
    expect(reloaded.getSnapshot().withheld).toEqual({});
  });

  it('starts empty on storage that holds something else', () => {
    const store = new IconConsentStore({ getItem: () => '{"x": 3}', setItem: () => undefined });
    expect(store.getSnapshot().allowed).toEqual({});
  });
});
