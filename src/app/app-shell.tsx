import { lazy, Suspense } from 'react';
import { InputRequiredHost } from '../components/input-required/input-required-host';
import { SamplingHost } from '../components/sampling';
import { ActiveConnectionCard, connectWithSaved, ServersSidebar, type ServerRoute } from '../features/servers';
import { connectorOf } from '../hooks/session/use-session';
import { LocalProxyNote, StdioPart } from '../features/stdio';
import { ReplayBanner, SessionToolbar } from '../features/session-file';
import { consoleHref, visiblePanels } from '../lib/embed/embed-link';
import { AppCommandPalette } from './app-command-palette';
import { proxyOfferFor } from './services/bridge-services';
import { EmbedStatus } from './embed/embed-status';
import { PanelTabs } from './panels/panel-tabs';
import type { PanelRegistry } from './panels/panel-registry';
import { Providers } from './providers';
import type { AppServices } from './services/services';
import { ThemeToggle } from './theme-toggle';

// Only embeds need it (height reports, host styling, walkthroughs): kept out of the console's first paint.
const EmbedFrame = lazy(async () => ({ default: (await import('./embed/embed-frame')).EmbedFrame }));

/** Which servers this tab reaches through the stdio bridge or the local proxy, for the workspace's status lines. */
function routeOf({ bridge, proxy }: AppServices): ServerRoute {
  return (url) => (bridge?.stdioFor(url) !== undefined ? 'bridge' : proxy?.proxies(url) === true ? 'proxy' : undefined);
}

interface AppShellProps {
  services: AppServices;
  panels: PanelRegistry;
}

/** The layout: header, servers sidebar, connection card and the panels (`?embed=1` drops the chrome). */
export function AppShell({ services, panels }: AppShellProps) {
  const { embed } = services.deepLink;
  return (
    <Providers services={services}>
      <div className={embed ? 'app app--embed' : 'app'}>
        {!embed && (
          <header className="app-header">
            <h1 className="app-header__title">MCP Console</h1>
            <div className="app-header__tools">
              <SessionToolbar />
              <AppCommandPalette services={services} panels={panels} />
              <ThemeToggle store={services.theme} />
            </div>
          </header>
        )}
        {!embed && (
          <aside className="sidebar" aria-label="Servers">
            <ServersSidebar store={services.servers} demoUrl={services.demoUrl} route={routeOf(services)} />
          </aside>
        )}
        <main className="main">
          {!embed && <ReplayBanner />}
          {embed ? (
            <div className="embed-bar">
              {/* The frame is a page of its own: its outline starts with a heading, unseen in the chrome-less layout. */}
              <h1 className="visually-hidden">MCP Console</h1>
              <EmbedStatus />
              <a className="embed-open" href={consoleHref(window.location.href)} target="_blank" rel="noopener noreferrer">
                Open in console
              </a>
            </div>
          ) : (
            <ActiveConnectionCard
              watch={services.watch}
              proxyOffer={proxyOfferFor(services)}
              servers={services.servers}
              {...(services.bridge === undefined ? {} : { explainer: services.bridge.failureExplainer })}
            >
              {services.proxy !== undefined && <LocalProxyNote proxy={services.proxy} />}
              {services.bridge !== undefined && (
                <StdioPart bridge={services.bridge} onReconnect={(url) => void connectWithSaved(connectorOf(services.session), services.servers, url)} />
              )}
            </ActiveConnectionCard>
          )}
          {embed && (
            <Suspense fallback={null}>
              <EmbedFrame search={window.location.search} hash={window.location.hash} panels={visiblePanels(services.deepLink)} />
            </Suspense>
          )}
          <PanelTabs registry={panels} deepLink={services.deepLink} />
        </main>
        <InputRequiredHost />
        <SamplingHost />
      </div>
    </Providers>
  );
}
