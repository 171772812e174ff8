import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const SECRET_HEADER = 'x-mcp-console-secret';

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

/** `host:port` forms (lower case) a request to this listener may name in `Host` and `Origin`. */
export function allowedHosts(bindHost: string, port: number): Set<string> {
  const bare = bindHost.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const named = bare.includes(':') ? `[${bare}]` : bare;
  const hosts = new Set<string>();
  for (const host of ['127.0.0.1', 'localhost', '[::1]', named]) {
    hosts.add(`${host}:${port}`);
    // Browsers leave the default port out of Host and Origin.
    if (port === 80) hosts.add(host);
  }
  return hosts;
}

function originHost(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  return url.protocol === 'http:' ? url.host.toLowerCase() : undefined;
}

function secretMatches(given: string | string[] | undefined, secret: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const bytes = Buffer.from(given, 'utf8');
  // timingSafeEqual needs equal lengths; the length of a 64-hex-digit secret is no secret.
  return bytes.length === secret.length && timingSafeEqual(bytes, secret);
}

/**
 * 0031 "Security", in order: a foreign Host (DNS rebinding) and a foreign Origin (another web
 * page) are 403, a missing or wrong secret 401. Runs before anything else is done with a request.
 */
export function guardRequest(headers: IncomingHttpHeaders, hosts: ReadonlySet<string>, secret: Buffer): GuardVerdict {
  const host = headers.host?.toLowerCase();
  if (host === undefined || !hosts.has(host)) return { ok: false, status: 403, reason: `Host ${JSON.stringify(headers.host ?? '')} is not this console's` };
  const origin = headers.origin;
  if (origin !== undefined) {
    const from = originHost(origin);
    if (from === undefined || !hosts.has(from)) return { ok: false, status: 403, reason: `Origin ${JSON.stringify(origin)} is not this console's` };
  }
  if (!secretMatches(headers[SECRET_HEADER], secret)) return { ok: false, status: 401, reason: `The ${SECRET_HEADER} header is missing or wrong` };
  return { ok: true };
}
