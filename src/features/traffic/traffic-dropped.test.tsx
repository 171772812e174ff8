import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationStore } from '../../hooks/navigation-store';
import { SessionManager } from '../../hooks/session-manager';
import { NavigationProvider } from '../../hooks/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/use-session';
import { TrafficLog } from '../../protocol/tap/traffic-log';
import { TrafficPanel } from './traffic-panel';

beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

function renderPanel(traffic: TrafficLog) {
  const manager = new SessionManager<AppSession>({
    createSession: () => {
      throw new Error('not used');
    },
  });
  render(
    <SessionProvider services={{ manager, traffic }}>
      <NavigationProvider store={new NavigationStore({ panel: 'traffic', exchangeId: undefined })}>
        <TrafficPanel />
      </NavigationProvider>
    </SessionProvider>,
  );
}

describe('TrafficPanel on a bounded log', () => {
  it('says how many exchanges and frames the log dropped', () => {
    const traffic = new TrafficLog({ maxExchanges: 2, maxFrames: 3, schedule: (flush) => flush() });
    for (let i = 0; i < 1_205; i += 1) {
      const id = traffic.beginExchange(begin);
      traffic.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: i, method: 'ping' } });
    }
    renderPanel(traffic);
    expect(screen.getByText('1,203 older exchanges were dropped from the log to bound memory.')).toBeTruthy();
    expect(screen.getByText('1,202 older JSON-RPC frames were dropped from the log to bound memory.')).toBeTruthy();
  });

  it('shows no drop note while nothing was dropped', () => {
    const traffic = new TrafficLog({ schedule: (flush) => flush() });
    traffic.beginExchange(begin);
    renderPanel(traffic);
    expect(screen.queryByText(/older exchanges were dropped/)).toBeNull();
    expect(screen.queryByText(/older JSON-RPC frames were dropped/)).toBeNull();
  });
});
