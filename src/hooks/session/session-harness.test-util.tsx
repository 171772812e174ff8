import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CacheStats } from '../../cache/cache-stats';
import { InvalidationLog } from '../../cache/invalidation';
import { McpSession } from '../../protocol/session/session';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { NavigationStore } from '../navigation/navigation-store';
import { SessionManager } from './session-manager';
import { CacheServicesProvider } from '../use-cache';
import { NavigationProvider } from '../navigation/use-navigation';
import { SessionProvider, type AppSession } from './use-session';

export interface HarnessServer {
  url: string;
  fetch: typeof fetch;
}

/**
 * Renders `ui` inside every provider a panel needs, over a real session to `server` (an in-page
 * server such as the demo server), connected before the first render.
 */
export async function renderOverSession(ui: ReactElement, server: HarnessServer) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: server.fetch, traffic }) });
  await manager.connect({ url: server.url, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const navigation = new NavigationStore({ panel: 'resources', exchangeId: undefined });
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog() }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={navigation}>{ui}</NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  return { navigation, manager, traffic, queryClient };
}
