import { SdkHttpError, SdkErrorCode, type PriorDiscovery } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValueStore } from '../../lib/value-store';
import { ConsoleError } from '../diagnosis/console-error';
import { testExchange } from '../model/exchange.test-util';
import { SessionRecovery, type RecoveryClient, type RecoveryHost, type Reopened } from './session-recovery';
import type { Connected } from './session-open';
import { TrafficLog } from '../transport/tap/traffic-log';
import type { ConnectionStatus } from '../model/types';

const URL_ = 'http://127.0.0.1:4410/mcp';

function connected(protocolVersion = '2025-11-25'): Connected {
  const era = protocolVersion >= '2026' ? 'modern' : 'legacy';
  return {
    state: 'connected',
    url: URL_,
    negotiation: { era, protocolVersion, probed: era === 'modern', evidence: [] },
    server: { info: undefined, capabilities: {}, instructions: undefined, discover: undefined },
    connectedAt: 0,
    connectMs: 1,
  };
}

/** A stand-in client: only the part the recovery machine touches. */
function fakeClient(uris: string[], subscribe: (uri: string) => Promise<unknown>): RecoveryClient {
  return { subscribedUris: uris, subscribeResource: ({ uri }) => subscribe(uri).then(() => ({})) };
}

function host(open: RecoveryHost['open'], client = fakeClient([], () => Promise.resolve({})), before = connected()) {
  const status = new ValueStore<ConnectionStatus>(before);
  const traffic = new TrafficLog({ schedule: (flush) => flush() });
  const recoveryHost: RecoveryHost = {
    url: URL_,
    traffic,
    status,
    now: () => Date.now(),
    client: () => client,
    drop: vi.fn(() => Promise.resolve()),
    open,
    explain: (err) => Promise.resolve(err instanceof ConsoleError ? err : new ConsoleError({ kind: 'http', httpStatus: 500, message: 'HTTP 500 Internal Server Error' })),
  };
  return { recoveryHost, status };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SessionRecovery.renew', () => {
  it('renews once for many callers, re-subscribes and reports the version it negotiated', async () => {
    const subscribed: string[] = [];
    const open = vi.fn((_prior: PriorDiscovery | undefined): Promise<Reopened> => Promise.resolve({ status: connected('2025-06-18'), exchanges: [] }));
    const { recoveryHost, status } = host(open, fakeClient(['a://1', 'a://2'], (uri) => (uri === 'a://2' ? Promise.reject(new Error('no')) : Promise.resolve(subscribed.push(uri)))));
    const recovery = new SessionRecovery(recoveryHost);
    const results = await Promise.all([recovery.renew(undefined), recovery.renew(undefined)]);
    expect(results).toEqual([true, true]);
    expect(open).toHaveBeenCalledOnce();
    expect(open.mock.calls[0]?.[0]).toEqual({ kind: 'legacy' });
    expect(subscribed).toEqual(['a://1']);
    const after = status.getSnapshot();
    expect(after.state === 'connected' ? after.recovery?.message : '').toBe(
      'The server forgot the session; a new one was started. It negotiated 2025-06-18 (was 2025-11-25). 1 of 2 resource subscriptions were made again.',
    );
  });

  it('ends disconnected with the reason when the new initialize is refused, never still "Connected"', async () => {
    const open = vi.fn(() => Promise.reject(new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'Error POSTing', { status: 500, statusText: 'Internal Server Error', text: '' })));
    const { recoveryHost, status } = host(open);
    expect(await new SessionRecovery(recoveryHost).renew(undefined)).toBe(false);
    const after = status.getSnapshot();
    expect(after.state).toBe('error');
    expect(after.state === 'error' ? after.error.message : '').toBe('The server forgot the session and a new one could not be started: HTTP 500 Internal Server Error');
  });

  it('goes to reconnecting when nobody answers the new initialize', async () => {
    const open = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const { recoveryHost, status } = host(open);
    recoveryHost.explain = () => Promise.resolve(new ConsoleError({ kind: 'network', message: `Could not reach ${URL_}` }));
    const recovery = new SessionRecovery(recoveryHost);
    expect(await recovery.renew(undefined)).toBe(false);
    const after = status.getSnapshot();
    expect(after.state === 'reconnecting' ? [after.attempt, after.retryAt - Date.now(), after.negotiation.era] : after.state).toEqual([0, 1_000, 'legacy']);
    recovery.stop();
  });
});

