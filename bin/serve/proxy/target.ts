/** Where the page asks the proxy to forward to (0031 "The proxy"): `/.mcp-console/proxy?target=<URL>`. */
export const PROXY_PATH = '/.mcp-console/proxy';

export type TargetVerdict = { ok: true; url: URL } | { ok: false; status: 400; reason: string };

const refuse = (reason: string): TargetVerdict => ({ ok: false, status: 400, reason });

/**
 * The upstream URL of a proxy request, decided before any I/O: an absolute `http:` or `https:`
 * URL without credentials that is not this console's own listener (`ownHosts`, the guard's
 * `host:port` forms), so the proxy can neither read local files nor call itself.
 */
export function proxyTarget(requestUrl: string, ownHosts: ReadonlySet<string>): TargetVerdict {
  const raw = new URL(requestUrl, 'http://localhost').searchParams.get('target');
  if (raw === null || raw === '') return refuse('The target query parameter is missing');
  if (!URL.canParse(raw)) return refuse(`The target ${JSON.stringify(raw)} is not an absolute URL`);
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(`The proxy forwards http: and https: only, not ${url.protocol}`);
  if (url.username !== '' || url.password !== '') return refuse('The target must not carry a user name or password');
  if (ownHosts.has(url.host.toLowerCase()) || ownHosts.has(`${url.hostname.toLowerCase()}:${defaultPort(url)}`)) {
    return refuse("The target is this console's own address: the proxy does not call itself");
  }
  url.hash = '';
  return { ok: true, url };
}

function defaultPort(url: URL): string {
  if (url.port !== '') return url.port;
  return url.protocol === 'https:' ? '443' : '80';
}

/** The proxy's own address for an upstream URL, as the page and a rewritten `Location` name it. */
export function proxyPathFor(target: string): string {
  return `${PROXY_PATH}?target=${encodeURIComponent(target)}`;
}
