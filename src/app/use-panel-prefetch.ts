import { useEffect } from 'react';
import { useConnectionStatus } from '../hooks/use-session';
import { isPanelId, type PanelId } from '../lib/panel-ids';
import type { PanelRegistry } from './panel-registry';

/** Long enough after "connected" that the open panel's own requests go first. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Once a session is connected, loads the code of the other visible panels when the browser is
 * idle (issue 20: load on first use, or prefetch when idle after connected). Nothing of it is
 * on the way to the first paint or to "connected".
 */
export function usePanelPrefetch(registry: PanelRegistry, ids: readonly PanelId[]): void {
  const connected = useConnectionStatus().state === 'connected';
  const key = ids.join(',');
  useEffect(() => {
    if (!connected) return undefined;
    const run = () => registry.prefetch(key.split(',').filter(isPanelId));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [connected, key, registry]);
}
