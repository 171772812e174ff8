/** A `--config` URL entry whose headers the proxy adds server-side (`serve --inject-headers`). */
export interface HeaderInjection {
  url: string;
  headers: Readonly<Record<string, string>>;
}

/** Scheme, host, port and path: the only URL that gets an entry's headers. */
function endpointOf(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * The headers to add to a request for `target` (0031 "The proxy", header injection): those of
 * the entry whose URL has the same origin and path. Never to another path of the origin (OAuth
 * metadata, a token endpoint) and never after a redirect left the first origin.
 */
export function injectedHeaders(target: URL, crossOrigin: boolean, injections: readonly HeaderInjection[]): Record<string, string> {
  if (crossOrigin) return {};
  const out: Record<string, string> = {};
  for (const entry of injections) {
    if (!URL.canParse(entry.url) || endpointOf(new URL(entry.url)) !== endpointOf(target)) continue;
    for (const [name, value] of Object.entries(entry.headers)) out[name.toLowerCase()] = value;
  }
  return out;
}
