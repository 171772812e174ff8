import { resolveTarget, type OwnAddresses } from './own-address';
import { proxyPathFor, targetProblem } from './target';

export type NextHop = { ok: true; next: URL; location: string } | { ok: false; reason: string };

/**
 * A server's `Location`, pointed back through the proxy (0031 "The proxy", redirects). The page
 * follows it as a same-origin redirect, so the proxy does what Fetch does on a cross-origin one:
 * a next URL on another origin than the current target (or any hop after one) carries the
 * `cross-origin=1` flag, and its request goes out without the first origin's credentials.
 * A Location that does not parse, is not http(s), or names this console is refused: nothing of
 * it reaches the page.
 */
export function nextHop(location: string, current: URL, crossOrigin: boolean, ownHosts: ReadonlySet<string>): NextHop {
  const named = JSON.stringify(location);
  if (!URL.canParse(location, current)) return { ok: false, reason: `The server redirected to ${named}, which is not a URL` };
  const next = new URL(location, current);
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return { ok: false, reason: `The server redirected to ${named}: the proxy follows http: and https: only` };
  const problem = targetProblem(next, ownHosts);
  if (problem !== undefined) return { ok: false, reason: `The server redirected to ${named}, refused: ${problem}` };
  return { ok: true, next, location: proxyPathFor(next.href, crossOrigin || next.origin !== current.origin) };
}

/** `nextHop`, and refused too when the next URL resolves to this console's own listener. */
export async function checkedNextHop(location: string, current: URL, crossOrigin: boolean, ownHosts: ReadonlySet<string>, own: OwnAddresses): Promise<NextHop> {
  const hop = nextHop(location, current, crossOrigin, ownHosts);
  if (!hop.ok) return hop;
  // A name that does not resolve is left to the followed request, which answers 502 for it.
  const resolved = await resolveTarget(hop.next, own);
  if (!resolved.ok && resolved.own) return { ok: false, reason: `The server redirected to ${JSON.stringify(location)}, refused: ${resolved.reason}` };
  return hop;
}
