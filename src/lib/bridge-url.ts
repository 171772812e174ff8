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
