import { connectTargetFor, connectWithSaved, serverForUrl } from '../../features/servers';
import { BridgeStore, createBridgeFetch, isBridgeUrl, LocalProxyStore, takeBridgeSecret, type BridgedServer, type SecretPage } from '../../features/stdio';
import type { ProxyOffer } from '../../components/error-alert';
import { connectorOf } from '../../hooks/session/use-session';
import { MAX_LIVE_SERVERS } from '../../hooks/session/workspace';
import { startPlan } from './bridge-start';
import { startInitialConnection, type AppServices } from './services';

/** The stdio bridge of a console served by `mcp-console -- <command>` (decision 0031). */
export interface BridgeServices {
  store: BridgeStore;
  /** The run's secret, when this tab was opened from the printed URL (or reloaded since). */
  secret: string | undefined;
  /** The servers this tab reaches through the served console's local proxy (issue 32). */
  proxy: LocalProxyStore;
  /** The bridge fetch for an address under this origin's `/.mcp-console/`, the proxy fetch for a proxied server, else undefined. */
  fetchFor(url: string): typeof fetch | undefined;
}

function sessionStorageOf(win: Window): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return win.sessionStorage;
  } catch {
    // A sandboxed frame without storage: the secret then lives in memory for this load only.
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}

/**
 * Takes the secret out of the address before anything else reads it, and builds the fetch that
 * adds it under the traffic tap. Without the secret the bridge fetch still serves bridge
 * addresses (so no OAuth sign-in is attempted on its 401) and reports the refusal to the store.
 */
export function createBridgeServices(win: Window & SecretPage): BridgeServices {
  const secret = takeBridgeSecret(win, sessionStorageOf(win));
  const consoleOrigin = win.location.origin;
  const holder: { store?: BridgeStore } = {};
  const fetchImpl = createBridgeFetch({ consoleOrigin, secret: () => secret, onUnauthorized: () => holder.store?.markUnauthorized() });
  const store = new BridgeStore({ consoleOrigin, fetch: fetchImpl });
  holder.store = store;
  // Only a console served by the CLI holds the secret, and only such a console has the proxy.
  const proxy = new LocalProxyStore({ available: secret !== undefined, consoleOrigin, base: fetchImpl });
  return { store, secret, proxy, fetchFor: (url) => (isBridgeUrl(url, consoleOrigin) ? fetchImpl : proxy.fetchFor(url)) };
}

function announced(server: BridgedServer) {
  return { name: server.name, url: server.url, headers: server.kind === 'http' ? server.headers : {} };
}

/**
 * The first connection of a bridged console: the announced servers are saved (once per URL), and
 * unless `?server=` names another, the console connects to the one the CLI marked `open` (else
 * the first stdio one), so the page opens already connected to it; with `--connect-all`, to
 * every other one too, in the background (bridge-start.ts). Anything else (no secret, no
 * bridge, nothing announced) falls back to the usual first connection.
 */
export async function startConsole(services: AppServices, bridge: BridgeServices): Promise<void> {
  if (bridge.secret === undefined) {
    startInitialConnection(services);
    return;
  }
  const listing = await bridge.store.load();
  if (listing.kind !== 'ok' || listing.servers.length === 0) {
    startInitialConnection(services);
    return;
  }
  const ids = services.servers.saveAnnounced(listing.servers.map(announced));
  // `serve --inject-headers`: the proxy holds the headers, so the saved server must use it.
  for (const server of listing.servers) {
    const id = ids.get(server.url);
    if (server.kind === 'http' && server.useLocalProxy === true && id !== undefined) services.servers.updateServer(id, { useLocalProxy: true });
  }
  const { active, background } = startPlan(listing, MAX_LIVE_SERVERS);
  if (services.deepLink.server !== undefined || active === undefined) {
    startInitialConnection(services);
    return;
  }
  services.servers.select(ids.get(active.url));
  const first = connectWithSaved(connectorOf(services.session), services.servers, active.url);
  const { workspace } = services.session;
  // With their saved headers (and proxy choice), yet not "last used": the card stays on the active one.
  if (workspace !== undefined) for (const other of background) void workspace.connect(connectTargetFor(services.servers.getSnapshot(), other.url), { activate: false });
  await first;
}

/**
 * What the CORS alert offers (issue 32): with the served console's proxy, a button that reconnects
 * to the same URL, with its saved headers, through it; on the hosted site, the way to get one.
 */
export function proxyOfferFor(services: AppServices): ((url: string) => ProxyOffer | undefined) | undefined {
  const { proxy } = services;
  if (proxy === undefined) return undefined;
  return (url) => {
    if (!proxy.getSnapshot().available) return { kind: 'hosted' };
    if (proxy.proxies(url)) return undefined;
    return {
      kind: 'available',
      connect: () => {
        // A saved server keeps the choice (its Use local proxy box); any other URL, for this tab.
        const saved = serverForUrl(services.servers.getSnapshot(), url);
        if (saved === undefined) proxy.choose(url);
        else services.servers.updateServer(saved.id, { useLocalProxy: true });
        void connectWithSaved(connectorOf(services.session), services.servers, url);
      },
    };
  };
}

/** The proxy asks the saved servers for their Use local proxy choice and their secret headers. */
export function linkSavedProxyChoice(services: AppServices): void {
  const { proxy, servers } = services;
  if (proxy === undefined) return;
  proxy.saved = (url) => serverForUrl(servers.getSnapshot(), url)?.useLocalProxy;
  // An HTTP+SSE session posts to an endpoint URL of its own: the server saved on its origin answers for it.
  proxy.secretHeaders = (url) => {
    const state = servers.getSnapshot();
    const saved = serverForUrl(state, url)?.url ?? state.servers.find((s) => URL.canParse(s.url) && new URL(s.url).origin === new URL(url).origin)?.url;
    return saved === undefined ? [] : connectTargetFor(state, saved).secretHeaders;
  };
}
