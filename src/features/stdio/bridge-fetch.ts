import { isBridgeUrl, VIA_HEADER, VIA_LOCAL_PROXY } from '../../lib/urls/bridge-url';
import { SECRET_HEADER } from './secret';

export { BRIDGE_PREFIX, isBridgeUrl } from '../../lib/urls/bridge-url';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

export interface BridgeFetchOptions {
  consoleOrigin: string;
  /** The secret in force (read per request, so a later intake applies at once). */
  secret: () => string | undefined;
  /** Told when the bridge refuses a request for want of the secret (its own 401, not one it relays). */
  onUnauthorized?: () => void;
  base?: typeof fetch;
}

/**
 * The base fetch for the bridge: it adds `X-MCP-Console-Secret` to requests under the console's
 * own `/.mcp-console/` and nothing else. Sessions pass it *under* the traffic tap, so the tap,
 * and with it every export, HAR and History entry, never sees the header.
 */
export function createBridgeFetch(options: BridgeFetchOptions): typeof fetch {
  const base = options.base ?? ((input, init) => globalThis.fetch(input, init));
  return async (input, init) => {
    if (!isBridgeUrl(urlOf(input), options.consoleOrigin)) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const secret = options.secret();
    if (secret !== undefined) headers.set(SECRET_HEADER, secret);
    const response = await base(input, { ...init, headers });
    // The local proxy relays a protected server's own 401 (marked as relayed): that is a sign-in to
    // offer, not this page lacking the run's secret.
    if (response.status === 401 && response.headers.get(VIA_HEADER) !== VIA_LOCAL_PROXY) options.onUnauthorized?.();
    return response;
  };
}
