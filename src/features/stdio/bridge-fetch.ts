import { SECRET_HEADER } from './secret';

/** The URL space `mcp-console` answers on its own origin (decision 0031, "The HTTP face"). */
export const BRIDGE_PREFIX = '/.mcp-console/';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** True for an address under the console's own `/.mcp-console/` (the bridge, its events, its list). */
export function isBridgeUrl(url: string, consoleOrigin: string): boolean {
  try {
    const parsed = new URL(url, consoleOrigin);
    return parsed.origin === consoleOrigin && parsed.pathname.startsWith(BRIDGE_PREFIX);
  } catch {
    return false;
  }
}

export interface BridgeFetchOptions {
  consoleOrigin: string;
  /** The secret in force (read per request, so a later intake applies at once). */
  secret: () => string | undefined;
  /** Told when the bridge refuses a request for want of the secret (401). */
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
    if (response.status === 401) options.onUnauthorized?.();
    return response;
  };
}
