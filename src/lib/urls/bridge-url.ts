/** The URL space `mcp-console` answers on its own origin (decision 0031, "The HTTP face"). */
export const BRIDGE_PREFIX = '/.mcp-console/';

/** True for an address under the console's own `/.mcp-console/` (the bridge, its events, its list). */
export function isBridgeUrl(url: string, consoleOrigin: string): boolean {
  try {
    const parsed = new URL(url, consoleOrigin);
    return parsed.origin === consoleOrigin && parsed.pathname.startsWith(BRIDGE_PREFIX);
  } catch {
    return false;
  }
}

/** True for the MCP endpoint of a stdio server bridged by the `mcp-console` that served this page. */
export function isBridgedStdioEndpoint(url: string, consoleOrigin: string): boolean {
  return isBridgeUrl(url, consoleOrigin) && /^\/\.mcp-console\/bridge\/[^/]+\/mcp$/.test(new URL(url, consoleOrigin).pathname);
}

/** The served console's local proxy (decision 0031, "The proxy"). */
export const PROXY_PATH = `${BRIDGE_PREFIX}proxy`;
/** The response header the proxy marks its answers with, and its value. */
export const VIA_HEADER = 'x-mcp-console-via';
export const VIA_LOCAL_PROXY = 'local-proxy';

/** The proxy's address on the console's origin for an upstream URL. */
export function proxyUrlFor(target: string, consoleOrigin: string): string {
  return `${consoleOrigin}${PROXY_PATH}?target=${encodeURIComponent(target)}`;
}

/**
 * The upstream URL a proxy address stands for (the inverse of `proxyUrlFor`): the final URL of a
 * proxied exchange the browser followed through the proxy's rewritten `Location`s. Undefined for
 * any other address.
 */
export function proxyTargetOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.pathname !== PROXY_PATH) return undefined;
  const target = parsed.searchParams.get('target');
  return target !== null && URL.canParse(target) ? target : undefined;
}

/** True when an exchange's answer came through the local proxy (it marks each one). */
export function cameViaLocalProxy(headers: readonly (readonly [string, string])[]): boolean {
  return headers.some(([name, value]) => name.toLowerCase() === VIA_HEADER && value === VIA_LOCAL_PROXY);
}

/** The request header that carries the run's secret to the console's own endpoints (decision 0031, "Security"). */
export const BRIDGE_SECRET_HEADER = 'X-MCP-Console-Secret';

/** The request header naming the headers the proxy must drop when a redirect leaves the origin. */
export const PROXY_CREDENTIALS_HEADER = 'x-mcp-console-credentials';
