import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, InvalidationLog } from '../../cache';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { ViewRefreshStore } from '../../hooks/navigation/view-refresh-store';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { McpSession, TrafficLog } from '../../protocol';
import type { RecoveryNotice } from '../../protocol/model/types';
import { ToolsPanel } from './tools-panel';

async function renderTools() {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const refreshes = new ViewRefreshStore();
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog(), refreshes }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={new NavigationStore({ panel: 'tools', exchangeId: undefined })}>
            <ToolsPanel deepLink={parseDeepLink('?panel=tools&tool=add')} />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  const toolCalls = () => traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'tools/call').length;
  const recover = (kind: RecoveryNotice['kind'], rerun: boolean) =>
    refreshes.announce({ serverId: DEMO_SERVER_URL, notice: { kind, at: Date.now() + 1, message: kind, exchangeIds: [] }, rerun });
  return { manager, toolCalls, recover };
}

async function callAdd() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('spinbutton', { name: 'a' }), '2');
  await user.type(screen.getByRole('spinbutton', { name: 'b' }), '3');
  await user.click(screen.getByRole('button', { name: 'Call tool' }));
  const result = screen.getByRole('region', { name: 'Tool result' });
  await waitFor(() => expect(result.textContent).toContain('"sum": 5'));
  return { user, result };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a tool result after the session recovered', () => {
  it('is marked as from before the reconnect and never called again, even when the view is re-run', async () => {
    const { manager, toolCalls, recover } = await renderTools();
    const { user, result } = await callAdd();
    expect(within(result).queryByText(/This result is from before/)).toBeNull();
    recover('reconnected', true);
    const mark = await within(result).findByText(/This result is from before the server restarted .* press Call tool again to refresh it/);
    expect(mark.getAttribute('role')).toBe('status');
    expect(toolCalls()).toBe(1);
    // The typed arguments stay, and calling again is the user's choice; then the mark goes.
    expect(screen.getByRole('spinbutton', { name: 'a' })).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    await waitFor(() => expect(within(result).queryByText(/This result is from before/)).toBeNull());
    expect(toolCalls()).toBe(2);
    await manager.disconnect();
  });

  it('names a renewal as the reason when the session was renewed', async () => {
    const { manager, toolCalls, recover } = await renderTools();
    const { result } = await callAdd();
    recover('renewed', false);
    await within(result).findByText(/This result is from before the session was renewed/);
    expect(toolCalls()).toBe(1);
    await manager.disconnect();
  });
});
