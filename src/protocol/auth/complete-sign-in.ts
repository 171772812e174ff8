import { createTransport } from '../transport/transport';
import { redactBodyText } from '../transport/tap/redact';
import { explainFlowError } from './explain';
import type { ConsoleOAuthProvider } from './provider';

export type SignInOutcome = { ok: true } | { ok: false; explanation: string; fix?: string };

/**
 * Finishes a sign-in with the parameters the authorization server sent back (spec §22): checks
 * `state`, then lets the SDK's `finishAuth` validate `iss` (RFC 9207) and redeem the code with
 * PKCE and `resource`. `fetchFn` is the session's tapped fetch, so the token request is logged
 * (redacted) like every other exchange. The caller reconnects on success.
 */
export async function completeSignIn(provider: ConsoleOAuthProvider, callback: URLSearchParams, fetchFn: typeof fetch): Promise<SignInOutcome> {
  const pending = [...provider.steps.getSnapshot()].reverse().find((step) => step.kind === 'authorization');
  // Only what the console acts on is shown: error texts of an unverified answer may come from an
  // attacker (RFC 9207), and the SDK surfaces them itself once the issuer checks out.
  const shown = new URLSearchParams([...callback].filter(([name]) => name === 'code' || name === 'state' || name === 'iss'));
  const response = { status: 302, headers: [] as [string, string][], body: redactBodyText(shown.toString()) };
  const fail = (outcome: { explanation: string; fix?: string }, error?: string): SignInOutcome => {
    if (pending !== undefined) provider.steps.update(pending.id, { status: 'failed', response, ...outcome, ...(error === undefined ? {} : { error }) });
    else provider.steps.add({ kind: 'authorization', status: 'failed', response, ...outcome });
    provider.markFailed(outcome.explanation);
    return { ok: false, ...outcome };
  };
  if (!provider.consumeState(callback.get('state'))) {
    return fail({ explanation: 'The sign-in answer does not belong to the sign-in this console started (state mismatch); it was ignored. Start the sign-in again.' });
  }
  if (pending !== undefined) provider.steps.update(pending.id, { status: 'ok', response, explanation: 'The authorization server sent the user back with a code.' });
  const transport = createTransport(provider.serverUrl, fetchFn, {}, provider);
  try {
    await transport.finishAuth(callback);
    return { ok: true };
  } catch (error) {
    return fail(explainFlowError(error), error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  } finally {
    await transport.close().catch(() => undefined);
  }
}
