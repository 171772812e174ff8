import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Where the console listens, as `listen()` was given it. */
export interface Listener {
  host: string;
  port: number;
}

/** The listener's port and every address that reaches it there, in canonical form. */
export interface OwnAddresses {
  port: number;
  addresses: ReadonlySet<string>;
}

const WILDCARDS = new Set(['', '0.0.0.0', '::']);

/**
 * One text per address: IPv4 dotted, IPv6 compressed in lower case, and an IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`, which Linux connects to 127.0.0.1) as the IPv4 address it is.
 * Undefined for anything that is not an IP address.
 */
export function canonicalIp(address: string): string | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(bare);
  if (family === 0) return undefined;
  const literal = family === 6 ? `[${bare}]` : bare;
  if (!URL.canParse(`http://${literal}/`)) return undefined;
  const host = new URL(`http://${literal}/`).hostname;
  if (family === 4) return host;
  const v6 = host.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
  if (mapped === null) return v6;
  const high = parseInt(mapped[1] ?? '0', 16);
  const low = parseInt(mapped[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * The addresses that reach the listener (decision 0031, "The proxy", own address): the
 * unspecified addresses (a connect to 0.0.0.0 or :: lands on this host), loopback, the bound
 * address, and, bound to a wildcard, every address of every local interface.
 */
export function ownAddresses(listener: Listener, interfaces = networkInterfaces()): OwnAddresses {
  const addresses = new Set(['0.0.0.0', '::', '127.0.0.1', '::1']);
  const bound = listener.host.replace(/^\[(.*)\]$/, '$1');
  const canonical = canonicalIp(bound);
  if (canonical !== undefined) addresses.add(canonical);
  if (WILDCARDS.has(canonical ?? bound)) {
    for (const entries of Object.values(interfaces)) {
      for (const entry of entries ?? []) {
        const local = canonicalIp(entry.address);
        if (local !== undefined) addresses.add(local);
      }
    }
  }
  return { port: listener.port, addresses };
}

/** True when a connect to `address:port` would reach the console's own listener. */
export function isOwnAddress(address: string, port: number, own: OwnAddresses): boolean {
  if (port !== own.port) return false;
  const canonical = canonicalIp(address);
  if (canonical === undefined) return false;
  // All of 127.0.0.0/8 is loopback: 127.0.0.2 reaches a listener on a wildcard.
  return own.addresses.has(canonical) || canonical.startsWith('127.');
}

export function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

export type Resolution = { ok: true; addresses: LookupAddress[] } | { ok: false; own: boolean; reason: string };

type Resolver = (hostname: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Every address the target's host name resolves to, refused when any of them is the console's
 * own listener; the proxy then connects to these addresses only (`pinnedLookup`), so a second
 * DNS answer cannot point the connection elsewhere after the check.
 */
export async function resolveTarget(url: URL, own: OwnAddresses, resolve: Resolver = systemResolver): Promise<Resolution> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    return { ok: false, own: false, reason: `The proxy could not resolve ${url.hostname}: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (addresses.length === 0) return { ok: false, own: false, reason: `The proxy could not resolve ${url.hostname}: no address` };
  const port = portOf(url);
  const mine = addresses.find((entry) => isOwnAddress(entry.address, port, own));
  if (mine !== undefined) return { ok: false, own: true, reason: `The target ${url.host} is this console's own address (${mine.address}:${port}): the proxy does not call itself` };
  return { ok: true, addresses };
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for `http.request` that answers with the addresses already checked, never asking DNS again. */
export function pinnedLookup(addresses: readonly LookupAddress[]): (hostname: string, options: { all?: boolean }, callback: LookupCallback) => void {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all === true) callback(null, [...addresses]);
    else if (first === undefined) callback(new Error('No address to connect to'), '');
    else callback(null, first.address, first.family);
  };
}
