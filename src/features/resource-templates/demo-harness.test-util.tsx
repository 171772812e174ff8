import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, InvalidationLog, type CacheContext } from '../../cache';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { ANONYMOUS_PRINCIPAL, CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionManager } from '../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { McpSession, TrafficLog } from '../../protocol';

/** A real session to the in-page demo server with the providers a panel needs (no fakes). */
export async function connectDemo() {
  const queryClient = new QueryClient();
  const traffic = new TrafficLog();
  let session: McpSession | undefined;
  const manager = new SessionManager<AppSession>({
    createSession: (input) => (session = new McpSession({ url: input.url, fetch: createDemoFetch(), traffic })),
  });
  await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  if (session === undefined) throw new Error('the demo session was not created');
  const ctx: CacheContext = { session, serverId: DEMO_SERVER_URL, principalId: ANONYMOUS_PRINCIPAL };
  const navigation = new NavigationStore({ panel: 'templates', exchangeId: undefined });
  const services = { stats: new CacheStats(queryClient), invalidations: new InvalidationLog() };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <CacheServicesProvider services={services}>
          <SessionProvider services={{ manager, traffic }}>
            <NavigationProvider store={navigation}>{children}</NavigationProvider>
          </SessionProvider>
        </CacheServicesProvider>
      </QueryClientProvider>
    );
  }
  /** The `completion/complete` requests sent so far, as their params. */
  const completionRequests = () =>
    traffic
      .getSnapshot()
      .frames.filter((frame) => frame.direction === 'out' && frame.method === 'completion/complete')
      .map((frame) => frame.message);
  return { ctx, queryClient, traffic, manager, Wrapper, completionRequests, close: () => manager.disconnect() };
}
