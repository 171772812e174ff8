import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { CacheServicesProvider } from '../hooks/use-cache';
import { CompareSourcesProvider } from '../hooks/use-compare-sources';
import { NavigationProvider } from '../hooks/navigation/use-navigation';
import { SessionProvider } from '../hooks/session/use-session';
import { ServerNamesProvider } from '../hooks/session/server-scope';
import { serverNamesOf } from './services/workspace-wiring';
import { createCompareSources } from './services/compare-sources';
import type { AppServices } from './services/services';

/** Puts the app's long-lived services in context; they are created outside React. */
export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  const compareSources = useMemo(() => createCompareSources(services.servers), [services.servers]);
  const serverNames = useMemo(() => serverNamesOf(services.servers), [services.servers]);
  return (
    <QueryClientProvider client={services.queryClient}>
      <CacheServicesProvider services={services.cache}>
        <SessionProvider services={services.session}>
          <NavigationProvider store={services.navigation}>
            <CompareSourcesProvider sources={compareSources}>
              <ServerNamesProvider names={serverNames}>{children}</ServerNamesProvider>
            </CompareSourcesProvider>
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>
  );
}
