import { DEMO_SERVER_URL } from '../../demo-server/constants';
import { resolveDemoFetch } from './demo-fetch';
import { replayStore } from '../features/session-file';
import { invalidateOnReconnect } from './cache-services';
import { installLiveInvalidation } from './live-invalidation';
import { showReplayedUrl } from './replay-draft';
import { createAppServices, dropServerParamOnSwitch, startInitialConnection, syncPanelToUrl, type AppServices } from './services';
import { parseRequestTimeout } from '../lib/request-timeout';
import { createSessionServices } from './session-factory';

let defaultServices: AppServices | undefined;

/** An imported recording (replay mode) answers for its URL first; then the in-page demo server. */
function resolveFetch(url: string): Promise<typeof fetch | undefined> {
  const replay = replayStore.fetchFor(url);
  return replay === undefined ? resolveDemoFetch(url) : Promise.resolve(replay);
}

/** The browser's services, created and started on first use. */
export function getDefaultServices(): AppServices {
  if (defaultServices !== undefined) return defaultServices;
  const services = createAppServices({
    search: window.location.search,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    demoUrl: DEMO_SERVER_URL,
    session: createSessionServices(window.localStorage, resolveFetch, parseRequestTimeout(window.location.search)),
  });
  services.theme.bindTo(document.documentElement);
  syncPanelToUrl(services.navigation, window.history, window.location);
  dropServerParamOnSwitch(services.session, window.history, window.location);
  showReplayedUrl(replayStore, services.servers);
  invalidateOnReconnect(services.session.manager, services.queryClient, services.cache, services.watch.isWatching);
  installLiveInvalidation(services.session.manager, services.queryClient, services.cache);
  startInitialConnection(services);
  defaultServices = services;
  return services;
}
