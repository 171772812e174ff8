import type { ProxyOffer } from '../../../components/error-alert';
import { useStore } from '../../../hooks/use-store';
import type { ConsoleOAuthProvider } from '../../../protocol/auth/provider';
import { LoadFailure } from '../../../components/load-failure';
import { onDemand, useOnDemand, type OnDemand } from '../../../hooks/use-on-demand';

const AUTH_VIEW = onDemand(() => import('./auth-view'));

/**
 * The Auth view of the connection card, loaded when the server first asks for authorization (or
 * a sign-in left steps to show): its sign-in, client fields and steps are not on the way to
 * "connected" (issue 43). Nothing is shown until it is there, as the view itself shows nothing
 * before; should its chunk not load, an alert says so and Retry loads it again.
 */
export function AuthSection({
  provider,
  proxy,
  view = AUTH_VIEW,
}: {
  provider: ConsoleOAuthProvider;
  proxy?: ProxyOffer | undefined;
  view?: OnDemand<typeof import('./auth-view')>;
}) {
  const state = useStore(provider);
  const steps = useStore(provider.steps);
  const { module, error, retry } = useOnDemand(view, state.state !== 'signed-out' || steps.length > 0);
  if (error !== undefined) return <LoadFailure what="The sign-in view" error={error} onRetry={retry} />;
  if (module === undefined) return null;
  const { AuthView } = module;
  return <AuthView provider={provider} proxy={proxy} />;
}
