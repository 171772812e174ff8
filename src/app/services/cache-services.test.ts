import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import { ValueStore } from '../../lib/value-store';
import type { ConnectionStatus, RecoveryNotice } from '../../protocol/model/types';
import { createCacheServices, invalidateOnReconnect } from './cache-services';

const URL_A = 'http://127.0.0.1:1/mcp';

function connected(recovery?: RecoveryNotice, connectMs = 1): ConnectionStatus {
  return {
    state: 'connected',
    url: URL_A,
    negotiation: { era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] },
    server: { info: undefined, capabilities: {}, instructions: undefined, discover: undefined },
    connectedAt: 1,
    connectMs,
    ...(recovery === undefined ? {} : { recovery }),
  };
}

/** A session whose status the test moves by hand, as the protocol layer's recovery would. */
function fakeSession(): AppSession & { status: ValueStore<ConnectionStatus> } {
  const status = new ValueStore<ConnectionStatus>({ state: 'idle' });
  return {
    url: URL_A,
    status,
    connect: () => {
      status.set(connected());
      return Promise.resolve(status.getSnapshot());
    },
    close: () => Promise.resolve(),
  };
}

async function setUp(watching: boolean) {
  const session = fakeSession();
  const manager = new SessionManager<AppSession>({ createSession: () => session });
  const queryClient = new QueryClient();
  const cache = createCacheServices(queryClient);
  invalidateOnReconnect(manager, queryClient, cache, () => watching);
  await manager.connect({ url: URL_A, headers: {}, secretHeaders: [] });
  return { session, refreshes: cache.refreshes };
}

const notice = (kind: RecoveryNotice['kind'], at: number): RecoveryNotice => ({ kind, at, message: kind, exchangeIds: [] });

describe('the view refresh after a recovery', () => {
  it('announces nothing for the first connection', async () => {
    const { refreshes } = await setUp(false);
    expect(refreshes.getSnapshot()).toBeUndefined();
  });

  it('re-runs the view after a reconnect, with or without Watch', async () => {
    for (const watching of [false, true]) {
      const { session, refreshes } = await setUp(watching);
      const reconnected = notice('reconnected', 10);
      session.status.set(connected(reconnected));
      expect(refreshes.getSnapshot()).toEqual({ serverId: URL_A, notice: reconnected, rerun: true });
    }
  });

  it('re-runs the view after a renewal only with Watch on, as the resource view does', async () => {
    const quiet = await setUp(false);
    quiet.session.status.set(connected(notice('renewed', 10)));
    expect(quiet.refreshes.getSnapshot()?.rerun).toBe(false);
    const watched = await setUp(true);
    watched.session.status.set(connected(notice('renewed', 10)));
    expect(watched.refreshes.getSnapshot()?.rerun).toBe(true);
  });

  it('announces each recovery once, however often the status is published', async () => {
    const { session, refreshes } = await setUp(false);
    let announced = 0;
    refreshes.subscribe(() => (announced += 1));
    const first = notice('reconnected', 10);
    session.status.set(connected(first));
    session.status.set(connected(first, 2));
    session.status.set(connected(notice('reconnected', 20)));
    expect(announced).toBe(2);
  });
});
