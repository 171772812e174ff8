import type { ConsoleOAuthProvider } from '../../../protocol/auth/provider';
import type { McpSession } from '../../../protocol/session/session';

type AuthSession = Pick<McpSession, 'connect' | 'close' | 'rawFetch' | 'status'>;

const POPUP_FEATURES = 'popup,width=520,height=680';

/**
 * Starts a sign-in from a click (spec §22). The popup opens first, synchronously, because
 * browsers only allow pop-ups in direct answer to the user; then it is sent to the authorization
 * URL the SDK built — after a reconnect when none is pending (a new client, or after
 * signing out). Returns a message for the user when the sign-in cannot start.
 */
export async function startSignIn(
  provider: ConsoleOAuthProvider,
  session: AuthSession,
  client: { clientId: string; clientSecret: string },
  open: typeof window.open,
): Promise<string | undefined> {
  const popup = open('', 'mcp-console-oauth', POPUP_FEATURES);
  if (popup === null) return 'The browser blocked the sign-in window: allow pop-ups for this page, then press Sign in again.';
  provider.setClient(client.clientId, client.clientSecret);
  if (provider.pendingAuthorizationUrl === undefined) await session.connect();
  const url = provider.pendingAuthorizationUrl;
  if (url === undefined) {
    popup.close();
    return session.status.getSnapshot().state === 'connected' ? undefined : 'The server did not start a sign-in; see the Auth steps below.';
  }
  provider.markSigningIn();
  popup.location.href = url;
  return undefined;
}

/** Redeems the code the popup brought back, then reconnects with the new token. */
export async function finishSignIn(provider: ConsoleOAuthProvider, session: AuthSession, params: URLSearchParams): Promise<void> {
  const { completeSignIn } = await import('../../../protocol/auth/complete-sign-in');
  const outcome = await completeSignIn(provider, params, session.rawFetch);
  if (outcome.ok && session.status.getSnapshot().state !== 'connected') await session.connect();
}

/** Forgets the tokens and reconnects, so the server asks for a sign-in again. */
export async function signOut(provider: ConsoleOAuthProvider, session: AuthSession): Promise<void> {
  provider.signOut();
  await session.close();
  await session.connect();
}
