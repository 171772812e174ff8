import type { Query, QueryClient } from '@tanstack/react-query';
import { isEnvelope } from './envelope';

function isMrtr(query: Query): boolean {
  const data: unknown = query.state.data;
  return isEnvelope(data) && data.mrtr;
}

/**
 * Results of `input_required` retries MUST NOT be cached (spec §11.3, §12).
 * Whether a read needed a retry is only known once it answered, after its
 * `gcTime` was fixed, so this QueryCache subscriber removes such an entry as
 * soon as nobody observes it: right after a `fetchQuery`, or when the last
 * component showing it unmounts. Returns the unsubscribe function.
 */
export function installMrtrEviction(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const evictLater = (query: Query): void => {
    // Deferred so the fetch that produced the data hands it to its caller first.
    queueMicrotask(() => {
      if (cache.get(query.queryHash) === query && query.getObserversCount() === 0 && isMrtr(query)) cache.remove(query);
    });
  };
  return cache.subscribe((event) => {
    const settled = event.type === 'updated' && event.action.type === 'success';
    if (!settled && event.type !== 'observerRemoved') return;
    const query = cache.get(event.query.queryHash);
    if (query !== undefined && isMrtr(query)) evictLater(query);
  });
}
