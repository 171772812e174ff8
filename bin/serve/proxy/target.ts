/** Where the page asks the proxy to forward to (0031 "The proxy"): `/.mcp-console/proxy?target=<URL>`. */
export const PROXY_PATH = '/.mcp-console/proxy';

/**
 * The query flag a redirect to another origin adds to the proxy address, and every later hop
 * keeps: the request is then forwarded without the first origin's credentials (0031 "The proxy").
 */
export const CROSS_ORIGIN_PARAM = 'cross-origin';

export type TargetVerdict = { ok: true; url: URL; crossOrigin: boolean } | { ok: false; status: 400; reason: string };

const refuse = (reason: string): TargetVerdict => ({ ok: false, status: 400, reason });

/**
 * Why an absolute URL may not be a target, or undefined: the proxy forwards to `http:` and
 * `https:` URLs without credentials that do not name this console's listener (`ownHosts`, the
 * guard's `host:port` forms), so it can neither read local files nor call itself by name.
 * Addresses are checked after resolution (own-address.ts).
 */
export function targetProblem(url: URL, ownHosts: ReadonlySet<string>): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `The proxy forwards http: and https: only, not ${url.protocol}`;
  if (url.username !== '' || url.password !== '') return 'The target must not carry a user name or password';
  if (ownHosts.has(url.host.toLowerCase()) || ownHosts.has(`${url.hostname.toLowerCase()}:${defaultPort(url)}`)) {
    return "The target is this console's own address: the proxy does not call itself";
  }
  return undefined;
}

/** The upstream URL of a proxy request, decided before any I/O, and whether a redirect left its first origin. */
export function proxyTarget(requestUrl: string, ownHosts: ReadonlySet<string>): TargetVerdict {
  const query = new URL(requestUrl, 'http://localhost').searchParams;
  const raw = query.get('target');
  if (raw === null || raw === '') return refuse('The target query parameter is missing');
  if (!URL.canParse(raw)) return refuse(`The target ${JSON.stringify(raw)} is not an absolute URL`);
  const url = new URL(raw);
  const problem = targetProblem(url, ownHosts);
  if (problem !== undefined) return refuse(problem);
  url.hash = '';
  return { ok: true, url, crossOrigin: query.get(CROSS_ORIGIN_PARAM) === '1' };
}

function defaultPort(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

/** The proxy's own address for an upstream URL, as the page and a rewritten `Location` name it. */
export function proxyPathFor(target: string, crossOrigin = false): string {
  return `${PROXY_PATH}?target=${encodeURIComponent(target)}${crossOrigin ? `&${CROSS_ORIGIN_PARAM}=1` : ''}`;
}
