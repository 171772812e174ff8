import { endQaSession } from './qa-session';
import { createCheckContext, type ContextInput } from './context';
import { citedExchanges } from './evidence';
import { selectChecks } from './select';
import { quoteRule } from './verdict';
import { runOrder, StateChanges } from './run-order';
import { ALL_CHECKS } from './registry';
import { requirementsTable } from './requirements/table';
import type { RequirementRevision } from './requirements/types';
import type { CheckContext, CheckOutcome, CheckResult, CheckRunOptions, CheckStatus, CheckTransport, ConformanceCheck, ConformanceReport } from './types';

export interface RunOptions extends CheckRunOptions {
  /** Only checks whose id matches one of these globs (`http.*`; default: all). */
  only?: readonly string[];
  /** Leave out checks whose id matches one of these globs. */
  skip?: readonly string[];
  checks?: readonly ConformanceCheck[];
  /** Called after each check with the results so far. */
  onProgress?: (done: number, total: number, result: CheckResult) => void;
  signal?: AbortSignal;
  now?: () => number;
  /** Add that revision's official requirements table to the report (`--requirements`). */
  requirements?: RequirementRevision;
}

/**
 * Why a Streamable HTTP rule is not graded on an HTTP+SSE server: its probes (POSTs to the
 * endpoint, its headers and sessions) mean another transport, and the console carries the raw
 * requests on the SSE session, so the answers would be the routing's, not the server's.
 */
const SSE_NOT_CHECKED = 'HTTP+SSE (2024-11-05) server: this rule is about the Streamable HTTP transport, which this server does not speak (decision 0032).';

/** Why a check does not apply here, or undefined when it does. */
export function notApplicableReason(check: ConformanceCheck, ctx: Pick<CheckContext, 'era' | 'environment' | 'capabilities'> & { transport?: CheckTransport }): string | undefined {
  const { era, capability, environment, transport } = check.applies;
  const here = ctx.transport ?? 'http';
  if (transport !== undefined && transport.only !== here && !(here === 'sse' && transport.alsoSse === true)) return here === 'sse' && transport.only === 'http' ? SSE_NOT_CHECKED : `${here} server: ${transport.reason}`;
  if (era !== 'any' && era !== ctx.era) return `Applies to ${era} servers; this one is ${ctx.era}.`;
  if (environment !== undefined && environment !== ctx.environment) {
    return environment === 'browser' ? 'Only meaningful in a browser (CORS).' : 'Cannot run in a browser (it forges request headers the browser controls).';
  }
  if (capability !== undefined && !(capability in ctx.capabilities)) return `The server does not declare the ${capability} capability.`;
  return undefined;
}

/** A message that already quotes a rule with its keyword: `"…" (MUST, …)`. */
const QUOTED_RULE = /" \((MUST|SHOULD|MAY|best-practice)\b/;

/**
 * A fail quotes the sentence it rests on with its keyword, so a server author sees what the
 * severity rests on. A check that words it itself (for the transport at hand) is left as is; a
 * Streamable HTTP sentence is not quoted for a server on another transport.
 */
function withRule(check: ConformanceCheck, ctx: CheckContext, message: string): string {
  if (QUOTED_RULE.test(message) || message.includes(check.rule.quote)) return message;
  if (ctx.transport !== 'http' && check.rule.source.includes('streamable-http')) return message;
  return `${message} The spec: ${quoteRule(check.rule)}.`;
}

function statusOf(check: ConformanceCheck, outcome: CheckOutcome): CheckStatus {
  if (outcome !== 'fail') return outcome;
  return check.severity === 'error' ? 'fail' : 'warn';
}

/** Runs one check, turning a thrown error into a failure so one bug cannot stop the run. */
export async function runCheck(check: ConformanceCheck, ctx: CheckContext, now: () => number = Date.now): Promise<CheckResult> {
  const started = now();
  const base = { id: check.id, title: check.title, severity: check.severity, keyword: check.rule.keyword, spec: check.spec, ...(check.scenarios === undefined ? {} : { scenarios: check.scenarios }) };
  const reason = notApplicableReason(check, ctx);
  if (reason !== undefined) return { ...base, status: 'n/a', message: reason, evidence: [], durationMs: 0 };
  try {
    const verdict = await check.run(ctx);
    const status = statusOf(check, verdict.outcome);
    const message = status === 'fail' ? withRule(check, ctx, verdict.message) : verdict.message;
    return { ...base, status, message, evidence: [...new Set(verdict.evidence)], durationMs: now() - started };
  } catch (err) {
    const message = `The check itself failed: ${err instanceof Error ? err.message : String(err)}`;
    return { ...base, status: statusOf(check, 'fail'), message, evidence: [], durationMs: now() - started };
  }
}

export function summarize(results: readonly CheckResult[]): Record<CheckStatus, number> {
  const summary: Record<CheckStatus, number> = { pass: 0, fail: 0, warn: 0, 'n/a': 0 };
  for (const result of results) summary[result.status]++;
  return summary;
}

/**
 * Runs the conformance checks (spec: all of mcp-2026-07-28.md) against a connected
 * server and returns the report. Checks run one after another so evidence ids are
 * easy to follow in the traffic log.
 */
export async function runChecks(input: ContextInput, options: RunOptions = {}): Promise<ConformanceReport> {
  const now = options.now ?? Date.now;
  const started = now();
  const ctx = createCheckContext(input, options);
  const selected = runOrder(selectChecks(options.checks ?? ALL_CHECKS, { only: options.only, skip: options.skip }));
  const results: CheckResult[] = [];
  const changes = new StateChanges();
  let sessionEnded = false;
  for (const check of selected) {
    if (options.signal?.aborted === true) break;
    if (check.endsConnection === true && !sessionEnded) {
      sessionEnded = true;
      await endQaSession(ctx);
    }
    const result = changes.annotate(check, await runCheck(check, ctx, now));
    changes.note(check, result);
    results.push(result);
    options.onProgress?.(results.length, selected.length, result);
  }
  if (!sessionEnded) await endQaSession(ctx);
  const revision = options.requirements;
  return {
    url: input.url,
    era: input.era,
    protocolVersion: input.protocolVersion,
    environment: input.environment,
    ...(ctx.transport === 'http' ? {} : { transport: ctx.transport }),
    startedAt: new Date(started).toISOString(),
    durationMs: now() - started,
    results,
    summary: summarize(results),
    exchanges: citedExchanges(results, input.traffic.getSnapshot().exchanges),
    ...(revision === undefined ? {} : { requirements: requirementsTable(revision, options.checks ?? ALL_CHECKS, results, { ...ctx, protocolVersion: input.protocolVersion }) }),
  };
}
