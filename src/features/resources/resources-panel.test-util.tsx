import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, InvalidationLog } from '../../cache';
import { NavigationStore } from '../../hooks/navigation-store';
import { CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationProvider } from '../../hooks/use-navigation';
import { SessionManager } from '../../hooks/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/use-session';
import { parseDeepLink } from '../../lib/deep-link';
import { McpSession, TrafficLog } from '../../protocol';
import { ResourcesPanel } from './resources-panel';

export interface PanelServer {
  url: string;
  fetch: typeof fetch;
}

/** Renders the Resources panel over a real session to an in-page server (the demo server unless told otherwise). */
export async function renderResourcesPanel(search = '', server: PanelServer = { url: DEMO_SERVER_URL, fetch: createDemoFetch() }) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: server.fetch, traffic }) });
  await manager.connect({ url: server.url, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const navigation = new NavigationStore({ panel: 'resources', exchangeId: undefined });
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog() }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={navigation}>
            <ResourcesPanel deepLink={parseDeepLink(search)} />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  return { navigation, manager, traffic };
}
