import { BRIDGE_SECRET_HEADER, PROXY_CREDENTIALS_HEADER, proxyUrlFor } from '../lib/urls/bridge-url';
import type { RouteRequest } from './log/recording-fetch';

/** The headers that carry a model key, which the proxy must not take along to another origin. */
const KEY_HEADERS = 'authorization, x-api-key';

/**
 * `ModelTransport.route` for an endpoint without CORS, reached through the served console's local
 * proxy as an MCP server is (decision 0031, "The proxy"): the request goes to
 * `/.mcp-console/proxy?target=<endpoint URL>` on the console's origin with the run's secret, and
 * names the key's headers so the proxy drops them if a redirect leaves the endpoint's origin.
 * The recording fetch routes after it records, so the log keeps the endpoint's URL and never the secret.
 */
export function localProxyRoute(consoleOrigin: string, secret: string): RouteRequest {
  return (url, init) => {
    const headers = new Headers(init.headers);
    headers.set(BRIDGE_SECRET_HEADER, secret);
    headers.set(PROXY_CREDENTIALS_HEADER, KEY_HEADERS);
    return { url: proxyUrlFor(new URL(url).href, consoleOrigin), init: { ...init, headers } };
  };
}
