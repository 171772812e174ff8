import type { CheckContext, RpcOutcome } from '../types';

/** The harmless request each era answers (legacy servers still know `ping`). */
export function harmlessMethod(ctx: CheckContext): string {
  return ctx.era === 'modern' ? 'server/discover' : 'ping';
}

/**
 * What this run already sent that `keep` selects; when nothing qualifies (a check
 * re-run on its own), one fresh `method` request instead.
 */
export async function recordedOr(ctx: CheckContext, keep: (outcome: RpcOutcome) => boolean, method = harmlessMethod(ctx)): Promise<RpcOutcome[]> {
  const seen = ctx.outcomes().filter(keep);
  if (seen.length > 0) return seen;
  return [await ctx.rpc(method, {})].filter(keep);
}
