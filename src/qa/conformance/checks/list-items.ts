import type { CheckContext, CheckVerdict, ListMethod } from '../types';
import { fail, notApplicable, pass } from '../verdict';

const NOUNS: Record<ListMethod, string> = {
  'tools/list': 'tools',
  'prompts/list': 'prompts',
  'resources/list': 'resources',
  'resources/templates/list': 'templates',
};

/**
 * A check over every item of a paginated list (all pages walked once per run):
 * `inspect` names the first problem, or returns undefined when all items are fine.
 */
export function overListItems(method: ListMethod, what: string, inspect: (items: Record<string, unknown>[]) => string | undefined) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const walk = await ctx.walk(method);
    const evidence = walk.pages.map((p) => p.outcome.exchangeId);
    if (walk.items.length === 0) return notApplicable(`The server lists no ${NOUNS[method]}.`, evidence);
    const problem = inspect(walk.items);
    return problem === undefined ? pass(`${walk.items.length} ${NOUNS[method]}: ${what}.`, evidence) : fail(problem, evidence);
  };
}
