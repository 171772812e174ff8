import { useSyncExternalStore, type ReactNode } from 'react';
import type { ConnectionStatus } from '../../../protocol/model/types';
import { ErrorAlert, type ProxyOffer } from '../../../components/error-alert';
import { IconConsentNote } from '../../../components/safe-icon';
import { useSession, useSessionManager } from '../../../hooks/session/use-session';
import { useNavigationStore } from '../../../hooks/navigation/use-navigation';
import { authProviderOf } from '../../../protocol/auth/guard';
import type { ConsoleOAuthProvider } from '../../../protocol/auth/provider';
import { AuthSection } from '../auth/auth-section';
import { authStateText } from '../auth/auth-state-text';
import { CapabilitiesView } from './capabilities-view';
import { useAuthState } from '../auth/use-auth-state';
import { NegotiationView } from './negotiation-view';
import { RedirectNote } from './redirect-note';
import { ServerInfo } from './server-info';
import { finalUrlAction } from './final-url-action';
import type { ServersStore } from '../saved/servers-store';
import { statusText } from './status-text';
import { ReconnectingView, RecoveryNoticeView, WatchToggle } from './recovery-view';
import { useCountdown } from './use-countdown';
import type { WatchStore } from './watch-store';

type Connected = Extract<ConnectionStatus, { state: 'connected' }>;

function ConnectedDetails({ status }: { status: Connected }) {
  const { server } = status;
  return (
    <details className="connection-card__details">
      <summary>Server details</summary>
      <div className="connection-card__grid">
        <section>
          <h3 className="subheading">Server</h3>
          <ServerInfo info={server.info} />
        </section>
        <section>
          <h3 className="subheading">Negotiation</h3>
          <NegotiationView negotiation={status.negotiation} connectMs={status.connectMs} />
        </section>
        <section>
          <h3 className="subheading">Capabilities</h3>
          <CapabilitiesView capabilities={server.capabilities} />
        </section>
        {server.instructions !== undefined && server.instructions !== '' && (
          <section>
            <h3 className="subheading">Instructions</h3>
            <p className="instructions">{server.instructions}</p>
          </section>
        )}
      </div>
    </details>
  );
}

interface ConnectionCardProps {
  status: ConnectionStatus;
  onShowExchange: (exchangeId: number) => void;
  /** The session's OAuth provider: adds the Auth view and "Sign in required" (spec §22). */
  authProvider?: ConsoleOAuthProvider;
  /** While reconnecting: try at once instead of waiting for the countdown. */
  onReconnectNow?: () => void;
  /** Adds the Watch toggle for the current server. */
  watch?: WatchStore;
  /** More about this connection, under the status line (a bridged stdio server's process). */
  children?: ReactNode;
  /** What the CORS alert offers for a server without CORS (issue 32). */
  proxyOffer?: (url: string) => ProxyOffer | undefined;
  /** Puts the URL the server redirected to in place of `from` (Server URL, the saved server). */
  onUseRedirect?: (from: string, to: string) => void;
  /** Another part of the card already explains the failure (a stdio server's exit alert): no second alert. */
  failureExplained?: boolean;
}

/** Tells the card that something else on it explains why the connection to a URL failed. */
export interface FailureExplainer {
  subscribe: (listener: () => void) => () => void;
  explains: (url: string) => boolean;
}

const NO_EXPLAINER: FailureExplainer = { subscribe: () => () => undefined, explains: () => false };

/** The connection at a glance: the `status` line, then who the server is or why it failed. */
export function ConnectionCard({ status, onShowExchange, authProvider, onReconnectNow, watch, children, proxyOffer, onUseRedirect, failureExplained }: ConnectionCardProps) {
  const auth = useAuthState(authProvider);
  const seconds = useCountdown(status.state === 'reconnecting' && !status.trying ? status.retryAt : undefined);
  // A 401 is not a broken server: it waits for the user, so say that instead of "failed".
  const waitsForSignIn = status.state === 'error' && (auth.state === 'sign-in-required' || auth.state === 'signing-in');
  const live = status.state === 'connected' || status.state === 'reconnecting';
  const title = live ? (status.server.info?.title ?? status.server.info?.name) : undefined;
  return (
    <section className="connection-card" aria-label="Connection">
      <div className="connection-card__head">
        <span className={`dot dot--${status.state}`} aria-hidden="true" />
        <div role="status" className="connection-card__status">
          {waitsForSignIn ? `${authStateText(auth)} · ${status.url}` : statusText(status, seconds)}
        </div>
        {title !== undefined && <span className="connection-card__server">{title}</span>}
        {live && watch !== undefined && <WatchToggle store={watch} url={status.url} />}
        {status.state !== 'idle' && <code className="connection-card__url">{status.url}</code>}
      </div>
      {status.state === 'connected' && status.redirectedTo !== undefined && (
        <RedirectNote to={status.redirectedTo} onUse={onUseRedirect === undefined ? undefined : () => onUseRedirect(status.url, status.redirectedTo ?? status.url)} />
      )}
      {status.state === 'connected' && status.recovery !== undefined && <RecoveryNoticeView notice={status.recovery} onShowExchange={onShowExchange} />}
      {status.state === 'reconnecting' && <ReconnectingView status={status} onReconnectNow={onReconnectNow} />}
      {status.state !== 'idle' && <IconConsentNote server={status.url} />}
      {children}
      {status.state === 'connected' && <ConnectedDetails status={status} />}
      {status.state === 'error' && !waitsForSignIn && failureExplained !== true && <ErrorAlert error={status.error} onShowExchange={onShowExchange} proxy={proxyOffer?.(status.url)} />}
      {authProvider !== undefined && <AuthSection provider={authProvider} proxy={status.state === 'idle' ? undefined : proxyOffer?.(status.url)} />}
    </section>
  );
}

type ActiveProps = Pick<ConnectionCardProps, 'watch' | 'children' | 'proxyOffer'> & { servers?: ServersStore; explainer?: FailureExplainer };

/**
 * The card for the app's active session; with `servers`, `Use <final URL>` saves a redirect's
 * target; with `explainer`, a failure it explains gets no alert of the card's own.
 */
export function ActiveConnectionCard({ watch, children, proxyOffer, servers, explainer = NO_EXPLAINER }: ActiveProps) {
  const { session, status } = useSession();
  const explained = useSyncExternalStore(explainer.subscribe, () => status.state === 'error' && explainer.explains(status.url));
  const useFinalUrl = finalUrlAction(useSessionManager(), servers);
  const navigation = useNavigationStore();
  const authProvider = authProviderOf(session);
  const reconnectNow = session?.reconnectNow === undefined ? undefined : () => session.reconnectNow?.();
  return (
    <ConnectionCard
      status={status}
      onShowExchange={(id) => navigation.showExchange(id)}
      {...(authProvider === undefined ? {} : { authProvider })}
      {...(reconnectNow === undefined ? {} : { onReconnectNow: reconnectNow })}
      {...(watch === undefined ? {} : { watch })}
      {...(proxyOffer === undefined ? {} : { proxyOffer })}
      {...(useFinalUrl === undefined ? {} : { onUseRedirect: useFinalUrl })}
      failureExplained={explained}
    >
      {children}
    </ConnectionCard>
  );
}
