import type { CheckContext, CheckVerdict, ConformanceCheck, ListMethod, RpcOutcome } from '../types';
import { fail, pass } from '../verdict';
import { modern, must } from '../rules/rule';

const RULE = must(
  modern('basic/patterns/mrtr'),
  'Supported Requests: prompts/get, resources/read, tools/call. […] Servers MUST NOT send InputRequiredResult responses on any other client requests.',
);

/** The lists of the capabilities the server declares, with server/discover: methods that may never ask for input. */
const LISTS: readonly [string, ListMethod][] = [
  ['tools', 'tools/list'],
  ['prompts', 'prompts/list'],
  ['resources', 'resources/list'],
  ['resources', 'resources/templates/list'],
];

async function answered(ctx: CheckContext): Promise<{ method: string; outcome: RpcOutcome }[]> {
  const answers = [{ method: 'server/discover', outcome: await ctx.discover() }];
  for (const [capability, method] of LISTS) {
    if (!(capability in ctx.capabilities)) continue;
    for (const page of (await ctx.walk(method)).pages) answers.push({ method, outcome: page.outcome });
  }
  return answers;
}

async function inputRequiredMethods(ctx: CheckContext): Promise<CheckVerdict> {
  const answers = await answered(ctx);
  const wrong = answers.filter((a) => a.outcome.result?.resultType === 'input_required');
  if (wrong.length === 0) {
    return pass(`None of the ${answers.length} answers to ${[...new Set(answers.map((a) => a.method))].join(', ')} asked for input (resultType "input_required").`, answers.map((a) => a.outcome.exchangeId));
  }
  return fail(
    `${[...new Set(wrong.map((a) => a.method))].join(', ')} answered with an InputRequiredResult (resultType "input_required"); only tools/call, prompts/get and resources/read may ask the client for input.`,
    wrong.map((a) => a.outcome.exchangeId),
  );
}

export const inputRequiredMethodChecks: ConformanceCheck[] = [
  {
    id: 'result-type.input-required-methods',
    title: 'Only tools/call, prompts/get and resources/read answer input_required',
    severity: 'error',
    rule: RULE,
    spec: '§11.2 InputRequiredResult',
    applies: { era: 'modern' },
    scenarios: [{ id: 'input-required-result-unsupported-methods', coverage: 'full' }],
    run: inputRequiredMethods,
  },
];
