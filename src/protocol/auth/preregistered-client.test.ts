import { auth } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import type { AuthStorage } from './auth-storage';
import { NO_REGISTRATION_EXPLANATION } from './preregistered-client';
import { ConsoleOAuthProvider } from './provider';

const SERVER = 'https://mcp.example/mcp';
const AS = 'https://as.example';

function memory(): AuthStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** An authorization server without dynamic registration; records the token request it gets. */
function authorizationServer(methods: string[]) {
  const tokenRequests: { headers: Headers; body: URLSearchParams }[] = [];
  const fetchFn: typeof fetch = (input, init) => Promise.resolve(answer(input, init));
  const answer = (input: RequestInfo | URL, init: RequestInit | undefined): Response => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/.well-known/oauth-protected-resource/mcp') return Response.json({ resource: SERVER, authorization_servers: [AS] });
    if (url.href === `${AS}/.well-known/oauth-authorization-server`) {
      return Response.json({
        issuer: AS,
        authorization_endpoint: `${AS}/authorize`,
        token_endpoint: `${AS}/token`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: methods,
      });
    }
    if (url.href === `${AS}/token`) {
      tokenRequests.push({ headers: new Headers(init?.headers), body: new URLSearchParams(init?.body instanceof URLSearchParams || typeof init?.body === 'string' ? init.body : '') });
      return Response.json({ access_token: 'at', token_type: 'Bearer' });
    }
    return new Response(null, { status: 404 });
  };
  return { fetchFn, tokenRequests };
}

function provider(storage = memory()) {
  return new ConsoleOAuthProvider({ serverUrl: SERVER, redirectUrl: 'https://console.example/', storage, randomState: () => 's' });
}

/** Runs the sign-in: discovery and the authorization URL, then the code exchange. */
async function signIn(p: ConsoleOAuthProvider, fetchFn: typeof fetch): Promise<URL> {
  expect(await auth(p, { serverUrl: SERVER, fetchFn })).toBe('REDIRECT');
  const url = new URL(p.pendingAuthorizationUrl ?? '');
  expect(await auth(p, { serverUrl: SERVER, fetchFn, authorizationCode: 'the-code', iss: AS })).toBe('AUTHORIZED');
  return url;
}

describe('a pre-registered client (spec §22)', () => {
  it('authenticates with client_secret_basic when the server lists it', async () => {
    const server = authorizationServer(['client_secret_basic', 'client_secret_post']);
    const p = provider();
    p.setClient('console-app', 's3cret');
    expect((await signIn(p, server.fetchFn)).searchParams.get('client_id')).toBe('console-app');
    const [request] = server.tokenRequests;
    expect(request?.headers.get('authorization')).toBe(`Basic ${btoa('console-app:s3cret')}`);
    expect(request?.body.get('grant_type')).toBe('authorization_code');
    expect(request?.body.has('client_secret')).toBe(false);
    expect(p.tokens()?.access_token).toBe('at');
  });

  it('authenticates with client_secret_post when that is the only method', async () => {
    const server = authorizationServer(['client_secret_post']);
    const p = provider();
    p.setClient('console-app', 's3cret');
    await signIn(p, server.fetchFn);
    const [request] = server.tokenRequests;
    expect(request?.headers.has('authorization')).toBe(false);
    expect(request?.body.get('client_id')).toBe('console-app');
    expect(request?.body.get('client_secret')).toBe('s3cret');
  });

  it('keeps the secret with the tokens, in the storage chosen for secrets, never in the recorded steps', async () => {
    const server = authorizationServer(['client_secret_post']);
    const storage = memory();
    const p = provider(storage);
    p.setClient('console-app', 's3cret');
    await signIn(p, p.steps.wrapFetch(server.fetchFn));
    expect([...storage.map.values()].join()).toContain('s3cret');
    expect(JSON.stringify(p.steps.getSnapshot())).not.toContain('s3cret');
  });

  it('asks for a pre-registered client when the server offers no registration', async () => {
    const server = authorizationServer(['none']);
    const p = provider();
    await expect(auth(p, { serverUrl: SERVER, fetchFn: server.fetchFn })).rejects.toThrow(/dynamic client registration/);
    expect(p.needsPreRegisteredClient).toBe(true);
    expect(p.steps.rootFailure()).toMatchObject({ kind: 'registration', explanation: NO_REGISTRATION_EXPLANATION });
    p.setClient('public-app');
    expect(p.needsPreRegisteredClient).toBe(false);
  });
});
