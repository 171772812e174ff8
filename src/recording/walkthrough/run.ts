import { withOneShotSession, type OneShotOptions } from '../../protocol/session/one-shot-session';
import type { Walkthrough, WalkthroughStep } from './format';
import { runStep, type StepOutcome } from './run-step';
import { sessionHost } from './session-host';

export interface WalkthroughRun {
  steps: { step: WalkthroughStep; outcome: StepOutcome }[];
  /** True when every step passed. */
  passed: boolean;
}

/** Why a walkthrough could not run at all (no connection): the CLI's exit 2. */
export class WalkthroughConnectionError extends Error {
  override readonly name = 'WalkthroughConnectionError';
}

export interface RunWalkthroughOptions extends OneShotOptions {
  /** Called after each step, for progress output. */
  onStep?: (index: number, step: WalkthroughStep, outcome: StepOutcome) => void;
}

/**
 * Connects to `url`, runs every step in order (a failed step does not stop the next: a docs
 * smoke test reports them all) and disconnects. The CLI's `walkthrough` command.
 */
export async function runWalkthrough(url: string, walkthrough: Walkthrough, options: RunWalkthroughOptions = {}): Promise<WalkthroughRun> {
  return withOneShotSession(
    url,
    options,
    (message) => new WalkthroughConnectionError(message),
    async (session) => {
      const host = sessionHost(session);
      const steps: WalkthroughRun['steps'] = [];
      for (const [index, step] of walkthrough.steps.entries()) {
        const outcome = await runStep(host, step);
        steps.push({ step, outcome });
        options.onStep?.(index, step, outcome);
      }
      return { steps, passed: steps.every((s) => s.outcome.status === 'passed') };
    },
  );
}
