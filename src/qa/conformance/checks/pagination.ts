import type { CapabilityName, CheckContext, CheckVerdict, ConformanceCheck, ListMethod } from '../types';
import { expectError, fail, notApplicable, pass } from '../verdict';
import { CORE_RULES } from '../rules/core';

const LISTS: readonly { method: ListMethod; capability: CapabilityName }[] = [
  { method: 'tools/list', capability: 'tools' },
  { method: 'prompts/list', capability: 'prompts' },
  { method: 'resources/list', capability: 'resources' },
  { method: 'resources/templates/list', capability: 'resources' },
];

/** A cursor no server hands out; it must be refused rather than read as "start over". */
export const BOGUS_CURSOR = 'mcp-console-qa-invalid-cursor';

async function terminates(ctx: CheckContext, method: ListMethod): Promise<CheckVerdict> {
  const walk = await ctx.walk(method);
  const evidence = walk.pages.map((p) => p.outcome.exchangeId);
  if (walk.terminated) return pass(`${walk.pages.length} page(s), ${walk.items.length} item(s); the last page has no nextCursor.`, evidence);
  return fail(`Walking ${method} did not end: ${walk.stopReason ?? 'unknown reason'}.`, evidence.slice(-2));
}

async function cursorsAccepted(ctx: CheckContext, method: ListMethod): Promise<CheckVerdict> {
  const walk = await ctx.walk(method);
  const paged = walk.pages.filter((p) => p.cursor !== undefined);
  if (paged.length === 0) return notApplicable(`${method} fits on one page; no cursor to follow.`, [walk.pages[0]?.outcome.exchangeId]);
  const refused = paged.find((p) => p.outcome.result === undefined);
  if (refused !== undefined) return fail(`The server refused its own nextCursor ${JSON.stringify(refused.cursor)}.`, [refused.outcome.exchangeId]);
  return pass(`${paged.length} cursor(s) handed out by the server were accepted.`, paged.map((p) => p.outcome.exchangeId));
}

async function scopeStable(ctx: CheckContext, method: ListMethod): Promise<CheckVerdict> {
  const walk = await ctx.walk(method);
  const pages = walk.pages.filter((p) => p.outcome.result !== undefined);
  if (pages.length < 2) return notApplicable(`${method} has a single page.`, [pages[0]?.outcome.exchangeId]);
  const scopes = pages.map((p) => p.outcome.result?.cacheScope);
  const first = scopes[0];
  const other = pages.find((p) => p.outcome.result?.cacheScope !== first);
  if (other === undefined) return pass(`All ${pages.length} pages use cacheScope ${JSON.stringify(first)}.`, pages.map((p) => p.outcome.exchangeId));
  return fail(
    `Page scopes differ (${JSON.stringify(first)} vs ${JSON.stringify(other.outcome.result?.cacheScope)}); all pages of one list MUST share a scope.`,
    [pages[0]?.outcome.exchangeId, other.outcome.exchangeId],
  );
}

async function invalidCursor(ctx: CheckContext, method: ListMethod): Promise<CheckVerdict> {
  const outcome = await ctx.rpc(method, { cursor: BOGUS_CURSOR });
  return expectError(outcome, [-32602], `${method} with an unknown cursor`);
}

export const paginationChecks: ConformanceCheck[] = LISTS.flatMap(({ method, capability }): ConformanceCheck[] => [
  {
    id: `pagination.${method.replaceAll('/', '-')}.terminates`,
    title: `${method} pagination terminates`,
    severity: 'error',
    rule: CORE_RULES.listAnswered,
    spec: '§18 Pagination',
    applies: { era: 'any', capability },
    run: (ctx) => terminates(ctx, method),
  },
  {
    id: `pagination.${method.replaceAll('/', '-')}.cursors`,
    title: `${method} accepts the cursors it hands out`,
    severity: 'error',
    rule: CORE_RULES.listAnswered,
    spec: '§18 Pagination',
    applies: { era: 'any', capability },
    run: (ctx) => cursorsAccepted(ctx, method),
  },
  {
    id: `pagination.${method.replaceAll('/', '-')}.scope-stable`,
    title: `${method} uses one cacheScope on all pages`,
    severity: 'error',
    rule: CORE_RULES.scopeStable,
    spec: '§12 Caching hints (pagination)',
    applies: { era: 'modern', capability },
    run: (ctx) => scopeStable(ctx, method),
  },
  {
    id: `pagination.${method.replaceAll('/', '-')}.invalid-cursor`,
    title: `${method} rejects an invalid cursor with -32602`,
    severity: 'warning',
    rule: CORE_RULES.invalidCursor,
    spec: '§18 Pagination',
    applies: { era: 'any', capability },
    run: (ctx) => invalidCursor(ctx, method),
  },
]);
