import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, coalescerFor, InvalidationLog } from '../../cache';
import { CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionManager } from '../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { McpSession, TrafficLog } from '../../protocol';
import { CachePanel } from './cache-panel';

const USERS = 'demo://data/users.json';

async function renderConnected(invalidations = new InvalidationLog()) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const cache = { stats: new CacheStats(queryClient), invalidations };
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={cache}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={new NavigationStore({ panel: 'cache', exchangeId: undefined })}>
            <CachePanel />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  return { manager, queryClient };
}

function rowOf(uri: string): HTMLElement {
  const row = within(screen.getByRole('table', { name: 'Cache' }))
    .getAllByRole('row')
    .find((r) => r.textContent.includes(uri) && r.textContent.includes('resources/read'));
  if (row === undefined) throw new Error(`no row for ${uri}`);
  return row;
}

describe('CachePanel', () => {
  beforeEach(() => {
    // Only the clock and the panel's tick are faked; the in-page server runs on real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a watched read fresh with its hints, counts down on the tick, then stale', async () => {
    const { manager } = await renderConnected();
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.type(screen.getByRole('textbox', { name: 'Resource URI' }), USERS);
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(within(rowOf(USERS)).getByText('fresh')).toBeTruthy());
    const row = rowOf(USERS);
    expect(row.textContent).toContain('5000 ms');
    expect(within(row).getByText('private')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5_100);
    });
    expect(within(rowOf(USERS)).getByText('stale')).toBeTruthy();
    expect(rowOf(USERS).textContent).toContain('expired');
    await manager.disconnect();
  });

  it('Invalidate logs the user as the cause and Remove drops the row', async () => {
    const { manager, queryClient } = await renderConnected();
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.type(screen.getByRole('textbox', { name: 'Resource URI' }), USERS);
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(within(rowOf(USERS)).getByText('fresh')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: `Invalidate resources/read ${USERS}` }));
    await waitFor(() => expect(rowOf(USERS).textContent).toContain('user: Invalidate pressed'));
    await user.click(screen.getByRole('button', { name: 'Stop watching' }));
    await user.click(screen.getByRole('button', { name: `Remove resources/read ${USERS}` }));
    await waitFor(() => expect(queryClient.getQueryCache().getAll().some((q) => JSON.stringify(q.queryKey).includes(USERS))).toBe(false));
    await manager.disconnect();
  });

  it('counts the updates that joined an owed re-read in Coalesced, and says how many invalidations the log dropped', async () => {
    const invalidations = new InvalidationLog({ capacity: 2 });
    const { manager, queryClient } = await renderConnected(invalidations);
    const user = userEvent.setup({ advanceTimers: () => undefined });
    await user.type(screen.getByRole('textbox', { name: 'Resource URI' }), USERS);
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(within(rowOf(USERS)).getByText('fresh')).toBeTruthy());
    const users = (query: { queryKey: readonly unknown[] }) => JSON.stringify(query.queryKey).includes(USERS);
    // A read in flight: the first update owes one re-read, the next three join it.
    void queryClient.refetchQueries({ predicate: users });
    for (let i = 0; i < 4; i += 1) coalescerFor(queryClient).invalidate(users);
    for (let i = 0; i < 5; i += 1) invalidations.record({ cause: 'notification', detail: `update ${i}`, keys: [] });
    const column = within(screen.getByRole('table', { name: 'Cache' })).getAllByRole('columnheader').findIndex((h) => h.textContent === 'Coalesced');
    await waitFor(() => expect(within(rowOf(USERS)).getAllByRole('cell')[column]?.textContent).toBe('3'));
    await waitFor(() => expect(screen.getByText(/^3 older invalidations were dropped/)).toBeTruthy());
    await manager.disconnect();
  });
});
