import { describe, expect, it } from 'vitest';
import { FakeSession } from './fake-session.test-util';
import { SessionManager } from './session-manager';

function setup(resolveFetch?: (url: string) => Promise<typeof fetch | undefined>) {
  const sessions: FakeSession[] = [];
  const manager = new SessionManager<FakeSession>({
    createSession: (input) => {
      const session = new FakeSession(input);
      sessions.push(session);
      return session;
    },
    resolveFetch,
    now: () => 42,
  });
  return { manager, sessions };
}

const target = (url: string) => ({ url, headers: { authorization: 'Bearer t' }, secretHeaders: ['authorization'] });

describe('SessionManager', () => {
  it('connects and publishes the session status', async () => {
    const { manager, sessions } = setup();
    const seen: string[] = [];
    manager.subscribe(() => seen.push(manager.getSnapshot().status.state));
    await manager.connect(target('https://a.example/mcp'));
    expect(manager.getSnapshot().status.state).toBe('connected');
    expect(seen).toContain('connecting');
    expect(sessions[0]?.input.headers).toEqual({ authorization: 'Bearer t' });
  });

  it('keeps one active session: a new connect closes the previous one', async () => {
    const { manager, sessions } = setup();
    await manager.connect(target('https://a.example/mcp'));
    await manager.connect(target('https://b.example/mcp'));
    expect(sessions[0]?.closed).toBe(true);
    expect(manager.getSnapshot().session).toBe(sessions[1]);
    const status = manager.getSnapshot().status;
    expect(status.state === 'connected' && status.url).toBe('https://b.example/mcp');
  });

  it('passes the resolved fetch to the session', async () => {
    const demoFetch: typeof fetch = () => Promise.resolve(new Response(''));
    const { manager, sessions } = setup((url) => Promise.resolve(url.includes('demo') ? demoFetch : undefined));
    await manager.connect(target('https://demo.invalid/mcp'));
    expect(sessions[0]?.input.fetch).toBe(demoFetch);
  });

  it('reports a failed fetch resolution as an error status instead of throwing', async () => {
    const { manager } = setup(() => Promise.reject(new Error('chunk failed')));
    const status = await manager.connect(target('https://demo.invalid/mcp'));
    expect(status.state).toBe('error');
    expect(status.state === 'error' && status.error.message).toContain('chunk failed');
  });

  it('disconnect closes the session and ends in closed', async () => {
    const { manager, sessions } = setup();
    await manager.connect(target('https://a.example/mcp'));
    await manager.disconnect();
    expect(sessions[0]?.closed).toBe(true);
    expect(manager.getSnapshot()).toEqual({ session: undefined, status: { state: 'closed', url: 'https://a.example/mcp' } });
  });

  it('a later connect wins over an earlier one still resolving its fetch', async () => {
    let release: (value: undefined) => void = () => undefined;
    const slow = new Promise<undefined>((resolve) => {
      release = resolve;
    });
    const { manager, sessions } = setup((url) => (url.includes('slow') ? slow : Promise.resolve(undefined)));
    const first = manager.connect(target('https://slow.example/mcp'));
    await manager.connect(target('https://fast.example/mcp'));
    release(undefined);
    await first;
    expect(sessions.map((s) => s.url)).toEqual(['https://fast.example/mcp']);
    expect(manager.getSnapshot().session?.url).toBe('https://fast.example/mcp');
  });

  it('a later connect wins over an earlier one still loading its session code, which is closed unused', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    let loading: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => {
      loading = resolve;
    });
    const sessions: FakeSession[] = [];
    const manager = new SessionManager<FakeSession>({
      createSession: async (input) => {
        if (input.url.includes('slow')) {
          loading();
          await loaded;
        }
        const session = new FakeSession(input);
        sessions.push(session);
        return session;
      },
    });
    const first = manager.connect(target('https://slow.example/mcp'));
    await slowStarted;
    await manager.connect(target('https://fast.example/mcp'));
    release();
    await first;
    expect(manager.getSnapshot().session?.url).toBe('https://fast.example/mcp');
    expect(manager.getSnapshot().status.state).toBe('connected');
    expect(sessions.find((s) => s.url.includes('slow'))?.closed).toBe(true);
  });

  it('reports a session module that fails to load as an error status', async () => {
    const manager = new SessionManager<FakeSession>({
      createSession: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    });
    const status = await manager.connect(target('https://a.example/mcp'));
    expect(status.state === 'error' && status.error.message).toContain('dynamically imported module');
  });
});
