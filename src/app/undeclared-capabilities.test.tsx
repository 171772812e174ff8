import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startToolsOnlyServer } from '../../e2e/fixtures/tools-only-server';
import { startV1SdkServer } from '../../e2e/fixtures/v1-sdk-tools-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { CacheStats, InvalidationLog } from '../cache';
import { CachePanel } from '../features/cache-state';
import { PromptsPanel } from '../features/prompts';
import { ResourcesPanel } from '../features/resources';
import { TemplatesPanel } from '../features/resource-templates';
import { SubscriptionsPanel } from '../features/subscriptions';
import { ToolsPanel } from '../features/tools';
import { NavigationStore } from '../hooks/navigation/navigation-store';
import { SessionManager } from '../hooks/session/session-manager';
import { CacheServicesProvider } from '../hooks/use-cache';
import { NavigationProvider } from '../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../hooks/session/use-session';
import { parseDeepLink } from '../lib/urls/deep-link';
import { McpSession, TrafficLog } from '../protocol';

let server: FixtureServer | undefined;
let manager: SessionManager<AppSession> | undefined;

afterEach(async () => {
  cleanup();
  await manager?.disconnect();
  await server?.close();
  localStorage.clear();
});

/** Every panel that lists, reads, completes or subscribes, all mounted at once on `url`. */
async function renderEveryPanel(url: string) {
  const traffic = new TrafficLog();
  manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, traffic }) });
  await manager.connect({ url, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const deepLink = parseDeepLink('');
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog() }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={new NavigationStore({ panel: 'tools', exchangeId: undefined, resourceUri: 'file:///selected.txt' })}>
            <ResourcesPanel deepLink={deepLink} />
            <TemplatesPanel deepLink={deepLink} />
            <PromptsPanel deepLink={deepLink} />
            <ToolsPanel deepLink={deepLink} />
            <SubscriptionsPanel />
            <CachePanel />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  const sent = () => traffic.getSnapshot().frames.filter((frame) => frame.direction === 'out').map((frame) => frame.method);
  return { sent };
}

const UNDECLARED = /^(resources|prompts|completion|logging)\//;

describe('panels of capabilities a server never declared (issue 33)', () => {
  it('a tools-only 2026-07-28 server: each panel says it is not offered, and nothing of it is sent', async () => {
    server = await startToolsOnlyServer(0);
    const { sent } = await renderEveryPanel(server.url);
    await screen.findByRole('button', { name: /list_directory/ });
    expect(screen.getAllByText(/does not offer resources/)).toHaveLength(3);
    expect(screen.getByText(/does not offer prompts/)).toBeTruthy();
    // The fixture's tools list may change (the SDK declares tools.listChanged), and nothing else.
    expect(screen.getByRole('checkbox', { name: /toolsListChanged/ })).toMatchObject({ disabled: false, checked: true });
    expect(screen.getByRole('checkbox', { name: /resourcesListChanged/ })).toMatchObject({ disabled: true, checked: false });
    expect(screen.getByRole('checkbox', { name: /promptsListChanged/ })).toMatchObject({ disabled: true, checked: false });
    expect(screen.getByRole('textbox', { name: 'Resource URI to subscribe' })).toHaveProperty('disabled', true);
    // The resource selected elsewhere does not join a filter the server could not honour.
    expect(screen.queryByText('file:///selected.txt')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Call tool' }));
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(sent()).toContain('tools/call'));
    await screen.findByRole('list', { name: 'Acknowledged' });
    expect(sent().filter((method) => method !== undefined && UNDECLARED.test(method))).toEqual([]);
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });

  it('a legacy server without prompts or completions: the Prompts panel sends nothing, the declared parts still work', async () => {
    server = await startV1SdkServer(0);
    const { sent } = await renderEveryPanel(server.url);
    expect(await screen.findByText(/does not offer prompts/)).toBeTruthy();
    await screen.findByRole('button', { name: /stats/ });
    await waitFor(() => expect(sent()).toContain('resources/list'));
    expect(sent().filter((method) => method?.startsWith('prompts/') === true || method === 'completion/complete')).toEqual([]);
  });
});
