import { callResultContentProblem, hasTextMirror, progressProblem } from '../tool-calls/content';
import { toolCalls, type ToolCallRecord, type ToolCallRun } from '../tool-calls/calls';
import { schemaProblem, validateAgainst } from '../tool-calls/schema';
import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { isRecord } from '../values';
import { fail, notApplicable, pass } from '../verdict';
import { LOG_LEVELS } from './lifecycle';
import { overListItems } from './list-items';
import { qaRequest } from '../qa-session';
import { FEATURE_RULES } from '../rules/features';

const SPEC = '§19 Tools';
const UNKNOWN_TOOL = 'mcp-console-qa-no-such-tool';
const OFF = 'Tool calls are opt-in: run with --call-tools (or name a tool with --call-tool).';

const ev = (call: ToolCallRecord) => call.call.outcome.exchangeId;

/** Runs `inspect` over the calls `pick` selects; n/a when tool calls are off or none qualify. */
function overCalls(what: string, pick: (call: ToolCallRecord) => boolean, inspect: (call: ToolCallRecord) => string | undefined, none: string) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const run = await toolCalls(ctx);
    if (!run.enabled) return notApplicable(OFF);
    const calls = run.calls.filter(pick);
    if (calls.length === 0) return notApplicable(none + skippedNote(run));
    for (const call of calls) {
      const problem = inspect(call);
      if (problem !== undefined) return fail(`${call.name}: ${problem}`, [ev(call)]);
    }
    return pass(`${calls.length} call(s): ${what}.`, calls.map(ev));
  };
}

function skippedNote(run: ToolCallRun): string {
  const notCalled = run.choices.filter((c) => !c.call).length;
  const parts = [run.skipped.length > 0 ? ` Skipped: ${run.skipped.map((s) => `${s.name} (${s.reason})`).join('; ')}.` : ''];
  if (notCalled > 0) parts.push(` ${notCalled} tool(s) not called (not annotated read-only).`);
  return parts.join('');
}

const completed = (c: ToolCallRecord) => c.result !== undefined && c.result.resultType !== 'input_required';

function structuredProblem(call: ToolCallRecord): string | undefined {
  const result = call.result ?? {};
  if (result.isError === true) return undefined;
  if (result.structuredContent === undefined) return 'the tool declares an outputSchema but returned no structuredContent';
  const validation = validateAgainst(call.tool.outputSchema, result.structuredContent);
  return validation.valid ? undefined : `structuredContent does not match outputSchema: ${validation.errors.join('; ')}`;
}

async function missingArgument(ctx: CheckContext): Promise<CheckVerdict> {
  const run = await toolCalls(ctx);
  if (!run.enabled) return notApplicable(OFF);
  if (run.missingArgument.length === 0) return notApplicable('No called tool has a required argument to leave out.');
  for (const { name, left, call } of run.missingArgument) {
    const result = isRecord(call.response?.result) ? call.response.result : undefined;
    const error = isRecord(call.response?.error) ? call.response.error : undefined;
    const ok = (error !== undefined && error.code === -32602) || result?.isError === true || result?.resultType === 'input_required';
    if (!ok) return fail(`${name} without its required argument ${JSON.stringify(left)} ${result !== undefined ? 'succeeded' : `answered ${JSON.stringify(error?.code ?? call.outcome.failure)}`}; it must give isError: true or -32602.`, [call.outcome.exchangeId]);
  }
  return pass(`${run.missingArgument.length} call(s) without a required argument were refused (isError or -32602).`, run.missingArgument.map((m) => m.call.outcome.exchangeId));
}

async function unknownTool(ctx: CheckContext): Promise<CheckVerdict> {
  const call = await qaRequest(ctx, 'tools/call', { name: UNKNOWN_TOOL, arguments: {} });
  const error = isRecord(call.response?.error) ? call.response.error : undefined;
  const evidence = [call.outcome.exchangeId];
  if (error?.code === -32602) return pass('tools/call of an unknown tool → -32602.', evidence);
  const result = isRecord(call.response?.result) ? call.response.result : undefined;
  const got = result !== undefined ? (result.isError === true ? 'a result with isError: true' : 'a successful result') : `error ${JSON.stringify(error?.code ?? call.outcome.failure)}`;
  return fail(`tools/call of an unknown tool should be a protocol error -32602 (unknown tools are not execution errors); got ${got}.`, evidence);
}

async function cancelled(ctx: CheckContext): Promise<CheckVerdict> {
  const run = await toolCalls(ctx);
  if (!run.enabled) return notApplicable(OFF);
  const overran = run.calls.filter((c) => c.overran);
  if (overran.length === 0) return notApplicable(`No call overran the ${ctx.options.callTimeoutMs ?? 2000} ms call timeout.`);
  for (const call of overran) {
    if (ctx.era === 'modern') continue;
    const cancel = call.cancel;
    if (cancel === undefined || cancel.status !== 202) return fail(`${call.name}: notifications/cancelled was answered ${cancel?.status ?? cancel?.failure ?? 'not at all'}, not 202.`, [ev(call), cancel?.exchangeId]);
    if (call.lateResponse) return fail(`${call.name}: the server still sent the result after notifications/cancelled; it SHOULD stop and not respond.`, [ev(call), cancel.exchangeId]);
  }
  return pass(`${overran.length} call(s) overran and were cancelled (${ctx.era === 'modern' ? 'stream closed' : 'notifications/cancelled → 202, no late result'}).`, overran.flatMap((c) => [ev(c), c.cancel?.exchangeId]));
}

