import { useMemo } from 'react';
import { localProxyRoute, type ModelSettings, type ModelTransport } from '../models';
import { modelProxyAccess, type ModelProxyAccess } from './model-proxy';
import { modelLog } from './playground';

export interface ModelTransports {
  /** The console was served by `mcp-console`, so `Connect through local proxy` can be offered. */
  proxyAvailable: boolean;
  /** The transport for these settings: through the local proxy when they ask for it and it is there. */
  transportFor: (settings: Pick<ModelSettings, 'viaProxy'>) => ModelTransport;
}

function transports(access: ModelProxyAccess | undefined): ModelTransports {
  // The same two objects every time, so a component may depend on the transport it was given.
  const direct: ModelTransport = { log: modelLog };
  const proxied: ModelTransport = access === undefined ? direct : { log: modelLog, route: localProxyRoute(access.consoleOrigin, access.secret) };
  return { proxyAvailable: access !== undefined, transportFor: (settings) => (settings.viaProxy ? proxied : direct) };
}

/** How the playground and the sampling dialog reach the user's model endpoint, and whether the proxy is there. */
export function useModelTransport(): ModelTransports {
  const access = modelProxyAccess();
  return useMemo(() => transports(access), [access]);
}
