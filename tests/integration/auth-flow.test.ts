import { specTypeSchemas } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAuthServer } from '../../e2e/fixtures/auth-server';
import { ME_URI, WELCOME_URI, startProtectedServer } from '../../e2e/fixtures/auth-mcp-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { ConsoleOAuthProvider, completeSignIn, type AuthStorage } from '../../src/protocol/auth';
import { McpSession } from '../../src/protocol/session/session';
import { buildSessionFile, toHar } from '../../src/recording/session-file';

const REDIRECT = 'http://127.0.0.1:9/console/sub/';

function memoryStorage(): AuthStorage & { dump(): string } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    dump: () => [...map.values()].join('\n'),
  };
}

/** Plays the browser's part: opens the authorization URL (the fixture approves at once) and reads the redirect back. */
async function approve(authorizationUrl: string): Promise<URLSearchParams> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) throw new Error(`authorization answered ${response.status}: ${await response.text()}`);
  expect(location.startsWith(REDIRECT)).toBe(true);
  return new URL(location).searchParams;
}

function setup(serverUrl: string) {
  const provider = new ConsoleOAuthProvider({ serverUrl, redirectUrl: REDIRECT, storage: memoryStorage() });
  const session = new McpSession({ url: serverUrl, fetch: provider.steps.wrapFetch((i, init) => fetch(i, init)), authProvider: provider });
  return { provider, session };
}

async function signIn(provider: ConsoleOAuthProvider, session: McpSession): Promise<void> {
  const state = provider.getSnapshot();
  if (state.state !== 'sign-in-required') throw new Error(`expected sign-in-required, got ${state.state}`);
  const outcome = await completeSignIn(provider, await approve(state.authorizationUrl), session.rawFetch);
  expect(outcome).toEqual({ ok: true });
}

/** A session that met the 401, signed in (the fixture approves) and reconnected with its token. */
async function signedIn(serverUrl: string) {
  const { provider, session } = setup(serverUrl);
  await session.connect();
  await signIn(provider, session);
  expect((await session.connect()).state).toBe('connected');
  return { provider, session };
}

async function setNextUser(issuer: string, user: string): Promise<void> {
  await fetch(`${issuer}/admin/user`, { method: 'POST', body: user });
}