describe('SessionRecovery.retrying', () => {
  it('does not renew again while the one retry after a renewal runs, and renews afterwards', async () => {
    const open = vi.fn((_prior: PriorDiscovery | undefined): Promise<Reopened> => Promise.resolve({ status: connected(), exchanges: [] }));
    const { recoveryHost } = host(open);
    const recovery = new SessionRecovery(recoveryHost);
    expect(await recovery.renew(undefined)).toBe(true);
    // The retry's own 404 reaches the transport's watch, which asks for a renewal: refused.
    const retry = recovery.retrying(async () => {
      expect(await recovery.renew(undefined)).toBe(false);
      throw new Error('refused again');
    });
    await expect(retry).rejects.toThrow('refused again');
    expect(open).toHaveBeenCalledOnce();
    expect(await recovery.renew(undefined)).toBe(true);
    expect(open).toHaveBeenCalledTimes(2);
  });
});

describe('SessionRecovery.lost', () => {
  it('retries on the backoff and settles connected with a reconnect notice', async () => {
    let attempts = 0;
    const open = vi.fn((_prior: PriorDiscovery | undefined): Promise<Reopened> => {
      attempts += 1;
      return attempts < 3 ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve({ status: connected(), exchanges: [] });
    });
    const { recoveryHost, status } = host(open);
    const recovery = new SessionRecovery(recoveryHost);
    recovery.lost({ kind: 'network', message: 'gone' });
    expect(recoveryHost.drop).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_000);
    const waiting = status.getSnapshot();
    expect(waiting.state === 'reconnecting' ? [waiting.attempt, waiting.reason.kind] : waiting.state).toEqual([1, 'network']);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(status.getSnapshot().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(4_000);
    const back = status.getSnapshot();
    expect(back.state === 'connected' ? back.recovery?.kind : back.state).toBe('reconnected');
    expect(open).toHaveBeenCalledTimes(3);
    // Re-probed: a restarted server may speak another era now.
    expect(open.mock.calls.map(([prior]) => prior)).toEqual([undefined, undefined, undefined]);
  });
});

describe('SessionRecovery.lost on a modern server', () => {
  const refusedProbe = testExchange({ id: 1, rpcMethod: 'server/discover', state: 'failed', error: 'Failed to fetch' });
  const answeredProbe = testExchange({ id: 3, rpcMethod: 'server/discover', response: {} });

  it('probes again when the server came up between a refused probe and the initialize after it', async () => {
    const answers: Reopened[] = [
      { status: connected('2025-11-25'), exchanges: [refusedProbe, testExchange({ id: 2, rpcMethod: 'initialize', response: {} })] },
      { status: connected('2026-07-28'), exchanges: [answeredProbe] },
    ];
    const open = vi.fn((_prior: PriorDiscovery | undefined): Promise<Reopened> => {
      const next = answers.shift();
      return next === undefined ? Promise.reject(new Error('opened too often')) : Promise.resolve(next);
    });
    const { recoveryHost, status } = host(open, undefined, connected('2026-07-28'));
    const recovery = new SessionRecovery(recoveryHost);
    recovery.lost({ kind: 'network', message: 'gone' });
    await vi.advanceTimersByTimeAsync(1_000);
    const back = status.getSnapshot();
    expect(back.state === 'connected' ? [back.negotiation.era, back.recovery?.kind] : back.state).toEqual(['modern', 'reconnected']);
    expect(open.mock.calls.map(([prior]) => prior)).toEqual([undefined, undefined]);
    // The legacy session of the first open was dropped, as well as the transport of the lost one.
    expect(recoveryHost.drop).toHaveBeenCalledTimes(2);
  });

  it('takes a legacy answer as it is when the server answered the probe', async () => {
    const open = vi.fn(
      (_prior: PriorDiscovery | undefined): Promise<Reopened> =>
        Promise.resolve({ status: connected('2025-11-25'), exchanges: [testExchange({ id: 1, rpcMethod: 'server/discover', response: { status: 400 } })] }),
    );
    const { recoveryHost, status } = host(open, undefined, connected('2026-07-28'));
    new SessionRecovery(recoveryHost).lost({ kind: 'network', message: 'gone' });
    await vi.advanceTimersByTimeAsync(1_000);
    const back = status.getSnapshot();
    expect(back.state === 'connected' ? back.negotiation.era : back.state).toBe('legacy');
    expect(open).toHaveBeenCalledOnce();
  });
});

describe('SessionRecovery.stop', () => {
  it('reports nothing once the session closed during a renewal, and drops what it opened', async () => {
    let finish: (value: Reopened) => void = () => undefined;
    const open = vi.fn(() => new Promise<Reopened>((resolve) => (finish = resolve)));
    const { recoveryHost, status } = host(open);
    const recovery = new SessionRecovery(recoveryHost);
    const renewal = recovery.renew(undefined);
    await vi.advanceTimersByTimeAsync(0);
    recovery.stop();
    status.set({ state: 'closed', url: URL_ });
    finish({ status: connected(), exchanges: [] });
    expect(await renewal).toBe(false);
    expect(status.getSnapshot().state).toBe('closed');
    expect(recoveryHost.drop).toHaveBeenCalledTimes(2);
  });
});
