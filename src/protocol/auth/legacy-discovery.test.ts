import { auth } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import type { AuthStorage } from './auth-storage';
import { ConsoleOAuthProvider } from './provider';

const ORIGIN = 'https://legacy.example';
const SERVER = `${ORIGIN}/mcp`;

function memory(): AuthStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A 2025-03-26 server: no protected resource metadata; its own /oauth routes are its authorization server. */
function legacyServer(issuer: string): typeof fetch {
  const answer = (url: URL): Response => {
    if (url.pathname.startsWith('/.well-known/oauth-protected-resource')) return new Response('not found', { status: 404 });
    if (url.href === `${ORIGIN}/.well-known/oauth-authorization-server`) {
      return Response.json({
        issuer,
        authorization_endpoint: `${ORIGIN}/oauth/authorize`,
        token_endpoint: `${ORIGIN}/oauth/token`,
        registration_endpoint: `${ORIGIN}/oauth/register`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.href === `${ORIGIN}/oauth/register`) return Response.json({ client_id: 'legacy-client', redirect_uris: ['https://console.example/'] }, { status: 201 });
    return new Response(null, { status: 404 });
  };
  return (input) => Promise.resolve(answer(new URL(input instanceof Request ? input.url : String(input))));
}

function setup(issuer: string) {
  const provider = new ConsoleOAuthProvider({ serverUrl: SERVER, redirectUrl: 'https://console.example/', storage: memory(), randomState: () => 's' });
  const fetchFn = provider.steps.wrapFetch(legacyServer(issuer));
  return { provider, fetchFn };
}

describe('2025-03-26 authorization servers (no protected resource metadata)', () => {
  it("finds the metadata at the MCP server's origin, accepts its /oauth issuer, and signs in there, saying which rule it followed", async () => {
    const { provider, fetchFn } = setup(`${ORIGIN}/oauth`);
    // The SDK's RFC 8414 issuer check refuses the first pass; the console keeps what it found.
    await auth(provider, { serverUrl: SERVER, fetchFn }).catch(() => undefined);
    expect(await auth(provider, { serverUrl: SERVER, fetchFn })).toBe('REDIRECT');
    const url = new URL(provider.pendingAuthorizationUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe('legacy-client');
    const metadataStep = provider.steps.getSnapshot().find((step) => step.kind === 'server-metadata');
    expect(metadataStep?.explanation).toContain('2025-03-26 rule');
    expect(metadataStep?.explanation).toContain(`issuer ${ORIGIN}/oauth`);
  });

  it('leaves a server with protected resource metadata to the usual rules', async () => {
    const { provider } = setup(`${ORIGIN}/oauth`);
    const fetchFn = provider.steps.wrapFetch((input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('oauth-protected-resource')) return Promise.resolve(Response.json({ resource: SERVER, authorization_servers: [ORIGIN] }));
      return legacyServer(`${ORIGIN}/oauth`)(input);
    });
    await expect(auth(provider, { serverUrl: SERVER, fetchFn })).rejects.toThrow();
    await expect(auth(provider, { serverUrl: SERVER, fetchFn })).rejects.toThrow();
    expect(provider.pendingAuthorizationUrl).toBeUndefined();
  });
});
