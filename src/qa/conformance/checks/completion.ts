import { parseUriTemplate } from '../../../lib/uri/uri-template';
import type { CheckContext, CheckVerdict, ConformanceCheck, RpcOutcome } from '../types';
import { isRecord, records } from '../values';
import { fail, notApplicable, pass, quoteError, refusal } from '../verdict';
import { CORE_RULES } from '../rules/core';

const SPEC = '§16 Completion';
const samples = new WeakMap<CheckContext, Promise<RpcOutcome[]>>();

/** Completes the first argument of a prompt and the first variable of a template, with an empty value. */
async function collect(ctx: CheckContext): Promise<RpcOutcome[]> {
  const outcomes: RpcOutcome[] = [];
  if (isRecord(ctx.capabilities.prompts)) {
    const prompt = (await ctx.walk('prompts/list')).items.find((p) => records(p.arguments).length > 0);
    const arg = records(prompt?.arguments)[0];
    if (typeof prompt?.name === 'string' && typeof arg?.name === 'string') {
      outcomes.push(await ctx.rpc('completion/complete', { ref: { type: 'ref/prompt', name: prompt.name }, argument: { name: arg.name, value: '' } }));
    }
  }
  if (isRecord(ctx.capabilities.resources)) {
    for (const template of (await ctx.walk('resources/templates/list')).items) {
      if (typeof template.uriTemplate !== 'string') continue;
      const parsed = parseUriTemplate(template.uriTemplate);
      const variable = parsed.ok ? parsed.variables[0] : undefined;
      if (variable === undefined) continue;
      outcomes.push(await ctx.rpc('completion/complete', { ref: { type: 'ref/resource', uri: template.uriTemplate }, argument: { name: variable.name, value: '' } }));
      break;
    }
  }
  return outcomes;
}

function completions(what: string, inspect: (completion: Record<string, unknown>) => string | undefined) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    let pending = samples.get(ctx);
    if (pending === undefined) {
      pending = collect(ctx);
      samples.set(ctx, pending);
    }
    const all = await pending;
    if (all.length === 0) return notApplicable('No prompt argument or template variable to complete.');
    // -32602 / -32603 are the errors spec §16 lists for a completion request; -32601 would deny the
    // capability the server declared, so that one stays a failure.
    const refusals = all.flatMap((o) => {
      const error = refusal(o);
      return error !== undefined && error.code !== -32601 ? [{ o, error }] : [];
    });
    const outcomes = all.filter((o) => !refusals.some((r) => r.o === o));
    if (outcomes.length === 0) {
      const quoted = refusals.map((r) => quoteError(r.error)).join('; ');
      return notApplicable(`The server answered every completion request with a JSON-RPC error (${quoted}), which spec §16 allows; no completion to inspect.`, refusals.map((r) => r.o.exchangeId));
    }
    for (const outcome of outcomes) {
      const completion = outcome.result?.completion;
      if (!isRecord(completion)) return fail(`completion/complete returned no completion object (${outcome.error?.code ?? outcome.failure ?? 'no result'}).`, [outcome.exchangeId]);
      const problem = inspect(completion);
      if (problem !== undefined) return fail(problem, [outcome.exchangeId]);
    }
    return pass(`${outcomes.length} completion(s): ${what}.`, outcomes.map((o) => o.exchangeId));
  };
}

export const completionChecks: ConformanceCheck[] = [
  {
    id: 'completion.values',
    title: 'Completion values are strings',
    severity: 'error',
    rule: CORE_RULES.completionValues,
    spec: SPEC,
    applies: { era: 'any', capability: 'completions' },
    run: completions('values are an array of strings', (c) =>
      Array.isArray(c.values) && c.values.every((v) => typeof v === 'string') ? undefined : 'values must be an array of strings.',
    ),
  },
  {
    id: 'completion.max-100',
    title: 'At most 100 completion values',
    severity: 'error',
    rule: CORE_RULES.completionMax,
    spec: SPEC,
    applies: { era: 'any', capability: 'completions' },
    run: completions('≤ 100 values', (c) => (Array.isArray(c.values) && c.values.length > 100 ? `${c.values.length} values; the maximum is 100.` : undefined)),
  },
  {
    id: 'completion.total-consistent',
    title: 'Completion total / hasMore are consistent with values',
    severity: 'warning',
    rule: CORE_RULES.completionTotal,
    spec: SPEC,
    applies: { era: 'any', capability: 'completions' },
    run: completions('total and hasMore agree', (c) => {
      const count = Array.isArray(c.values) ? c.values.length : 0;
      if (c.total !== undefined && !(typeof c.total === 'number' && Number.isInteger(c.total) && c.total >= count)) return `total ${JSON.stringify(c.total)} is below the ${count} values returned.`;
      if (c.hasMore !== undefined && typeof c.hasMore !== 'boolean') return 'hasMore must be a boolean.';
      if (c.hasMore === false && typeof c.total === 'number' && c.total > count) return `hasMore is false but total ${c.total} exceeds the ${count} values.`;
      return undefined;
    }),
  },
];
