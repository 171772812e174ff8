import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionManager } from '../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { withJsdomViewport } from '../../hooks/jsdom-viewport.test-util';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { ValueStore } from '../../lib/value-store';
import type { ConnectionStatus } from '../../protocol/model/types';
import { BridgeStore } from './bridge-store';
import { StdioSection } from './stdio-section';

withJsdomViewport(200);

const ORIGIN = 'http://127.0.0.1:6280';
const BRIDGED = `${ORIGIN}/.mcp-console/bridge/node/mcp`;

function answer(status: number, body: unknown = {}): typeof fetch {
  return (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/events')) return new Promise(() => undefined);
    return Promise.resolve(Response.json(body, { status }));
  };
}

/** A manager whose one session is already connected to `url`. */
async function connectedTo(url: string): Promise<SessionManager<AppSession>> {
  const status: ConnectionStatus = {
    state: 'connected',
    url,
    negotiation: { era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] },
    server: { info: undefined, capabilities: {}, instructions: undefined, discover: undefined },
    connectedAt: 0,
    connectMs: 1,
  };
  const session: AppSession = { url, status: new ValueStore(status), connect: () => Promise.resolve(status), close: () => Promise.resolve() };
  const manager = new SessionManager<AppSession>({ createSession: () => session });
  await manager.connect({ url, headers: {}, secretHeaders: [] });
  return manager;
}

async function renderSection(bridge: BridgeStore, url: string) {
  const manager = await connectedTo(url);
  render(
    <SessionProvider services={{ manager, traffic: new TrafficLog() }}>
      <StdioSection bridge={bridge} onReconnect={() => undefined} />
    </SessionProvider>,
  );
}

describe('StdioSection', () => {
  it('says to open the printed URL when the bridge refuses this page (no secret)', async () => {
    const bridge = new BridgeStore({ consoleOrigin: ORIGIN, fetch: answer(401) });
    await bridge.load();
    await renderSection(bridge, BRIDGED);
    expect(screen.getByRole('alert').textContent).toContain('Open the URL that mcp-console printed');
  });

  it('shows the stdio facts of the bridged server connected to, with Restart server', async () => {
    const listing = { servers: [{ id: 'node', kind: 'stdio', name: 'stdio: node x.js', url: BRIDGED, command: 'node x.js' }] };
    const bridge = new BridgeStore({ consoleOrigin: ORIGIN, fetch: answer(200, listing) });
    await bridge.load();
    await renderSection(bridge, BRIDGED);
    expect((await screen.findByRole('group', { name: 'Local stdio server' })).textContent).toContain('node x.js');
    expect(screen.getByRole('button', { name: 'Restart server' })).toBeTruthy();
  });

  it('draws nothing on a page without a bridge', async () => {
    const bridge = new BridgeStore({ consoleOrigin: ORIGIN, fetch: answer(404) });
    await bridge.load();
    await renderSection(bridge, 'https://api.example/mcp');
    expect(screen.queryByRole('group', { name: 'Local stdio server' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
