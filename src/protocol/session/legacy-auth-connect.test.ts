import { describe, expect, it } from 'vitest';
import { ConsoleOAuthProvider, type AuthStorage } from '../auth';
import { McpSession } from './session';

const ORIGIN = 'https://legacy.example';
const SERVER = `${ORIGIN}/mcp`;

function memory(): AuthStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/**
 * A 2025-03-26 server that is its own authorization server: every MCP request needs a token, it
 * serves no protected resource metadata, and its metadata at its origin names its /oauth routes'
 * issuer, which RFC 8414's issuer check refuses.
 */
function legacyServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.href === SERVER) mcpRequests += 1;
  if (url.href === SERVER) return Promise.resolve(new Response('unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } }));
  if (url.href === `${ORIGIN}/.well-known/oauth-authorization-server`) {
    return Promise.resolve(
      Response.json({
        issuer: `${ORIGIN}/oauth`,
        authorization_endpoint: `${ORIGIN}/oauth/authorize`,
        token_endpoint: `${ORIGIN}/oauth/token`,
        registration_endpoint: `${ORIGIN}/oauth/register`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
      }),
    );
  }
  if (url.href === `${ORIGIN}/oauth/register`) return Promise.resolve(Response.json({ client_id: 'legacy-client', redirect_uris: ['https://console.example/'] }, { status: 201 }));
  return Promise.resolve(new Response('not found', { status: 404 }));
}

let mcpRequests = 0;

/** The same server, but a 2025-06-18 one: its protected resource metadata names the authorization server at its origin. */
function modernServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.startsWith('/.well-known/oauth-protected-resource')) return Promise.resolve(Response.json({ resource: SERVER, authorization_servers: [ORIGIN] }));
  if (url.href === `${ORIGIN}/.well-known/oauth-authorization-server`) {
    return legacyServer(input).then(async (answer) => Response.json({ ...((await answer.json()) as object), issuer: ORIGIN }));
  }
  return legacyServer(input);
}

function connect(server: typeof legacyServer) {
  mcpRequests = 0;
  const provider = new ConsoleOAuthProvider({ serverUrl: SERVER, redirectUrl: 'https://console.example/', storage: memory(), randomState: () => 's' });
  const session = new McpSession({ url: SERVER, fetch: provider.steps.wrapFetch(server), authProvider: provider, timeoutMs: 5_000 });
  return { provider, session };
}

describe('the first connect to a 2025-03-26 server that is its own authorization server', () => {
  it("asks the user to sign in at the server's own /oauth routes, instead of failing on the issuer check", async () => {
    const { provider, session } = connect(legacyServer);
    await session.connect();
    const state = provider.getSnapshot();
    expect(state.state).toBe('sign-in-required');
    const authorizationUrl = new URL(state.state === 'sign-in-required' ? state.authorizationUrl : 'about:blank');
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${ORIGIN}/oauth/authorize`);
    expect(authorizationUrl.searchParams.get('client_id')).toBe('legacy-client');
  });

  it('makes one pass only on a server whose discovery the SDK accepts, where sign-in is simply required', async () => {
    const { provider, session } = connect(modernServer);
    await session.connect();
    expect(provider.getSnapshot().state).toBe('sign-in-required');
    const firstPass = mcpRequests;
    expect(firstPass).toBeGreaterThan(0);
    const legacy = connect(legacyServer);
    await legacy.session.connect();
    expect(mcpRequests).toBeGreaterThan(firstPass);
  });
});
