import { describe, expect, it, vi } from 'vitest';
import { ValueStore } from '../../lib/value-store';
import type { SessionSnapshot } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import type { ConnectionStatus } from '../../protocol/model/types';
import { BridgeStore } from './bridge-store';
import { followProcessExits, restartServer } from './session-link';

const ORIGIN = 'http://127.0.0.1:6280';
const URL_ = `${ORIGIN}/.mcp-console/bridge/node/mcp`;
const running = { running: true, pid: 1, startedAt: 0, spawns: 1, exit: null };
const exited = { running: false, pid: null, startedAt: null, spawns: 1, exit: { code: 2, signal: null, at: 5, lastLines: ['bye'] } };
const connected: ConnectionStatus = {
  state: 'connected',
  url: URL_,
  negotiation: { era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] },
  server: { info: undefined, capabilities: {}, instructions: undefined, discover: undefined },
  connectedAt: 0,
  connectMs: 1,
};

/** Just enough of an McpSession for `isMcpSession`, recording what the link asks of it. */
function fakeSession() {
  return {
    url: URL_,
    status: new ValueStore<ConnectionStatus>(connected),
    inbound: {},
    inputs: {},
    traffic: {},
    request: () => Promise.resolve({}),
    toConsoleError: () => undefined,
    connect: () => Promise.resolve(connected),
    close: () => Promise.resolve(),
    serverGone: vi.fn(),
    reconnectNow: vi.fn(),
  };
}

function setup(restartAnswer = running) {
  const fetchImpl: typeof fetch = (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/servers')) return Promise.resolve(Response.json({ servers: [{ id: 'node', kind: 'stdio', name: 'stdio: node', url: URL_, command: 'node' }] }));
    if (url.endsWith('/restart')) return Promise.resolve(Response.json(restartAnswer));
    return new Promise(() => undefined); // the events stream: the test sets states itself
  };
  const bridge = new BridgeStore({ consoleOrigin: ORIGIN, fetch: fetchImpl, schedule: (flush) => flush() });
  const session = fakeSession();
  const snapshot = new ValueStore<SessionSnapshot<AppSession>>({ session: session, status: connected });
  return { bridge, session, manager: snapshot };
}

describe('followProcessExits', () => {
  it('tells the connected session its server is gone as soon as the child exits, with how it ended', async () => {
    const { bridge, session, manager } = setup();
    await bridge.load();
    const stop = followProcessExits(bridge, manager);
    bridge.process('node').setState(running);
    expect(session.serverGone).not.toHaveBeenCalled();
    bridge.process('node').setState(exited);
    expect(session.serverGone).toHaveBeenCalledWith({ kind: 'network', message: 'The stdio server exited (code 2). Restart server starts it again.' });
    stop();
  });

  it('leaves a session on another server alone', async () => {
    const { bridge, session, manager } = setup();
    await bridge.load();
    manager.set({ session: session, status: { ...connected, url: 'https://api.example/mcp' } });
    const stop = followProcessExits(bridge, manager);
    bridge.process('node').setState(exited);
    expect(session.serverGone).not.toHaveBeenCalled();
    stop();
  });
});

describe('restartServer', () => {
  it('stands the session down, restarts the child, then reconnects at once', async () => {
    const { bridge, session, manager } = setup();
    await bridge.load();
    session.serverGone.mockImplementation(() => manager.set({ session: session, status: { ...connected, state: 'reconnecting', reason: { kind: 'network', message: '' }, attempt: 0, retryAt: 0, trying: false, since: 0 } }));
    await restartServer(bridge, manager, 'node', () => undefined);
    expect(session.serverGone).toHaveBeenCalledOnce();
    expect(session.reconnectNow).toHaveBeenCalledOnce();
    expect(bridge.process('node').state.getSnapshot()).toEqual(running);
  });

  it('opens a failed connection again once the child runs', async () => {
    const { bridge, manager } = setup();
    await bridge.load();
    manager.set({ session: undefined, status: { state: 'error', url: URL_, error: { kind: 'http', message: 'HTTP 503' } } });
    const reconnect = vi.fn();
    await restartServer(bridge, manager, 'node', reconnect);
    expect(reconnect).toHaveBeenCalledWith(URL_);
  });
});
