import { toConsoleError, type ConsoleError } from './errors';
import type { FailureContext } from './failure';

let failureModule: Promise<typeof import('./failure')> | undefined;

/**
 * `explainFailure`, loaded with the first failure: the CORS and redirect probes and their advice
 * are not on the way to "connected" (issue 43). Should the chunk not load, the failure is still
 * reported, without the probes, and the next failure tries the chunk again.
 */
export async function explainOnFailure(err: unknown, ctx: FailureContext): Promise<ConsoleError> {
  failureModule ??= import('./failure');
  const loaded = await failureModule.catch(() => {
    failureModule = undefined;
    return undefined;
  });
  return loaded === undefined ? toConsoleError(err, { url: ctx.url }) : loaded.explainFailure(err, ctx);
}
