import { DEMO_SERVER_URL } from '../../demo-server/constants';
import { resolveDemoFetch } from './demo-fetch';
import { invalidateOnReconnect } from './cache-services';
import { installLiveInvalidation } from './live-invalidation';
import { createAppServices, dropServerParamOnSwitch, startInitialConnection, syncPanelToUrl, type AppServices } from './services';
import { createSessionServices } from './session-factory';

let defaultServices: AppServices | undefined;

/** The browser's services, created and started on first use. */
export function getDefaultServices(): AppServices {
  if (defaultServices !== undefined) return defaultServices;
  const services = createAppServices({
    search: window.location.search,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : undefined,
    demoUrl: DEMO_SERVER_URL,
    session: createSessionServices(window.localStorage, resolveDemoFetch),
  });
  services.theme.bindTo(document.documentElement);
  syncPanelToUrl(services.navigation, window.history, window.location);
  dropServerParamOnSwitch(services.session, window.history, window.location);
  invalidateOnReconnect(services.session.manager, services.queryClient, services.cache);
  installLiveInvalidation(services.session.manager, services.queryClient, services.cache);
  startInitialConnection(services);
  defaultServices = services;
  return services;
}