const calls = { era: 'any', capability: 'tools' } as const;

export const toolCallChecks: ConformanceCheck[] = [
  {
    id: 'tools.schemas-valid',
    title: 'inputSchema and outputSchema are valid JSON Schema (2020-12 by default)',
    severity: 'error',
    rule: FEATURE_RULES.schemasValid,
    spec: SPEC,
    applies: calls,
    // Every bad schema is named, not just the first: a broken outputSchema must not hide behind a broken inputSchema.
    run: overListItems('tools/list', 'schemas are valid JSON Schema', (items) => {
      const problems = items.flatMap((tool) =>
        (['inputSchema', 'outputSchema'] as const).flatMap((key) => {
          const problem = key === 'outputSchema' && tool[key] === undefined ? undefined : schemaProblem(tool[key]);
          return problem === undefined ? [] : [`${String(tool.name)} ${key}: ${problem}.`];
        }),
      );
      return problems.length === 0 ? undefined : problems.join(' ');
    }),
  },
  { id: 'tools.unknown-tool', title: 'Calling an unknown tool → -32602', severity: 'warning', rule: FEATURE_RULES.unknownTool, spec: SPEC, applies: calls, run: unknownTool },
  {
    id: 'tools.call-content',
    title: 'Tool results have well-formed content blocks',
    severity: 'error',
    rule: FEATURE_RULES.callContent,
    spec: '§19 Tools, §20 Content blocks',
    applies: calls,
    run: overCalls('content blocks are well-formed', completed, (c) => callResultContentProblem(c.result ?? {}), 'No tool call returned a result.'),
  },
  {
    id: 'tools.call-structured-content',
    title: 'structuredContent validates against outputSchema',
    severity: 'error',
    rule: FEATURE_RULES.structuredContent,
    spec: SPEC,
    applies: calls,
    run: overCalls('structuredContent matches outputSchema', (c) => completed(c) && isRecord(c.tool.outputSchema), structuredProblem, 'No called tool declares an outputSchema.'),
  },
  {
    id: 'tools.call-text-mirror',
    title: 'structuredContent is mirrored in a text block',
    severity: 'warning',
    rule: FEATURE_RULES.textMirror,
    spec: SPEC,
    applies: calls,
    run: overCalls('structuredContent is mirrored as text', (c) => completed(c) && c.result?.structuredContent !== undefined, (c) => (hasTextMirror(c.result ?? {}) ? undefined : 'no text block carries the structuredContent as JSON (SHOULD, for older clients)'), 'No call returned structuredContent.'),
  },
  { id: 'tools.call-missing-argument', title: 'A call without a required argument → isError or -32602', severity: 'error', rule: FEATURE_RULES.missingArgument, spec: SPEC, applies: calls, run: missingArgument },
  {
    id: 'tools.call-progress',
    title: 'Progress increases strictly and stays ≤ total',
    severity: 'error',
    rule: FEATURE_RULES.progress,
    spec: '§21 Progress',
    applies: calls,
    run: overCalls('progress increases and stays within total', (c) => c.progress.length > 0, (c) => progressProblem(c.progress), 'No call sent progress for its progressToken.'),
  },
  {
    id: 'tools.call-log-levels',
    title: 'Log messages during a call use RFC 5424 levels',
    severity: 'error',
    rule: FEATURE_RULES.logLevels,
    spec: '§21 Logging',
    applies: calls,
    run: overCalls('log levels are RFC 5424', (c) => c.logs.length > 0, (c) => {
      const bad = c.logs.find((l) => typeof l.level !== 'string' || !LOG_LEVELS.includes(l.level));
      return bad === undefined ? undefined : `notifications/message level ${JSON.stringify(bad.level)} is not one of ${LOG_LEVELS.join(', ')}`;
    }, 'No call logged anything.'),
  },
  {
    id: 'tools.call-no-undeclared-requests',
    title: 'No sampling or elicitation request when the client did not declare them',
    severity: 'error',
    rule: FEATURE_RULES.noUndeclaredRequests,
    spec: '§6.1 ClientCapabilities',
    applies: calls,
    run: overCalls('no undeclared client requests', () => true, (c) => {
      const bad = c.serverRequests.find((m) => m === 'sampling/createMessage' || m === 'elicitation/create');
      return bad === undefined ? undefined : `the server sent ${bad} although the checking client declared neither sampling nor elicitation`;
    }, 'No tool was called.'),
  },
  { id: 'tools.call-cancelled', title: 'A call that overruns the timeout is cancelled cleanly', severity: 'warning', rule: FEATURE_RULES.cancelled, spec: '§21 Cancellation', applies: calls, run: cancelled },
];
