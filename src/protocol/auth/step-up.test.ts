import { describe, expect, it } from 'vitest';
import type { AuthStorage } from './auth-storage';
import { ConsoleOAuthProvider } from './provider';
import { withStepUp } from './step-up';

const SERVER = 'https://mcp.example/mcp';
const REFUSED = (): Response =>
  new Response(null, { status: 403, headers: { 'www-authenticate': 'Bearer error="insufficient_scope", scope="files:read files:write"' } });

function memory(): AuthStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/**
 * A provider and a call that behaves as the SDK does on 403 insufficient_scope: the refusal goes
 * through the recorded fetch, the SDK hands a new authorization URL (union of scopes) to the
 * provider, and the call fails. `answers` says, per attempt, whether the server refuses it.
 */
function setup(answers: ('refuse' | 'ok')[]) {
  const provider = new ConsoleOAuthProvider({ serverUrl: SERVER, redirectUrl: 'https://console.example/', storage: memory(), randomState: () => 's' });
  provider.saveTokens({ access_token: 'first', token_type: 'Bearer', scope: 'files:read' });
  const fetchFn = provider.steps.wrapFetch(() => Promise.resolve(answers.shift() === 'refuse' ? REFUSED() : Response.json({ jsonrpc: '2.0', id: 1, result: {} })));
  let calls = 0;
  const attempt = async (): Promise<string> => {
    calls++;
    const response = await fetchFn(SERVER, { method: 'POST', headers: { Authorization: 'Bearer t' }, body: '{}' });
    if (response.status !== 403) return 'result';
    provider.redirectToAuthorization(new URL('https://as.example/authorize?scope=files%3Aread+files%3Awrite'));
    throw new Error('Unauthorized');
  };
  /** The user finishing the sign-in in the popup. */
  const signIn = (): void => provider.saveTokens({ access_token: 'second', token_type: 'Bearer', scope: 'files:read files:write' });
  return { provider, attempt, signIn, calls: () => calls };
}

describe('step-up on 403 insufficient_scope (spec §22)', () => {
  it('asks for the union of scopes, waits for the sign-in, and retries the call once', async () => {
    const { provider, attempt, signIn, calls } = setup(['refuse', 'ok']);
    const result = withStepUp(provider, attempt);
    await expect.poll(() => provider.getSnapshot().state).toBe('sign-in-required');
    expect(provider.getSnapshot()).toMatchObject({ scope: 'files:read files:write' });
    signIn();
    await expect(result).resolves.toBe('result');
    expect(calls()).toBe(2);
    const titles = provider.steps.getSnapshot().map((step) => `${step.title}:${step.status}`);
    expect(titles).toEqual(['Server asks for more scope (403 insufficient_scope):ok', 'Step-up authorization:pending', 'Call retried after step-up:ok']);
  });

  it('does not loop when the second token is refused too: the call fails after one retry', async () => {
    const { provider, attempt, signIn, calls } = setup(['refuse', 'refuse', 'ok']);
    const result = withStepUp(provider, attempt);
    await expect.poll(() => provider.getSnapshot().state).toBe('sign-in-required');
    signIn();
    await expect(result).rejects.toThrow('Unauthorized');
    expect(calls()).toBe(2);
    expect(provider.steps.getSnapshot().at(-1)).toMatchObject({ title: 'Call retried after step-up', status: 'failed' });
  });

  it('gives up without a retry when the user signs out instead', async () => {
    const { provider, attempt, calls } = setup(['refuse', 'ok']);
    const result = withStepUp(provider, attempt);
    await expect.poll(() => provider.getSnapshot().state).toBe('sign-in-required');
    provider.signOut();
    await expect(result).rejects.toThrow('Unauthorized');
    expect(calls()).toBe(1);
  });

  it('passes other failures through at once', async () => {
    const { provider } = setup([]);
    let calls = 0;
    const failing = (): Promise<never> => {
      calls++;
      return Promise.reject(new Error('HTTP 500'));
    };
    await expect(withStepUp(provider, failing)).rejects.toThrow('HTTP 500');
    expect(calls).toBe(1);
  });
});
