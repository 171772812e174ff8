import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CacheServicesProvider } from '../hooks/use-cache';
import { NavigationProvider } from '../hooks/use-navigation';
import { SessionProvider } from '../hooks/use-session';
import type { AppServices } from './services';

/** Puts the app's long-lived services in context; they are created outside React. */
export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <CacheServicesProvider services={services.cache}>
        <SessionProvider services={services.session}>
          <NavigationProvider store={services.navigation}>{children}</NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>
  );
}
