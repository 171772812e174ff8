import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { TrafficPanel } from './traffic-panel';
import { withJsdomViewport } from '../../hooks/jsdom-viewport.test-util';

withJsdomViewport(600);

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

function renderPanel(traffic: TrafficLog, exchangeId?: number) {
  const manager = new SessionManager<AppSession>({
    createSession: () => {
      throw new Error('not used');
    },
  });
  render(
    <SessionProvider services={{ manager, traffic }}>
      <NavigationProvider store={new NavigationStore({ panel: 'traffic', exchangeId })}>
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

  it("renders only the SSE events and frames in sight of a listen stream's 1,000", () => {
    const traffic = new TrafficLog({ schedule: (flush) => flush() });
    const id = traffic.beginExchange(begin);
    for (let i = 0; i < 1_000; i += 1) {
      traffic.addSseEvent(id, { event: undefined, id: String(i), data: '{}' });
      traffic.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', method: 'notifications/resources/updated' } });
    }
    renderPanel(traffic, id);
    const detail = screen.getByRole('region', { name: 'Exchange details' });
    expect(within(detail).getByText('SSE events (1000)')).toBeTruthy();
    for (const name of ['SSE events', 'JSON-RPC frames']) {
      const rows = within(within(detail).getByRole('list', { name })).getAllByRole('listitem');
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.length).toBeLessThan(40);
    }
  });

  it('Exchanges kept bounds the log at once, says what it dropped, and is kept in this browser', async () => {
    localStorage.clear();
    const traffic = new TrafficLog({ schedule: (flush) => flush() });
    for (let i = 0; i < 150; i += 1) traffic.beginExchange(begin);
    renderPanel(traffic);
    const field = screen.getByRole('spinbutton', { name: 'Exchanges kept' });
    expect((field as HTMLInputElement).value).toBe('2000');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '100{Enter}');
    expect(await screen.findByText('50 older exchanges were dropped from the log to bound memory.')).toBeTruthy();
    expect(traffic.getSnapshot().exchanges).toHaveLength(100);
    expect(localStorage.getItem('mcp-console.exchanges-kept')).toBe('100');
  });

  it('puts back a value out of range instead of applying it', async () => {
    const traffic = new TrafficLog({ schedule: (flush) => flush() });
    renderPanel(traffic);
    const field = screen.getByRole('spinbutton', { name: 'Frames kept' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '3{Enter}');
    expect((field as HTMLInputElement).value).toBe('10000');
    expect(traffic.limits.maxFrames).toBe(10_000);
  });
});
