import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { SECRET_HEADER } from '../guard/guard';

/** The response header that tells the page (and its Traffic) an exchange went through the proxy. */
export const VIA_HEADER = 'x-mcp-console-via';
export const VIA_VALUE = 'local-proxy';

/**
 * The request header in which the page names the headers it treats as secrets (comma-separated),
 * so a redirect to another origin can drop them (0031 "The proxy", redirects). Never forwarded.
 */
export const CREDENTIALS_HEADER = 'x-mcp-console-credentials';

/** RFC 9110 §7.6.1: these describe one connection, never the message, so no proxy forwards them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * Request headers that belong to the console's page, not to the upstream: the run's secret, the
 * console's Host, Origin, Referer and cookies, and the browser's Sec-Fetch-* description of the
 * page. The proxy speaks to the server as a non-browser client would.
 */
const PAGE_ONLY = new Set([SECRET_HEADER, CREDENTIALS_HEADER, 'host', 'origin', 'referer', 'cookie']);

/**
 * What Fetch drops, or what only the first origin may see, when a redirect leaves that origin:
 * its credentials, its session and its stream position.
 */
const FIRST_ORIGIN_ONLY = ['authorization', 'cookie', 'proxy-authorization', 'mcp-session-id', 'last-event-id'];

/**
 * The server headers the page gets (0031 "The proxy", response headers). An allow-list: anything
 * else (Clear-Site-Data, Set-Cookie, Refresh, Content-Security-Policy…) would act on the
 * console's own origin. `Location` is rewritten apart (redirect.ts).
 */
const PASSED = new Set([
  'content-type',
  'content-encoding',
  'content-length',
  'content-language',
  'mcp-session-id',
  'mcp-protocol-version',
  'www-authenticate',
  'retry-after',
  'link',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  'date',
  'age',
  // A 405 to the GET stream or DELETE says which methods the endpoint takes (Streamable HTTP).
  'allow',
  // RFC 9449: a DPoP-bound token's server hands out the nonce the next proof must carry.
  'dpop-nonce',
]);

function named(headers: IncomingHttpHeaders): Set<string> {
  const listed = headers.connection;
  const names = typeof listed === 'string' ? listed.split(',').map((name) => name.trim().toLowerCase()) : [];
  return new Set([...HOP_BY_HOP, ...names.filter((name) => name !== '')]);
}

/** The header names the page listed in `x-mcp-console-credentials`, lower case. */
export function pageCredentials(headers: IncomingHttpHeaders): string[] {
  const listed = headers[CREDENTIALS_HEADER];
  const text = Array.isArray(listed) ? listed.join(',') : (listed ?? '');
  return text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/**
 * The headers sent upstream: everything the page sent (MCP headers, Authorization, Last-Event-ID…)
 * but the above. After a redirect to another origin (`crossOrigin`), also without the first
 * origin's credentials and session, and without every header the page named as a secret.
 */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders, target: URL, crossOrigin = false): OutgoingHttpHeaders {
  const drop = named(headers);
  if (crossOrigin) for (const name of [...FIRST_ORIGIN_ONLY, ...pageCredentials(headers)]) drop.add(name);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || drop.has(name) || PAGE_ONLY.has(name) || name.startsWith('sec-fetch-')) continue;
    out[name] = value;
  }
  out.host = target.host;
  return out;
}

/** The headers sent back to the page: the allowed server headers, and the via mark. */
export function pageResponseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && PASSED.has(name)) out[name] = value;
  }
  out[VIA_HEADER] = VIA_VALUE;
  return out;
}
