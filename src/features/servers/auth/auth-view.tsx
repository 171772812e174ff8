import { useState } from 'react';
import { CodeBlock } from '../../../components/code-block';
import { ErrorAlert, type ProxyOffer } from '../../../components/error-alert';
import { isMcpSession } from '../../../hooks/session/is-mcp-session';
import { useSession } from '../../../hooks/session/use-session';
import { useStore } from '../../../hooks/use-store';
import type { ConsoleOAuthProvider } from '../../../protocol/auth/provider';
import { rootFailure } from '../../../protocol/auth/root-failure';
import { finishSignIn, signOut, startSignIn } from './auth-actions';
import { AuthSteps } from './auth-steps';
import { chosenClient, ClientFields, type ClientEntry } from './client-fields';
import { useOAuthCallback } from './use-oauth-callback';
import { authStateText } from './auth-state-text';

/**
 * The Auth view of the connection card (spec §22): sign in / sign out, a client registered
 * beforehand (required when the authorization server offers no registration), the explanation of what broke, and every step with its request and
 * response. Shown once the server has asked for authorization.
 */
export function AuthView({ provider, proxy }: { provider: ConsoleOAuthProvider; proxy?: ProxyOffer | undefined }) {
  const state = useStore(provider);
  const steps = useStore(provider.steps);
  const { session } = useSession();
  const mcp = isMcpSession(session) ? session : undefined;
  const [client, setClient] = useState<ClientEntry>({ enabled: provider.client !== undefined, clientId: provider.client?.clientId ?? '', clientSecret: provider.client?.clientSecret ?? '' });
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useOAuthCallback((params) => {
    if (mcp !== undefined) void finishSignIn(provider, mcp, params);
  });

  if (state.state === 'signed-out' && steps.length === 0) return null;
  const failure = state.state === 'signed-in' ? undefined : rootFailure(steps);

  const run = (action: () => Promise<string | undefined>): void => {
    setBusy(true);
    setNotice(undefined);
    void action()
      .then((message) => setNotice(message))
      .finally(() => setBusy(false));
  };
  const signIn = (): void => {
    if (mcp === undefined) return;
    // The popup must open inside the click handler, before anything awaits.
    const opened = startSignIn(provider, mcp, chosenClient(client, provider.needsPreRegisteredClient), (url, target, features) => window.open(url, target, features));
    run(() => opened);
  };

  return (
    <section className="auth-view" aria-label="Authorization">
      <div className="auth-view__bar">
        <span className="auth-view__state">{authStateText(state)}</span>
        {state.state !== 'signed-in' && <ClientFields entry={client} required={provider.needsPreRegisteredClient} onChange={setClient} />}
        {state.state === 'signed-in' ? (
          <button type="button" className="button button--small" disabled={busy || mcp === undefined} onClick={() => run(() => (mcp === undefined ? Promise.resolve(undefined) : signOut(provider, mcp).then(() => undefined)))}>
            Sign out
          </button>
        ) : (
          <button type="button" className="button button--small" disabled={busy || mcp === undefined} onClick={signIn}>
            Sign in
          </button>
        )}
      </div>
      {provider.metadataDocumentNote !== undefined && <p className="auth-view__note">{provider.metadataDocumentNote}</p>}
      {notice !== undefined && <ErrorAlert error={{ kind: 'protocol', message: notice }} />}
      {failure !== undefined && (
        <>
          <ErrorAlert
            error={{ kind: failure.explanation?.includes('CORS') === true ? 'cors' : 'protocol', message: failure.explanation ?? failure.error ?? `${failure.title} failed` }}
            {...(proxy === undefined ? {} : { proxy })}
          />
          {failure.fix !== undefined && <CodeBlock title="Fix" code={failure.fix} />}
        </>
      )}
      <AuthSteps steps={steps} />
    </section>
  );
}
