import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient for every MCP result. A TTL is not a polling interval (design.md, "Cache
 * hints onto TanStack Query"), so nothing refetches on focus, reconnect or a timer.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
    },
  });
}
