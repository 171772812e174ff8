import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { SHORT_BODY_CHARS } from './body-view';
import { exchange, FakeTraffic, frame } from './traffic-fixtures.test-util';
import { TrafficPanel } from './traffic-panel';
import { withJsdomViewport } from '../../hooks/jsdom-viewport.test-util';

withJsdomViewport(600);

function renderPanel(traffic: FakeTraffic, navigation = new NavigationStore({ panel: 'traffic', exchangeId: undefined })) {
  const manager = new SessionManager<AppSession>({
    createSession: () => {
      throw new Error('not used');
    },
  });
  render(
    <SessionProvider services={{ manager, traffic }}>
      <NavigationProvider store={navigation}>
        <TrafficPanel />
      </NavigationProvider>
    </SessionProvider>,
  );
  return navigation;
}

const bodyRows = () => within(screen.getByRole('table', { name: 'Traffic' })).getAllByRole('row').slice(1);

describe('TrafficPanel', () => {
  it('lists one row per exchange, newest last, with method and status', () => {
    renderPanel(
      new FakeTraffic([
        exchange(1, { rpcMethod: 'server/discover', mcpMethod: 'server/discover' }),
        exchange(2, { rpcMethod: 'tools/call', mcpMethod: 'tools/call', mcpName: 'add', state: 'failed', response: undefined, error: 'TypeError: Failed to fetch' }),
        exchange(3, { rpcMethod: 'resources/read', state: 'streaming' }),
      ]),
    );
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('server/discover');
    expect(rows[0]?.textContent).toContain('200');
    expect(rows[1]?.textContent).toContain('tools/call · add');
    expect(rows[1]?.textContent).toContain('failed');
    expect(rows[2]?.textContent).toContain('streaming');
  });

  it('filters by method text and by status', async () => {
    const user = userEvent.setup();
    renderPanel(
      new FakeTraffic([
        exchange(1, { rpcMethod: 'tools/list' }),
        exchange(2, { rpcMethod: 'tools/call', response: { status: 404, statusText: 'Not Found', headers: [], contentType: undefined, body: undefined } }),
        exchange(3, { rpcMethod: 'prompts/list' }),
      ]),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Filter by method' }), 'tools');
    await waitForRows(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '4xx');
    await waitForRows(1);
    expect(bodyRows()[0]?.textContent).toContain('tools/call');
  });

  it('opens details on click and keyboard, with headers, pretty JSON and correlated frames', async () => {
    const user = userEvent.setup();
    renderPanel(
      new FakeTraffic(
        [exchange(1), exchange(2, { rpcMethod: 'tools/call', sse: [{ at: 0, event: 'message', id: '7', data: '{"x":1}' }] })],
        [frame(10, 2, { method: 'tools/call' }), frame(11, 2, { direction: 'in', kind: 'result', method: undefined }), frame(12, 1)],
      ),
    );
    await user.click(bodyRows().at(0) ?? document.body);
    expect(within(screen.getByRole('region', { name: 'Exchange details' })).getByRole('heading', { level: 3 }).textContent).toContain('#1');

    const second = bodyRows()[1];
    second?.focus();
    await user.keyboard('{Enter}');
    const detail = screen.getByRole('region', { name: 'Exchange details' });
    expect(within(detail).getByRole('table', { name: 'Request headers' }).textContent).toContain('[redacted]');
    expect(within(detail).getByLabelText('Response body').textContent).toContain('"tools": []');
    expect(within(detail).getByRole('list', { name: 'SSE events' }).textContent).toContain('id 7');
    const frames = within(within(detail).getByRole('list', { name: 'JSON-RPC frames' })).getAllByRole('listitem');
    expect(frames.map((f) => f.textContent)).toEqual([expect.stringContaining('→ request tools/call #2'), expect.stringContaining('← result #2')]);
  });

  it('shortens long bodies until asked to show all', async () => {
    const user = userEvent.setup();
    const long = 'x'.repeat(SHORT_BODY_CHARS + 500);
    const navigation = renderPanel(
      new FakeTraffic([
        exchange(1, { response: { status: 200, statusText: 'OK', headers: [], contentType: 'text/plain', body: { text: long, bytes: long.length, truncated: false } } }),
      ]),
    );
    act(() => navigation.selectExchange(1));
    const body = () => screen.getByLabelText('Response body').textContent;
    expect(body().length).toBeLessThan(long.length);
    await user.click(screen.getByRole('button', { name: 'Show full body' }));
    expect(body()).toBe(long);
  });

  it('renders only the rows in sight of a 5,000-entry log', () => {
    renderPanel(new FakeTraffic(Array.from({ length: 5000 }, (_, i) => exchange(i + 1))));
    const rows = bodyRows();
    // A 600 px viewport of 22 px rows plus overscan, not 5,000 rows.
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByText('5000 exchanges')).toBeTruthy();
  });

  it('clears the log', async () => {
    const user = userEvent.setup();
    const traffic = new FakeTraffic(Array.from({ length: 600 }, (_, i) => exchange(i + 1)));
    renderPanel(traffic);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(traffic.cleared).toBe(1);
    expect(bodyRows()).toHaveLength(0);
  });

  it('follows a selection made elsewhere (e.g. an error alert link)', () => {
    const navigation = renderPanel(new FakeTraffic([exchange(1), exchange(2, { rpcMethod: 'tools/call' })]));
    act(() => navigation.showExchange(2));
    expect(screen.getByRole('region', { name: 'Exchange details' }).textContent).toContain('tools/call');
  });
});

async function waitForRows(count: number): Promise<void> {
  await vi.waitFor(() => expect(bodyRows()).toHaveLength(count));
}
