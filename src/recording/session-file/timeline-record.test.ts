import { describe, expect, it } from 'vitest';
import type { AuthStep } from '../../protocol/auth/auth-types';
import { AuthStepRecorder } from '../../protocol/auth/step-recorder';
import { buildSessionFile } from './build';
import { parseSessionFile } from './schema';
import { redactUrl } from './timeline-record';

const SERVER = 'https://mcp.example/mcp';
const TOKEN_URL = 'https://as.example/token';
const SECRETS = {
  access: 'AT-7f3a9c-live',
  refresh: 'RT-b41d07-live',
  code: 'CODE-91ab3e',
  verifier: 'VERIFIER-5c2d88',
  clientSecret: 'CS-e0a4f1',
  apiKey: 'custom-key-b41d07',
};

/** A base fetch answering the OAuth flow's requests with the secrets in their bodies. */
const oauthServer: typeof fetch = (input) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url === SERVER) return Promise.resolve(new Response(null, { status: 401, headers: { 'www-authenticate': 'Bearer realm="mcp"' } }));
  if (url === TOKEN_URL) return Promise.resolve(Response.json({ access_token: SECRETS.access, refresh_token: SECRETS.refresh, token_type: 'Bearer' }));
  return Promise.resolve(Response.json({ client_id: 'console', client_secret: SECRETS.clientSecret, redirect_uris: ['https://console.example/'] }));
};

/** Steps as a careless recorder might keep them: every secret in a header, a body, a URL or a message. */
const leaky: AuthStep[] = [
  {
    id: 1,
    kind: 'authorization',
    title: 'Authorization',
    status: 'ok',
    at: 10,
    request: { method: 'GET', url: `https://as.example/authorize?client_id=console&code_challenge=abc&state=s1`, headers: [] },
    response: { status: 302, headers: [['location', `https://console.example/?code=${SECRETS.code}&state=s1`]], body: `code=${SECRETS.code}&state=s1` },
  },
  {
    id: 2,
    kind: 'token',
    title: 'Token',
    status: 'failed',
    at: 20,
    request: { method: 'POST', url: `${TOKEN_URL}?code=${SECRETS.code}`, headers: [['authorization', `Basic ${SECRETS.clientSecret}`]], body: `code=${SECRETS.code}&code_verifier=${SECRETS.verifier}` },
    response: { status: 400, headers: [['set-cookie', SECRETS.refresh]], body: `{"access_token":"${SECRETS.access}"}` },
    error: `Error: {"refresh_token":"${SECRETS.refresh}"}`,
  },
  {
    id: 3,
    kind: 'challenge',
    title: 'Server asks for authorization (401)',
    status: 'ok',
    at: 30,
    request: { method: 'POST', url: SERVER, headers: [['x-api-key', SECRETS.apiKey], ['authorization', `Bearer ${SECRETS.access}`]], body: '{}' },
    response: { status: 401, headers: [] },
  },
];

function fileText(authSteps: readonly AuthStep[]): string {
  return JSON.stringify(buildSessionFile({ url: SERVER, negotiation: undefined, description: undefined, traffic: { exchanges: [], frames: [] }, now: new Date(0), authSteps }));
}

function expectNoSecret(text: string): void {
  for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
}

describe('auth steps in the session file (version 3)', () => {
  it('keeps tokens, codes, client secrets, PKCE verifiers and Authorization values out, even of steps that hold them', () => {
    const text = fileText(leaky);
    expectNoSecret(text);
    const parsed = parseSessionFile(text);
    if (!parsed.ok) throw new Error(parsed.error);
    // What the auth lane draws is still there: kinds, outcomes, URLs (secrets masked), statuses.
    expect(parsed.file.authSteps?.map((s) => `${s.kind} ${s.status} ${s.request?.url ?? ''} ${s.response?.status ?? ''}`)).toEqual([
      'authorization ok https://as.example/authorize?client_id=console&code_challenge=abc&state=s1 302',
      'token failed https://as.example/token?code=%5Bredacted%5D 400',
      `challenge ok ${SERVER} 401`,
    ]);
    expect(JSON.parse(text)).not.toHaveProperty(['authSteps', 0, 'request', 'headers']);
  });

  it('keeps the secrets of a real recorded flow (registration, token exchange, authorized request) out', async () => {
    const recorder = new AuthStepRecorder({ serverUrl: SERVER, now: () => 5 });
    const fetchFn = recorder.wrapFetch(oauthServer);
    await fetchFn(SERVER, { method: 'POST', headers: { 'X-Api-Key': SECRETS.apiKey }, body: '{}' });
    await fetchFn('https://as.example/register', { method: 'POST', body: JSON.stringify({ redirect_uris: ['https://console.example/'] }) });
    await fetchFn(TOKEN_URL, { method: 'POST', body: `grant_type=authorization_code&code=${SECRETS.code}&code_verifier=${SECRETS.verifier}` });
    expect(recorder.getSnapshot().map((s) => s.kind)).toEqual(['challenge', 'registration', 'token']);
    // The recorder itself keeps the user's own secret header (it cannot know it is one): the file must not.
    expect(JSON.stringify(recorder.getSnapshot())).toContain(SECRETS.apiKey);
    expectNoSecret(fileText(recorder.getSnapshot()));
  });

  it('masks OAuth secrets in a URL query and fragment, and leaves other URLs alone', () => {
    expect(redactUrl('https://c.example/cb?code=abc&state=x#access_token=t')).toBe('https://c.example/cb?code=%5Bredacted%5D&state=x#access_token=%5Bredacted%5D');
    expect(redactUrl('https://as.example/.well-known/oauth-authorization-server')).toBe('https://as.example/.well-known/oauth-authorization-server');
  });
});

describe('invalidations in the session file (version 3)', () => {
  it('keeps this server’s entries by method and params, without the principal and without other servers', () => {
    const invalidations = [
      { id: 1, at: 1, cause: 'user' as const, detail: 'Refresh in the Resources panel', keys: [['mcp', SERVER, 'https://as.example#sub:alice', 'resources/list', { cursor: 'p2' }]] },
      { id: 2, at: 2, cause: 'reconnect' as const, detail: 'Reconnected', keys: [['mcp', 'https://other.example/mcp', 'anonymous', 'tools/list', {}]] },
    ];
    const file = buildSessionFile({ url: SERVER, negotiation: undefined, description: undefined, traffic: { exchanges: [], frames: [] }, now: new Date(0), invalidations });
    expect(file.invalidations).toEqual([{ id: 1, at: 1, cause: 'user', detail: 'Refresh in the Resources panel', entries: [{ method: 'resources/list', params: { cursor: 'p2' } }] }]);
    expect(JSON.stringify(file)).not.toContain('alice');
  });
});
