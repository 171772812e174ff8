import type { QueryClient } from '@tanstack/react-query';
import { connectTargetFor, connectWithSaved, savedServerIdentity, ServersStore, WatchStore } from '../../features/servers';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { connectorOf, type SessionServices } from '../../hooks/session/use-session';
import { parseDeepLink, withPanel, type DeepLink } from '../../lib/urls/deep-link';
import { initialPanel } from '../../lib/embed/embed-link';
import type { CacheServices } from '../../hooks/use-cache';
import type { BridgeStore, LocalProxyStore } from '../../features/stdio';
import { createCacheServices } from './cache-services';
import { createQueryClient } from './query-client';
import { ThemeStore, type MediaQueryLike } from '../theme-store';

/** Everything the app runs on, created once outside React. */
export interface AppServices {
  deepLink: DeepLink;
  demoUrl: string;
  session: SessionServices;
  servers: ServersStore;
  /** The connection card's Watch toggle per saved server (per URL for one not saved). */
  watch: WatchStore;
  navigation: NavigationStore;
  theme: ThemeStore;
  queryClient: QueryClient;
  cache: CacheServices;
  /** The stdio bridge of a console served by `mcp-console -- <command>`; absent in tests. */
  bridge?: BridgeStore;
  /** The local proxy of a console served by `mcp-console` (issue 32); absent in tests. */
  proxy?: LocalProxyStore;
}

export interface AppEnv {
  search: string;
  localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  matchMedia: ((query: string) => MediaQueryLike) | undefined;
  demoUrl: string;
  session: SessionServices;
  bridge?: BridgeStore;
  proxy?: LocalProxyStore;
}

export function createAppServices(env: AppEnv): AppServices {
  const deepLink = parseDeepLink(env.search);
  const queryClient = createQueryClient();
  const servers = new ServersStore(env.localStorage, env.sessionStorage);
  return {
    deepLink,
    demoUrl: env.demoUrl,
    session: env.session,
    servers,
    watch: new WatchStore(env.localStorage, savedServerIdentity(servers)),
    navigation: new NavigationStore({ panel: initialPanel(deepLink), exchangeId: undefined }),
    theme: new ThemeStore({ storage: env.localStorage, matchMedia: env.matchMedia, forced: deepLink.theme }),
    queryClient,
    cache: createCacheServices(queryClient),
    ...(env.bridge === undefined ? {} : { bridge: env.bridge }),
    ...(env.proxy === undefined ? {} : { proxy: env.proxy }),
  };
}

/**
 * The first connection (ui-contract.md): `?server=`, else the last server used in this
 * browser, else the embedded demo server. Its URL goes into the Server URL box unless the
 * user left a draft there. Every further `server=` of the link connects in the background
 * (issue 41); the first stays active.
 */
export function startInitialConnection(services: AppServices): void {
  const { deepLink, servers, demoUrl } = services;
  const state = servers.getSnapshot();
  const url = deepLink.server ?? state.lastUsedUrl ?? demoUrl;
  if (deepLink.server !== undefined || state.draftUrl === undefined || state.draftUrl.trim() === '') {
    servers.setDraftUrl(url);
  }
  void connectWithSaved(connectorOf(services.session), servers, url);
  const { workspace } = services.session;
  if (workspace === undefined) return;
  // With their saved headers, yet not "last used": a reload and the active server's card stay on the first.
  for (const other of (deepLink.servers ?? []).slice(1)) void workspace.connect(connectTargetFor(servers.getSnapshot(), other), { activate: false });
}

/** Mirrors the open panel into `?panel=` without adding history entries. */
export function syncPanelToUrl(navigation: NavigationStore, history: History, location: Location): () => void {
  let panel = navigation.getSnapshot().panel;
  return navigation.subscribe(() => {
    const next = navigation.getSnapshot().panel;
    if (next === panel) return;
    panel = next;
    history.replaceState(history.state, '', withPanel(location.href, next));
  });
}

/**
 * Once the user connects somewhere else, `?server=` no longer describes the page: drop it so
 * a reload reconnects to the server now in use (the last used one) instead of the old link.
 */
export function dropServerParamOnSwitch(session: SessionServices, history: History, location: Location): () => void {
  const { manager } = session;
  return manager.subscribe(() => {
    const { status } = manager.getSnapshot();
    if (status.state !== 'connecting') return;
    const url = new URL(location.href);
    const linked = url.searchParams.get('server');
    if (linked === null || linked === status.url) return;
    url.searchParams.delete('server');
    history.replaceState(history.state, '', url.toString());
  });
}
