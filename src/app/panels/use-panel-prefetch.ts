import { useEffect } from 'react';
import { useIdleAfterConnected } from '../../hooks/session/use-idle-after-connected';
import { isPanelId, type PanelId } from '../../lib/urls/panel-ids';
import type { PanelRegistry } from './panel-registry';

/**
 * Once a session is connected and its first requests are answered, fetches the code of the other
 * visible panels when the browser is idle, without running it (issue 20: load on first use, or
 * prefetch when idle after connected). Nothing of it is on the way to the first paint or to
 * "connected", and no panel's code is parsed or run before it is opened or its tab hovered.
 */
export function usePanelPrefetch(registry: PanelRegistry, ids: readonly PanelId[]): void {
  const idle = useIdleAfterConnected();
  const key = ids.join(',');
  useEffect(() => {
    if (idle) registry.prefetch(key.split(',').filter(isPanelId));
  }, [idle, key, registry]);
}
