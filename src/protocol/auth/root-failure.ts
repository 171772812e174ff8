import type { AuthStep } from './auth-types';

/**
 * The root cause of the current sign-in trouble, for the Auth view's alert: the first failed
 * step since the last token was issued. Later failures are usually fallbacks the SDK tried after
 * the first one (another metadata URL, a registration at a guessed endpoint).
 */
export function rootFailure(steps: readonly AuthStep[]): AuthStep | undefined {
  let start = 0;
  steps.forEach((step, index) => {
    if ((step.kind === 'token' || step.kind === 'refresh') && step.status === 'ok') start = index + 1;
  });
  return steps.slice(start).find((step) => step.status === 'failed');
}
