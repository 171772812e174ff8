import { Listeners } from '../../../lib/listeners';
import { isBridgeUrl, PROXY_CREDENTIALS_HEADER, proxyUrlFor } from '../../../lib/urls/bridge-url';
import type { ExternalStore } from '../../../protocol/model/types';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The request header naming the headers the proxy must drop when a redirect leaves the origin. */
export const CREDENTIALS_HEADER = PROXY_CREDENTIALS_HEADER;

/** `authorization` and the secret header names, lower-case and once each, comma-separated. */
function credentialNames(secret: readonly string[]): string {
  return [...new Set(['authorization', ...secret.map((name) => name.trim().toLowerCase()).filter((name) => name !== '')])].join(', ');
}

/**
 * The base fetch of a proxied session (decision 0031, "The proxy"): every request goes to the
 * served console's proxy instead of the server, through `base` (the bridge fetch, which adds the
 * run's secret). It sits under the traffic tap, so Traffic, History and exports keep the
 * server's real URL and never see the secret; only the address on the wire changes.
 * Each request names its credentials (`authorization` and the headers the user marked secret,
 * from `secretHeaders`): the proxy drops them when a redirect takes the request to another
 * origin, as Fetch drops `Authorization` on a direct one. Being under the tap, that list is never
 * recorded either.
 */
export function createProxyFetch(consoleOrigin: string, base: typeof fetch, secretHeaders: (url: string) => readonly string[] = () => []): typeof fetch {
  return (input, init) => {
    const url = urlOf(input);
    if (isBridgeUrl(url, consoleOrigin)) return base(input, init);
    const target = proxyUrlFor(new URL(url).href, consoleOrigin);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(CREDENTIALS_HEADER, credentialNames(secretHeaders(url)));
    return base(input instanceof Request ? new Request(target, input) : target, { ...init, headers });
  };
}

export interface LocalProxySnapshot {
  /** A console served by the CLI (the page holds the run's secret): the proxy is there. */
  available: boolean;
  /** Server URLs the user chose to reach through it in this tab. */
  chosen: ReadonlySet<string>;
}

/** Which servers this tab reaches through the local proxy; a saved server's choice is asked of `saved`. */
export class LocalProxyStore implements ExternalStore<LocalProxySnapshot> {
  private readonly listeners = new Listeners();
  private snapshot: LocalProxySnapshot;
  private readonly proxyFetch: typeof fetch;
  /** The `Use local proxy` choice of the saved server at this URL; undefined when none is saved. */
  saved: (url: string) => boolean | undefined = () => undefined;
  /** The header names the user marked secret for the server a request goes to (see `createProxyFetch`). */
  secretHeaders: (url: string) => readonly string[] = () => [];

  constructor(options: { available: boolean; consoleOrigin: string; base: typeof fetch }) {
    this.snapshot = { available: options.available, chosen: new Set() };
    this.proxyFetch = createProxyFetch(options.consoleOrigin, options.base, (url) => this.secretHeaders(url));
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.add(listener);

  getSnapshot = (): LocalProxySnapshot => this.snapshot;

  /** The user pressed Connect through local proxy for this server. */
  choose(url: string): void {
    if (!this.snapshot.available || this.snapshot.chosen.has(url)) return;
    this.snapshot = { ...this.snapshot, chosen: new Set([...this.snapshot.chosen, url]) };
    this.listeners.emit();
  }

  /** A saved server's own choice wins (its checkbox can turn it off); else this tab's. */
  proxies(url: string): boolean {
    return this.snapshot.available && (this.saved(url) ?? this.snapshot.chosen.has(url));
  }

  /** The proxy fetch for a server this tab proxies, else undefined. */
  fetchFor(url: string): typeof fetch | undefined {
    return this.proxies(url) ? this.proxyFetch : undefined;
  }
}
