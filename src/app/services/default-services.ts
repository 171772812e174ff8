import { DEMO_SERVER_URL } from '../../../demo-server/constants';
import { resolveDemoFetch } from './demo-fetch';
import { replayStore } from '../../features/session-file';
import { invalidateOnReconnect } from './cache-services';
import { installLiveInvalidation } from './live-invalidation';
import { countBackgroundNotifications, keepSelectionPerServer } from './workspace-wiring';
import { showReplayedUrl } from './replay-draft';
import { createAppServices, dropServerParamOnSwitch, syncPanelToUrl, type AppServices } from './services';
import { createBridgeServices, linkSavedProxyChoice, startConsole, type BridgeServices } from './bridge-services';
import { followProcessExits } from '../../features/stdio';
import { parseRequestTimeout } from '../../lib/request-timeout';
import { createSessionServices } from './session-factory';
import { provideModelProxy } from '../../hooks/model-proxy';

let defaultServices: AppServices | undefined;

/**
 * An imported recording (replay mode) answers for its URL first; then the stdio bridge's fetch
 * (it adds the run's secret under the traffic tap); then the in-page demo server.
 */
function fetchResolver(bridge: BridgeServices): (url: string) => Promise<typeof fetch | undefined> {
  return (url) => {
    const special = replayStore.fetchFor(url) ?? bridge.fetchFor(url);
    return special === undefined ? resolveDemoFetch(url) : Promise.resolve(special);
  };
}

/** The browser's services, created and started on first use. */
export function getDefaultServices(): AppServices {
  if (defaultServices !== undefined) return defaultServices;
  // First: the secret leaves the address bar before anything reads or mirrors the address.
  const bridge = createBridgeServices(window);
  // The model endpoint takes the same local proxy as MCP servers, with the same secret.
  provideModelProxy(bridge.secret === undefined ? undefined : { consoleOrigin: window.location.origin, secret: bridge.secret });
  const services = createAppServices({
    search: window.location.search,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    demoUrl: DEMO_SERVER_URL,
    session: createSessionServices({
      storage: window.localStorage,
      resolveFetch: fetchResolver(bridge),
      proxied: (url) => bridge.proxy.proxies(url),
      timeoutMs: parseRequestTimeout(window.location.search),
    }),
    bridge: bridge.store,
    proxy: bridge.proxy,
  });
  services.theme.bindTo(document.documentElement);
  syncPanelToUrl(services.navigation, window.history, window.location);
  dropServerParamOnSwitch(services.session, window.history, window.location);
  showReplayedUrl(replayStore, services.servers);
  const { workspace } = services.session;
  // Every server of the workspace gets the wiring one session had: its cache entries follow its reconnects and notifications.
  const wire = (manager: typeof services.session.manager): void => {
    invalidateOnReconnect(manager, services.queryClient, services.cache, services.watch.isWatching);
    installLiveInvalidation(manager, services.queryClient, services.cache);
    followProcessExits(bridge.store, manager);
    if (workspace !== undefined) countBackgroundNotifications(workspace, manager);
  };
  if (workspace === undefined) wire(services.session.manager);
  else {
    workspace.forEachManager(wire);
    keepSelectionPerServer(workspace, services.navigation);
  }
  linkSavedProxyChoice(services);
  void startConsole(services, bridge);
  defaultServices = services;
  return services;
}
