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
import { parseDeepLink } from '../../lib/urls/deep-link';
import { McpSession, TrafficLog } from '../../protocol';
import { ToolsPanel } from './tools-panel';

async function renderTools(search: string) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const navigation = new NavigationStore({ panel: 'tools', exchangeId: undefined });
  const ui = (
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog() }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={navigation}>
            <ToolsPanel deepLink={parseDeepLink(search)} />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>
  );
  const view = render(ui);
  const toolCalls = () => traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'tools/call').length;
  return { manager, navigation, toolCalls, rerender: () => view.rerender(ui), unmount: view.unmount, ui };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ToolsPanel', () => {
  it('lists the tools with their hints and selects the deep-linked one', async () => {
    const { manager } = await renderTools('?panel=tools&tool=add');
    const list = await screen.findByRole('navigation', { name: 'Tool list' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(within(list).getByRole('button', { name: /Add numbers/ }).getAttribute('aria-current')).toBe('true');
    expect(within(list).getAllByText('read-only')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Add numbers' })).toBeTruthy();
    await manager.disconnect();
  });

  it('calls a tool with form arguments and shows content and checked structured content', async () => {
    const { manager } = await renderTools('?panel=tools&tool=add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'a' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'b' }), '3');
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    const result = screen.getByRole('region', { name: 'Tool result' });
    await waitFor(() => expect(result.textContent).toContain('"sum": 5'));
    expect(result.textContent).toContain('Matches the tool’s outputSchema');
    await manager.disconnect();
  });

  it('catches invalid arguments before sending anything', async () => {
    const { manager, toolCalls } = await renderTools('?panel=tools&tool=add');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('spinbutton', { name: 'a' }), '2');
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('nothing was sent');
    expect(alert.textContent).toMatch(/"b"/);
    expect(toolCalls()).toBe(0);
    await manager.disconnect();
  });

  it('keeps a draft per tool across a remount (reload)', async () => {
    const first = await renderTools('?panel=tools&tool=echo');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'message' }), 'draft text');
    first.unmount();
    await first.manager.disconnect();
    const second = await renderTools('?panel=tools&tool=echo');
    expect(await screen.findByRole<HTMLInputElement>('textbox', { name: 'message' })).toHaveProperty('value', 'draft text');
    await second.manager.disconnect();
  });

  it('opens a resource_link in the Resources panel', async () => {
    const { manager, navigation } = await renderTools('?panel=tools&tool=find-resources');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'query' }), 'users');
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    const result = screen.getByRole('region', { name: 'Tool result' });
    const open = await within(result).findAllByRole('button', { name: /^Open .* in Resources$/ });
    const first = open[0];
    if (first === undefined) throw new Error('no resource link');
    await user.click(first);
    expect(navigation.getSnapshot().panel).toBe('resources');
    expect(navigation.getSnapshot().resourceUri).toMatch(/^demo:\/\//);
    await manager.disconnect();
  });
});