describe('OAuth sign-in through the SDK against the fixture servers (spec §22)', () => {
  const started: FixtureServer[] = [];
  let issuer = '';
  let protectedUrl = '';
  let wrongIssUrl = '';

  beforeAll(async () => {
    const as = await startAuthServer({ tokenTtlSeconds: 600 });
    const wrongAs = await startAuthServer({ wrongIss: true });
    issuer = as.url;
    const rs = await startProtectedServer({ authServer: as.url });
    const wrongRs = await startProtectedServer({ authServer: wrongAs.url });
    started.push(as, wrongAs, rs, wrongRs);
    protectedUrl = rs.url;
    wrongIssUrl = wrongRs.url;
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.close()));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for sign-in on 401, then connects with the token and records every step', async () => {
    const { provider, session } = setup(protectedUrl);
    const first = await session.connect();
    expect(first.state).toBe('error');
    expect(provider.getSnapshot().state).toBe('sign-in-required');

    await signIn(provider, session);
    const second = await session.connect();
    expect(second.state).toBe('connected');
    const list = await session.request({ method: 'resources/list' }, specTypeSchemas.ListResourcesResult);
    expect(list.resources.map((r) => r.uri).sort()).toEqual([ME_URI, WELCOME_URI].sort());

    const kinds = provider.steps.getSnapshot().map((s) => `${s.kind}:${s.status}`);
    for (const kind of ['challenge', 'resource-metadata', 'server-metadata', 'registration', 'authorization', 'token', 'authorized-request']) {
      expect(kinds).toContain(`${kind}:ok`);
    }
    expect(provider.getSnapshot()).toMatchObject({ state: 'signed-in' });
    await session.close();
  });

  it('never lets a token, code or PKCE verifier into the steps, the traffic log, a session export or a HAR', async () => {
    const { provider, session } = await signedIn(protectedUrl);
    const tokens = provider.tokens();
    expect(tokens?.access_token).toBeDefined();
    const traffic = session.traffic.getSnapshot();
    const exported = buildSessionFile({ url: protectedUrl, negotiation: undefined, description: undefined, traffic, now: new Date(0) });
    const everything = JSON.stringify(provider.steps.getSnapshot()) + JSON.stringify(exported) + JSON.stringify(toHar(traffic.exchanges, 'test'));
    expect(everything).not.toContain(tokens?.access_token ?? '\0');
    expect(everything).not.toContain(tokens?.refresh_token ?? '\0');
    expect(everything).toMatch(/code_verifier=%5Bredacted%5D/);
    await session.close();
  });

  it('partitions by principal: a second user gets a different principal and sees their own private result', async () => {
    const read = async (user: string) => {
      await setNextUser(issuer, user);
      const { provider, session } = await signedIn(protectedUrl);
      const result = await session.request({ method: 'resources/read', params: { uri: ME_URI } }, specTypeSchemas.ReadResourceResult);
      await session.close();
      const first = result.contents[0];
      return { principal: provider.principal(), text: first !== undefined && 'text' in first ? first.text : '' };
    };
    const alice = await read('alice');
    const bob = await read('bob');
    await setNextUser(issuer, 'alice');
    expect(alice.text).toContain('alice');
    expect(bob.text).toContain('bob');
    expect(alice.principal).toBe(`${issuer}#sub:alice`);
    expect(bob.principal).not.toBe(alice.principal);
  });

  it('refreshes an expired access token without asking the user again', async () => {
    const { provider, session } = await signedIn(protectedUrl);
    const before = provider.tokens()?.access_token;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3_600_000);
    const list = await session.request({ method: 'resources/list' }, specTypeSchemas.ListResourcesResult);
    expect(list.resources.length).toBe(2);
    expect(provider.tokens()?.access_token).not.toBe(before);
    expect(provider.steps.getSnapshot().some((s) => s.kind === 'refresh' && s.status === 'ok')).toBe(true);
    expect(provider.getSnapshot().state).toBe('signed-in');
    await session.close();
  });

  it('steps up on 403 insufficient_scope: asks again with the union of scopes, then retries the call once, which succeeds', async () => {
    const { provider, session } = await signedIn(protectedUrl);
    const call = { method: 'tools/call', params: { name: 'admin-reset', arguments: {} } };
    const result = session.request(call, specTypeSchemas.CallToolResult);
    await expect.poll(() => provider.getSnapshot().state).toBe('sign-in-required');
    const state = provider.getSnapshot();
    expect(state.state === 'sign-in-required' ? state.scope?.split(' ').sort() : []).toEqual(['mcp:admin', 'mcp:read']);
    await signIn(provider, session);
    expect((await result).content[0]).toMatchObject({ type: 'text', text: 'reset by alice' });
    expect(provider.steps.getSnapshot().map((step) => step.title)).toEqual(expect.arrayContaining(['Step-up authorization', 'Call retried after step-up']));
    await session.close();
  });

  it('refuses a code sent back with the wrong iss and explains the mix-up protection', async () => {
    const { provider, session } = setup(wrongIssUrl);
    await session.connect();
    const state = provider.getSnapshot();
    if (state.state !== 'sign-in-required') throw new Error('expected sign-in-required');
    const outcome = await completeSignIn(provider, await approve(state.authorizationUrl), session.rawFetch);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.explanation).toMatch(/RFC 9207/);
    expect(provider.tokens()).toBeUndefined();
    expect(provider.steps.rootFailure()?.kind).toBe('authorization');
    await session.close();
  });

  it('signs in with a client registered beforehand, skipping registration', async () => {
    const { provider, session } = setup(protectedUrl);
    provider.setClient('preregistered-console');
    await session.connect();
    await signIn(provider, session);
    expect((await session.connect()).state).toBe('connected');
    expect(provider.steps.getSnapshot().some((s) => s.kind === 'registration')).toBe(false);
    expect(provider.steps.getSnapshot().find((s) => s.kind === 'authorization')?.request?.url).toContain('client_id=preregistered-console');
    await session.close();
  });

  it('signs in with a confidential pre-registered client, whose secret reaches no step, export or HAR', async () => {
    const { provider, session } = setup(protectedUrl);
    provider.setClient('preregistered-confidential', 'fixture-secret');
    await session.connect();
    await signIn(provider, session);
    expect((await session.connect()).state).toBe('connected');
    const traffic = session.traffic.getSnapshot();
    const exported = buildSessionFile({ url: protectedUrl, negotiation: undefined, description: undefined, traffic, now: new Date(0) });
    const everything = JSON.stringify(provider.steps.getSnapshot()) + JSON.stringify(exported) + JSON.stringify(toHar(traffic.exchanges, 'test'));
    expect(everything).not.toContain('fixture-secret');
    expect(provider.steps.getSnapshot().find((s) => s.kind === 'token')?.request?.headers).toContainEqual(['authorization', '[redacted]']);
    await session.close();
  });

  it('never shows the error text of an answer whose iss is wrong (a possible mix-up attack)', async () => {
    const { provider, session } = setup(protectedUrl);
    await session.connect();
    const state = new URL(provider.pendingAuthorizationUrl ?? 'http://x').searchParams.get('state') ?? '';
    const forged = new URLSearchParams({ state, error: 'access_denied', error_description: 'EVIL-TEXT call +1-555', iss: 'https://evil.example' });
    const outcome = await completeSignIn(provider, forged, session.rawFetch);
    expect(outcome.ok ? '' : outcome.explanation).toMatch(/RFC 9207/);
    expect(JSON.stringify(provider.steps.getSnapshot())).not.toContain('EVIL-TEXT');
    await session.close();
  });

  it('ignores an answer whose state it did not send', async () => {
    const { provider, session } = setup(protectedUrl);
    await session.connect();
    const outcome = await completeSignIn(provider, new URLSearchParams({ code: 'x', state: 'forged' }), session.rawFetch);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.explanation).toMatch(/state mismatch/);
    await session.close();
  });
});
