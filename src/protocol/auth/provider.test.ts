import { IssuerMismatchError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { authStorageKey, type AuthStorage } from './auth-storage';
import { explainFlowError } from './explain';
import { ConsoleOAuthProvider } from './provider';

const SERVER = 'https://mcp.example/mcp';

function memory(): AuthStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

const jwt = (claims: object): string => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

function make(storage = memory(), extra: Partial<ConstructorParameters<typeof ConsoleOAuthProvider>[0]> = {}) {
  const redirects: URL[] = [];
  const provider = new ConsoleOAuthProvider({ serverUrl: SERVER, redirectUrl: 'https://console.example/sub/', storage, redirect: (u) => redirects.push(u), randomState: () => 'state-1', ...extra });
  return { provider, storage, redirects };
}

describe('ConsoleOAuthProvider (spec §22)', () => {
  it('registers with the console URL (sub-path included) as its only redirect URI', () => {
    expect(make().provider.clientMetadata.redirect_uris).toEqual(['https://console.example/sub/']);
  });

  it('keeps tokens in the injected storage, per server, and reports the signed-in principal', () => {
    const { provider, storage } = make();
    provider.saveTokens({ access_token: jwt({ sub: 'alice' }), token_type: 'Bearer', issuer: 'https://as.example' });
    expect(storage.map.has(authStorageKey(SERVER))).toBe(true);
    expect(make(storage).provider.tokens()?.token_type).toBe('Bearer');
    expect(provider.getSnapshot()).toEqual({ state: 'signed-in', principal: 'https://as.example#sub:alice' });
  });

  it('derives a principal per user that survives a refresh and never contains the token', () => {
    const { provider } = make();
    provider.saveTokens({ access_token: jwt({ sub: 'bob', n: 1 }), token_type: 'Bearer', issuer: 'https://as.example' });
    const first = provider.principal();
    provider.saveTokens({ access_token: jwt({ sub: 'bob', n: 2 }), token_type: 'Bearer', issuer: 'https://as.example' });
    expect(provider.principal()).toBe(first);
    provider.saveTokens({ access_token: 'opaque-token', token_type: 'Bearer', issuer: 'https://as.example' });
    expect(provider.principal()).not.toContain('opaque-token');
  });

  it('hands the authorization URL to the UI instead of navigating, with a pending step', () => {
    const { provider, redirects } = make();
    provider.redirectToAuthorization(new URL('https://as.example/authorize?scope=mcp%3Aread&state=state-1'));
    expect(provider.getSnapshot()).toMatchObject({ state: 'sign-in-required', scope: 'mcp:read' });
    expect(provider.pendingAuthorizationUrl).toContain('https://as.example/authorize');
    expect(redirects).toHaveLength(1);
    expect(provider.steps.getSnapshot().at(-1)).toMatchObject({ kind: 'authorization', status: 'pending' });
  });

  it('accepts a callback state once, and only the one it sent', () => {
    const { provider } = make();
    expect(provider.state()).toBe('state-1');
    expect(provider.consumeState('other')).toBe(false);
    expect(provider.consumeState('state-1')).toBe(true);
    expect(provider.consumeState('state-1')).toBe(false);
  });

  it('uses a pre-registered client id instead of the stored registration', () => {
    const { provider } = make();
    provider.saveClientInformation({ client_id: 'dcr-1', issuer: 'https://as.example' });
    provider.setClient('  my-app ');
    expect(provider.clientInformation()?.client_id).toBe('my-app');
    provider.setClient('');
    expect(provider.clientInformation()).toBeUndefined();
  });

  it('offers a Client ID Metadata Document only over HTTPS (the SDK refuses others)', () => {
    expect(make(memory(), { clientMetadataUrl: 'http://127.0.0.1/oauth-client.json' }).provider.clientMetadataUrl).toBeUndefined();
    expect(make(memory(), { clientMetadataUrl: 'https://console.example/oauth-client.json' }).provider.clientMetadataUrl).toBe('https://console.example/oauth-client.json');
  });

  it('signs out: tokens and steps are gone, the registration stays', () => {
    const { provider } = make();
    provider.saveClientInformation({ client_id: 'dcr-1' });
    provider.saveTokens({ access_token: 'a', token_type: 'Bearer' });
    provider.signOut();
    expect(provider.tokens()).toBeUndefined();
    expect(provider.clientInformation()?.client_id).toBe('dcr-1');
    expect(provider.getSnapshot()).toEqual({ state: 'signed-out' });
    expect(provider.steps.getSnapshot()).toEqual([]);
  });

  it('a new route (direct, then the local proxy) drops the discovery and steps of the old one, but keeps tokens and the registration', () => {
    const { provider } = make();
    provider.useRoute('direct');
    // A blocked metadata fetch made the SDK take the server's origin as its authorization server.
    provider.saveDiscoveryState({ authorizationServerUrl: 'https://mcp.example/' });
    provider.steps.add({ kind: 'resource-metadata', status: 'failed', explanation: 'The browser blocked the protected resource metadata' });
    provider.redirectToAuthorization(new URL('https://mcp.example/authorize?state=state-1'));
    provider.saveClientInformation({ client_id: 'dcr-1' });
    provider.useRoute('direct');
    expect(provider.discoveryState()).toBeDefined();

    provider.useRoute('local-proxy');
    expect(provider.discoveryState()).toBeUndefined();
    expect(provider.steps.getSnapshot()).toEqual([]);
    expect(provider.pendingAuthorizationUrl).toBeUndefined();
    expect(provider.getSnapshot()).toEqual({ state: 'signed-out' });
    expect(provider.clientInformation()?.client_id).toBe('dcr-1');
  });

  it('a new route keeps a signed-in user signed in', () => {
    const { provider } = make();
    provider.useRoute('direct');
    provider.saveTokens({ access_token: 'a', token_type: 'Bearer' });
    provider.useRoute('local-proxy');
    expect(provider.getSnapshot()).toMatchObject({ state: 'signed-in' });
    expect(provider.tokens()?.access_token).toBe('a');
  });

  it('ignores stored credentials that are not valid JSON of the expected shape', () => {
    const storage = memory();
    storage.setItem(authStorageKey(SERVER), '{"tokens":{"access_token":5}}');
    expect(make(storage).provider.tokens()).toBeUndefined();
  });
});

describe('explainFlowError', () => {
  it('explains a wrong iss on the redirect as RFC 9207 mix-up protection', () => {
    const text = explainFlowError(new IssuerMismatchError('authorization_response', 'https://as.example', 'https://evil.example')).explanation;
    expect(text).toContain('iss="https://evil.example"');
    expect(text).toContain('RFC 9207');
  });

  it('explains metadata naming another issuer as RFC 8414', () => {
    expect(explainFlowError(new IssuerMismatchError('metadata', 'https://as.example', 'https://other.example')).explanation).toContain('RFC 8414');
  });
});
