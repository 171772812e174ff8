import { connectTargetFor, type ServersState, type ServersStore } from '../../features/servers';
import type { CompareServer, CompareSources } from '../../hooks/use-compare-sources';
import { resolveDemoFetch } from './demo-fetch';

/**
 * Saved servers as snapshot sources for the QA panel's Compare. A snapshot connects its own
 * short session with the server's saved headers (the in-page demo server through its router),
 * so the active connection is left as it is.
 */
export function createCompareSources(servers: Pick<ServersStore, 'getSnapshot' | 'subscribe'>): CompareSources {
  let seen: ServersState | undefined;
  let list: readonly CompareServer[] = [];
  const getSnapshot = (): readonly CompareServer[] => {
    const state = servers.getSnapshot();
    if (state !== seen) {
      seen = state;
      list = state.servers.map(({ id, name, url }) => ({ id, name, url }));
    }
    return list;
  };
  return {
    getSnapshot,
    subscribe: (listener) => servers.subscribe(listener),
    snapshot: async (id) => {
      const state = servers.getSnapshot();
      const server = state.servers.find((s) => s.id === id);
      if (server === undefined) throw new Error('That saved server no longer exists.');
      const { headers } = connectTargetFor(state, server.url);
      const [{ takeSnapshot }, fetch] = await Promise.all([import('../../qa/snapshot'), resolveDemoFetch(server.url)]);
      return takeSnapshot(server.url, { headers, ...(fetch === undefined ? {} : { fetch }) });
    },
  };
}
