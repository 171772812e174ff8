/**
 * Address spaces of the Local Network Access rules (WICG Local Network Access, which
 * Chromium enforces): a request from a page in a less private space to a more private
 * one needs the user's permission. Classification works on what a URL says (an IP
 * literal or a reserved name); a plain DNS name could resolve anywhere, so it is
 * reported as `public` with `certain: false`.
 */
export type AddressSpace = 'loopback' | 'local' | 'public';

export interface HostClass {
  space: AddressSpace;
  /** False for DNS names, whose address only the resolver knows. */
  certain: boolean;
}

/** Lower is more private; LNA guards requests that go to a lower rank. */
export const SPACE_RANK: Readonly<Record<AddressSpace, number>> = { loopback: 0, local: 1, public: 2 };

function ipv4Octets(host: string): number[] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4) return undefined;
  const octets = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : Number.NaN));
  return octets.every((o) => Number.isInteger(o) && o >= 0 && o <= 255) ? octets : undefined;
}

/** RFC 1918, RFC 6598 shared space, RFC 3927 link-local, and the loopback and "this host" blocks. */
function ipv4Space(octets: readonly number[]): AddressSpace {
  const [a = 0, b = 0] = octets;
  if (a === 127 || a === 0) return 'loopback';
  if (a === 10) return 'local';
  if (a === 172 && b >= 16 && b <= 31) return 'local';
  if (a === 192 && b === 168) return 'local';
  if (a === 169 && b === 254) return 'local';
  if (a === 100 && b >= 64 && b <= 127) return 'local';
  return 'public';
}

/** Expands an IPv6 literal (no brackets) into eight 16-bit groups; undefined if malformed. */
function ipv6Groups(literal: string): number[] | undefined {
  let text = literal.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A dotted IPv4 tail (::ffff:127.0.0.1) becomes two hex groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1] !== undefined) {
    const octets = ipv4Octets(tail[1]);
    if (octets === undefined) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (s: string): number[] | undefined => {
    if (s === '') return [];
    const groups = s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : Number.NaN));
    return groups.every((g) => !Number.isNaN(g)) ? groups : undefined;
  };
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (head === undefined || rest === undefined) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - rest.length;
  return missing < 1 ? undefined : [...head, ...new Array<number>(missing).fill(0), ...rest];
}

function ipv6Space(groups: readonly number[]): AddressSpace {
  const first = groups[0] ?? 0;
  const allZeroUntil = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (allZeroUntil(7) && ((groups[7] ?? 0) === 1 || (groups[7] ?? 0) === 0)) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address decides.
  if (allZeroUntil(5) && groups[5] === 0xffff) {
    const hi = groups[6] ?? 0;
    const lo = groups[7] ?? 0;
    return ipv4Space([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  }
  if ((first & 0xfe00) === 0xfc00) return 'local'; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return 'local'; // fe80::/10 link-local
  return 'public';
}

/**
 * Classifies a URL hostname as the browser's address space. Accepts `URL.hostname` forms:
 * IPv6 in brackets, IPv4 literals, `localhost` and `*.localhost` (always loopback in
 * browsers), `*.local` (mDNS, on the local network).
 */
export function classifyHost(hostname: string): HostClass {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') && host.endsWith(']')) {
    const groups = ipv6Groups(host.slice(1, -1));
    return groups === undefined ? { space: 'public', certain: false } : { space: ipv6Space(groups), certain: true };
  }
  const octets = ipv4Octets(host);
  if (octets !== undefined) return { space: ipv4Space(octets), certain: true };
  if (host === 'localhost' || host.endsWith('.localhost')) return { space: 'loopback', certain: true };
  if (host.endsWith('.local')) return { space: 'local', certain: true };
  // A single-label name (http://devbox:3000) only resolves through a local resolver.
  if (!host.includes('.')) return { space: 'local', certain: false };
  return { space: 'public', certain: false };
}

/**
 * Whether the Secure Contexts spec counts the host as potentially trustworthy for plain
 * `http:`: loopback literals and localhost names. Mixed-content blocking spares these.
 */
export function isPotentiallyTrustworthyHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '[::1]') return true;
  const octets = ipv4Octets(host);
  return octets !== undefined && octets[0] === 127;
}
