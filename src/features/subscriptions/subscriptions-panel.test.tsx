import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, InvalidationLog } from '../../cache';
import { CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionManager } from '../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { McpSession, TrafficLog } from '../../protocol';
import { SubscriptionsPanel } from './subscriptions-panel';

const SELECTED = 'demo://data/users.json';
let manager: SessionManager<AppSession> | undefined;

afterEach(async () => {
  cleanup();
  await manager?.disconnect();
});

async function renderPanel(navigation: NavigationStore) {
  const traffic = new TrafficLog();
  manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog() }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={navigation}>
            <SubscriptionsPanel />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
}

describe('SubscriptionsPanel on the demo server (2026-07-28)', () => {
  it('defaults to the declared list-changed kinds plus the selected and requested resources, and shows the acknowledgement', async () => {
    const navigation = new NavigationStore({ panel: 'subscriptions', exchangeId: undefined, resourceUri: SELECTED });
    navigation.requestSubscription('demo://live/clock.json');
    await renderPanel(navigation);
    expect(screen.getByRole('checkbox', { name: 'resourcesListChanged' })).toHaveProperty('checked', true);
    expect(screen.getByText(SELECTED)).toBeTruthy();
    expect(screen.getByText('demo://live/clock.json')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    const acknowledged = await screen.findByRole('list', { name: 'Acknowledged' });
    expect(acknowledged.textContent).toContain(SELECTED);
    expect(navigation.getSnapshot().subscribeUris).toEqual([]);
    const lane = screen.getByRole('region', { name: /^Subscription listen:/ });
    expect(within(lane).getByText('subscriptions/listen')).toBeTruthy();

    await user.click(within(lane).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(lane).getByText('Closed here.')).toBeTruthy());
  });

  it('opens several lanes at once, each under its own subscription id', async () => {
    await renderPanel(new NavigationStore({ panel: 'subscriptions', exchangeId: undefined }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Subscription listen:\d+$/ })).toHaveLength(2));
    const names = screen.getAllByRole('region', { name: /^Subscription listen:/ }).map((r) => r.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(2);
    expect(screen.getByRole('log', { name: 'Notifications' })).toBeTruthy();
  });
});
