import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { SECRET_HEADER } from '../guard/guard';
import { proxyPathFor } from './target';

/** The response header that tells the page (and its Traffic) an exchange went through the proxy. */
export const VIA_HEADER = 'x-mcp-console-via';
export const VIA_VALUE = 'local-proxy';

/** RFC 9110 §7.6.1: these describe one connection, never the message, so no proxy forwards them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * Request headers that belong to the console's page, not to the upstream: the run's secret, the
 * console's Host, Origin, Referer and cookies, and the browser's Sec-Fetch-* description of the
 * page. The proxy speaks to the server as a non-browser client would.
 */
const PAGE_ONLY = new Set([SECRET_HEADER, 'host', 'origin', 'referer', 'cookie']);

function named(headers: IncomingHttpHeaders): Set<string> {
  const listed = headers.connection;
  const names = typeof listed === 'string' ? listed.split(',').map((name) => name.trim().toLowerCase()) : [];
  return new Set([...HOP_BY_HOP, ...names.filter((name) => name !== '')]);
}

/** The headers sent upstream: everything the page sent (MCP headers, Authorization, Last-Event-ID…) but the above. */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders, target: URL): OutgoingHttpHeaders {
  const drop = named(headers);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || drop.has(name) || PAGE_ONLY.has(name) || name.startsWith('sec-fetch-')) continue;
    out[name] = value;
  }
  out.host = target.host;
  return out;
}

/**
 * The headers sent back to the page: the server's own (Mcp-Session-Id, Content-Type, WWW-Authenticate…)
 * less hop-by-hop ones and cookies (they would land on the console's origin and be sent to every
 * other proxied server), a `Location` pointed back through the proxy, and the via mark.
 */
export function pageResponseHeaders(headers: IncomingHttpHeaders, target: URL): OutgoingHttpHeaders {
  const drop = named(headers);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || drop.has(name) || name === 'set-cookie') continue;
    out[name] = value;
  }
  const location = headers.location;
  if (typeof location === 'string' && URL.canParse(location, target)) {
    const next = new URL(location, target);
    if (next.protocol === 'http:' || next.protocol === 'https:') out.location = proxyPathFor(next.href);
  }
  out[VIA_HEADER] = VIA_VALUE;
  return out;
}
