import type { ExternalStore } from '../model/types';
import type { AuthState, AuthStep } from './auth-types';
import type { AuthStepRecorder, StepInput } from './step-recorder';

/** What the step-up needs of the OAuth provider: where sign-in stands, and its step trace. */
export interface StepUpProvider extends ExternalStore<AuthState> {
  readonly steps: AuthStepRecorder;
}

/** A call refused for scope waits this long at most for the user to finish the new sign-in. */
export const STEP_UP_WAIT_MS = 10 * 60_000;

const lastId = (steps: readonly AuthStep[]): number => steps.at(-1)?.id ?? 0;

/** Whether a 403 insufficient_scope challenge was recorded after step `since`. */
function refusedForScope(provider: StepUpProvider, since: number): AuthStep | undefined {
  return provider.steps.getSnapshot().find((step) => step.id > since && step.kind === 'challenge' && step.response?.status === 403);
}

/** The step of an authorization URL waiting for the user: a step-up when the newest challenge refused for scope. */
export function pendingAuthorizationStep(authorizationUrl: URL, scope: string | undefined, steps: readonly AuthStep[]): StepInput {
  const stepUp = steps.findLast((step) => step.kind === 'challenge')?.response?.status === 403;
  const base = { kind: 'authorization', status: 'pending', request: { method: 'GET', url: authorizationUrl.href, headers: [] } } as const satisfies StepInput;
  if (!stepUp) return { ...base, explanation: 'Waiting for the user to sign in.' };
  const explanation = `The server needs more scope: waiting for the user to sign in with ${scope ?? 'the required scopes'} (granted and required together). The refused call is retried once afterwards.`;
  return { ...base, title: 'Step-up authorization', explanation };
}

/**
 * Resolves true once the user is signed in again, false when the sign-in failed, was dropped,
 * was aborted or took longer than `STEP_UP_WAIT_MS`.
 */
function signedInAgain(provider: StepUpProvider, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), STEP_UP_WAIT_MS);
    const onAbort = (): void => finish(false);
    const check = (): void => {
      const { state } = provider.getSnapshot();
      if (state === 'signed-in') finish(true);
      else if (state === 'failed' || state === 'signed-out') finish(false);
    };
    const unsubscribe = provider.subscribe(check);
    function finish(value: boolean): void {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    }
    signal?.addEventListener('abort', onAbort);
    if (signal?.aborted === true) finish(false);
  });
}

/**
 * Runs `attempt` with the step-up of spec §22: when the server refuses it with 403
 * insufficient_scope, the SDK asks for the union of the granted and the required scopes and
 * hands the authorization URL to the provider; this waits for the user to finish that sign-in
 * and retries the call once. A retry refused again is reported, never re-authorized in a loop.
 */
export async function withStepUp<T>(provider: StepUpProvider, attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const before = lastId(provider.steps.getSnapshot());
  try {
    return await attempt();
  } catch (error) {
    const challenge = refusedForScope(provider, before);
    const { state } = provider.getSnapshot();
    if (challenge === undefined || (state !== 'sign-in-required' && state !== 'signing-in')) throw error;
    if (!(await signedInAgain(provider, signal))) throw error;
  }
  const retryFrom = lastId(provider.steps.getSnapshot());
  try {
    const result = await attempt();
    provider.steps.add({ kind: 'authorized-request', title: 'Call retried after step-up', status: 'ok', explanation: 'The call the server refused for scope succeeded with the new token.' });
    return result;
  } catch (error) {
    if (refusedForScope(provider, retryFrom) !== undefined) {
      provider.steps.add({
        kind: 'authorized-request',
        title: 'Call retried after step-up',
        status: 'failed',
        explanation: 'The server refused the call again (403 insufficient_scope) with the new token. The console retries a step-up once only; sign in again to try once more.',
      });
    }
    throw error;
  }
}
