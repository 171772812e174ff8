import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagnoseBrowserBlock, permissionNamesFor, readLocalNetworkPermission } from './browser-block';

const HOSTED = 'https://console.example.com/app/?panel=resources';

describe('diagnoseBrowserBlock: mixed content', () => {
  it('an https page may not fetch plain http on a LAN or public host', () => {
    for (const target of ['http://192.168.1.20:3000/mcp', 'http://mcp.example.org/mcp', 'http://devbox:3000/mcp']) {
      const verdict = diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: target, permission: undefined });
      expect(verdict?.rule).toBe('mixed-content');
      expect(verdict?.certain).toBe(true);
      expect(verdict?.summary).toMatch(/mixed content/);
      expect(verdict?.summary).toMatch(/not a CORS problem/);
      expect(verdict?.remedies.join(' ')).toMatch(/https/);
    }
  });

  it('spares loopback targets, which are potentially trustworthy, and https targets', () => {
    expect(diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'https://192.168.1.20/mcp', permission: 'granted' })).toBeUndefined();
    const loopback = diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'http://localhost:3000/mcp', permission: undefined });
    expect(loopback?.rule).toBe('local-network-access');
  });

  it('an http page has no mixed content', () => {
    expect(diagnoseBrowserBlock({ pageUrl: 'http://console.example.com/', targetUrl: 'http://mcp.example.org/mcp', permission: undefined })).toBeUndefined();
  });
});

describe('diagnoseBrowserBlock: local network access', () => {
  it('a public page reaching loopback or a private address is a probable block until the browser says denied', () => {
    const probable = diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'http://127.0.0.1:3000/mcp', permission: 'prompt' });
    expect(probable).toMatchObject({ rule: 'local-network-access', certain: false });
    expect(probable?.summary).toMatch(/local network access/);
    expect(probable?.summary).toMatch(/this computer \(loopback\)/);
    const denied = diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'https://10.0.0.5/mcp', permission: 'denied' });
    expect(denied).toMatchObject({ rule: 'local-network-access', certain: true });
    expect(denied?.summary).toMatch(/your local network/);
    expect(denied?.summary).toMatch(/not a CORS problem/);
    expect(denied?.remedies.join(' ')).toMatch(/npx mcp-console/);
    // The most direct remedy comes first and names the page's origin, the site the user must allow.
    for (const verdict of [probable, denied]) {
      expect(verdict?.remedies[0]).toBe('Allow local network access for https://console.example.com in the browser (the site settings behind the icon left of the address bar), then press Connect again.');
    }
  });

  it('a granted permission rules it out', () => {
    expect(diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'http://127.0.0.1:3000/mcp', permission: 'granted' })).toBeUndefined();
  });

  it('a page already on loopback reaches loopback and the LAN freely, unless the browser reports a denial', () => {
    const page = 'http://127.0.0.1:6280/';
    expect(diagnoseBrowserBlock({ pageUrl: page, targetUrl: 'http://localhost:3000/mcp', permission: 'prompt' })).toBeUndefined();
    expect(diagnoseBrowserBlock({ pageUrl: 'http://192.168.0.2/', targetUrl: 'http://192.168.0.3/mcp', permission: undefined })).toBeUndefined();
    // The browser may count a loopback-served page as public (proxies, overrides): its denial decides.
    expect(diagnoseBrowserBlock({ pageUrl: page, targetUrl: 'http://127.0.0.1:3000/mcp', permission: 'denied' })?.certain).toBe(true);
  });

  it('a public target is never a local-network block', () => {
    expect(diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'https://mcp.example.org/mcp', permission: 'denied' })).toBeUndefined();
  });

  it('gives no verdict without a page (Node) or with an unparsable target', () => {
    expect(diagnoseBrowserBlock({ pageUrl: undefined, targetUrl: 'http://127.0.0.1/mcp', permission: 'denied' })).toBeUndefined();
    expect(diagnoseBrowserBlock({ pageUrl: HOSTED, targetUrl: 'not a url', permission: 'denied' })).toBeUndefined();
  });
});

describe('readLocalNetworkPermission', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the loopback or local-network permission first, then the general name', () => {
    expect(permissionNamesFor('http://[::1]:3000/')).toEqual(['loopback-network', 'local-network-access']);
    expect(permissionNamesFor('http://192.168.0.9/')).toEqual(['local-network', 'local-network-access']);
    expect(permissionNamesFor('https://mcp.example.org/')).toEqual([]);
  });

  it('skips names the browser rejects and lets a denial win', async () => {
    const asked: string[] = [];
    const states: Record<string, string> = { 'local-network-access': 'denied' };
    vi.stubGlobal('navigator', {
      permissions: {
        query: ({ name }: { name: string }) => {
          asked.push(name);
          const state = states[name];
          return state === undefined ? Promise.reject(new TypeError(`not a valid enum value: ${name}`)) : Promise.resolve({ state });
        },
      },
    });
    await expect(readLocalNetworkPermission('http://127.0.0.1:3000/mcp')).resolves.toBe('denied');
    expect(asked).toEqual(['loopback-network', 'local-network-access']);
  });

  it('is undefined where there is no Permissions API', async () => {
    vi.stubGlobal('navigator', {});
    await expect(readLocalNetworkPermission('http://127.0.0.1:3000/mcp')).resolves.toBeUndefined();
  });
});
