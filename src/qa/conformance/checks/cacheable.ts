import type { CapabilityName, CheckContext, ConformanceCheck, ListMethod, RpcOutcome } from '../types';
import { fail, notApplicable, pass } from '../verdict';
import { CORE_RULES } from '../rules/core';

type CacheableMethod = 'server/discover' | ListMethod | 'resources/read';

const CAPABILITY: Record<CacheableMethod, CapabilityName | undefined> = {
  'server/discover': undefined,
  'tools/list': 'tools',
  'prompts/list': 'prompts',
  'resources/list': 'resources',
  'resources/templates/list': 'resources',
  'resources/read': 'resources',
};
const METHODS: readonly CacheableMethod[] = ['server/discover', 'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read'];
const KNOWN_RESULT_TYPES = ['complete', 'input_required'];

/** Every result of `method` this run obtained: all list pages, the sampled reads, the discover result. */
export async function resultsOf(ctx: CheckContext, method: CacheableMethod): Promise<RpcOutcome[]> {
  if (method === 'server/discover') return [await ctx.discover()];
  if (method === 'resources/read') return (await ctx.reads()).map((r) => r.outcome);
  return (await ctx.walk(method)).pages.map((p) => p.outcome);
}

type Inspect = (result: Record<string, unknown>) => string | undefined;

/** Applies `inspect` to every complete result; the first problem fails the check. */
function everyResult(method: CacheableMethod, what: string, inspect: Inspect) {
  return async (ctx: CheckContext) => {
    const outcomes = (await resultsOf(ctx, method)).filter((o) => o.result !== undefined && o.result.resultType !== 'input_required');
    if (outcomes.length === 0) return notApplicable(`No complete ${method} result to inspect.`);
    for (const outcome of outcomes) {
      const problem = outcome.result === undefined ? undefined : inspect(outcome.result);
      if (problem !== undefined) return fail(`${method}: ${problem}`, [outcome.exchangeId]);
    }
    return pass(`${outcomes.length} ${method} result(s): ${what}.`, outcomes.map((o) => o.exchangeId));
  };
}

function ttlProblem(result: Record<string, unknown>): string | undefined {
  const ttl = result.ttlMs;
  if (ttl === undefined) return 'ttlMs is missing (required on cacheable results).';
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 0) return `ttlMs is ${JSON.stringify(ttl)}; it must be an integer ≥ 0.`;
  return undefined;
}

function scopeProblem(result: Record<string, unknown>): string | undefined {
  const scope = result.cacheScope;
  if (scope === 'public' || scope === 'private') return undefined;
  return scope === undefined ? 'cacheScope is missing.' : `cacheScope is ${JSON.stringify(scope)}; it must be "public" or "private".`;
}

function resultTypeProblem(result: Record<string, unknown>): string | undefined {
  const type = result.resultType;
  if (type === undefined) return 'resultType is missing (required on every 2026-07-28 result).';
  if (typeof type !== 'string' || !KNOWN_RESULT_TYPES.includes(type)) return `resultType ${JSON.stringify(type)} is not a known value.`;
  return undefined;
}

function slug(method: string): string {
  return method.replaceAll('/', '-');
}

const ttlChecks: ConformanceCheck[] = METHODS.map((method) => ({
  id: `cache.ttl.${slug(method)}`,
  title: `${method} carries an integer ttlMs ≥ 0`,
  severity: 'error',
  rule: CORE_RULES.cacheTtl,
  spec: '§12 Caching hints',
  applies: { era: 'modern', capability: CAPABILITY[method] },
  run: everyResult(method, 'ttlMs is an integer ≥ 0', ttlProblem),
}));

const scopeChecks: ConformanceCheck[] = METHODS.map((method) => ({
  id: `cache.scope.${slug(method)}`,
  title: `${method} carries cacheScope "public" or "private"`,
  severity: 'error',
  rule: CORE_RULES.cacheScope,
  spec: '§12 Caching hints',
  applies: { era: 'modern', capability: CAPABILITY[method] },
  run: everyResult(method, 'cacheScope is valid', scopeProblem),
}));

const resultTypeChecks: ConformanceCheck[] = METHODS.map((method) => ({
  id: `result-type.${slug(method)}`,
  title: `${method} results carry a known resultType`,
  severity: 'error',
  rule: CORE_RULES.resultType,
  spec: '§11.1 resultType',
  applies: { era: 'modern', capability: CAPABILITY[method] },
  run: async (ctx) => {
    const outcomes = (await resultsOf(ctx, method)).filter((o) => o.result !== undefined);
    if (outcomes.length === 0) return notApplicable(`No ${method} result to inspect.`);
    for (const outcome of outcomes) {
      const problem = outcome.result === undefined ? undefined : resultTypeProblem(outcome.result);
      if (problem !== undefined) return fail(`${method}: ${problem}`, [outcome.exchangeId]);
    }
    return pass(`${outcomes.length} ${method} result(s) with a known resultType.`, outcomes.map((o) => o.exchangeId));
  },
}));

export const cacheableChecks: ConformanceCheck[] = [...resultTypeChecks, ...ttlChecks, ...scopeChecks];
