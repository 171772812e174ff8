import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from '../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { onDemand } from '../../hooks/use-on-demand';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { BridgeStore } from './bridge-store';
import { StdioPart } from './stdio-part';

afterEach(cleanup);

const ORIGIN = 'http://127.0.0.1:6280';

function renderPart(bridge: BridgeStore, load: () => Promise<typeof import('./stdio-section')>) {
  const manager = new SessionManager<AppSession>({ createSession: () => Promise.reject(new Error('not used')) });
  const section = onDemand(load);
  render(
    <SessionProvider services={{ manager, traffic: new TrafficLog() }}>
      <StdioPart bridge={bridge} onReconnect={() => undefined} section={section} />
    </SessionProvider>,
  );
}

describe('StdioPart (the stdio section, loaded once the bridge answers)', () => {
  it('loads nothing on a console whose bridge was never asked', () => {
    const load = vi.fn(() => import('./stdio-section'));
    renderPart(new BridgeStore({ consoleOrigin: ORIGIN, fetch: () => Promise.reject(new Error('not asked')) }), load);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the section did not load, and Retry shows the bridge refusal', async () => {
    const bridge = new BridgeStore({ consoleOrigin: ORIGIN, fetch: () => Promise.resolve(Response.json({}, { status: 401 })) });
    await bridge.load();
    let attempts = 0;
    renderPart(bridge, () => (++attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : import('./stdio-section')));
    expect((await screen.findByRole('alert')).textContent).toContain("The stdio server's section did not load (Failed to fetch dynamically imported module)");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByText(/Open the URL that/)).closest('[role="alert"]')).not.toBeNull();
    expect(attempts).toBe(2);
  });
});
