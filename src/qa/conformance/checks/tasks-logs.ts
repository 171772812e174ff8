import { CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/client';
import { TASKS_EXTENSION } from '../../../protocol';
import { missingTaskFields } from '../../../protocol';
import { toolCalls } from '../tool-calls/calls';
import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { isRecord } from '../values';
import { fail, notApplicable, pass } from '../verdict';
import { envelope } from '../../../protocol';
import { qaRequest } from '../qa-session';
import { CORE_RULES } from '../rules/core';

const TASKS_SPEC = '§19 Tools: tasks (SEP-2663)';
const UNKNOWN_TASK = 'mcp-console-qa-no-such-task';
const NOT_OFFERED = `The server does not declare capabilities.extensions["${TASKS_EXTENSION}"].`;

function offersTasks(ctx: CheckContext): boolean {
  const extensions = ctx.capabilities['extensions'];
  return isRecord(extensions) && TASKS_EXTENSION in extensions;
}

/** The envelope of a client that declared the tasks extension (the checker does so only here). */
function tasksEnvelope(ctx: CheckContext): Record<string, unknown> {
  return { ...envelope(ctx.protocolVersion), [CLIENT_CAPABILITIES_META_KEY]: { extensions: { [TASKS_EXTENSION]: {} } } };
}

async function unknownTask(ctx: CheckContext): Promise<CheckVerdict> {
  if (!offersTasks(ctx)) return notApplicable(NOT_OFFERED);
  const outcome = await ctx.rpc('tasks/get', { taskId: UNKNOWN_TASK }, { meta: tasksEnvelope(ctx), headers: { 'mcp-name': UNKNOWN_TASK } });
  const evidence = [outcome.exchangeId];
  if (outcome.error !== undefined) return pass(`tasks/get of an unknown task → JSON-RPC error ${outcome.error.code}.`, evidence);
  if (outcome.result !== undefined) return fail('tasks/get of an unknown taskId returned a result; it must be a JSON-RPC error.', evidence);
  return fail(`tasks/get of an unknown taskId: ${outcome.failure ?? 'no JSON-RPC response'}.`, evidence);
}

type SeenTask = { result: Record<string, unknown>; exchangeId: number | undefined };

function tasksOf(seen: { result: unknown; exchangeId: number | undefined }[]): SeenTask[] {
  return seen.flatMap(({ result, exchangeId }) => (isRecord(result) && result['resultType'] === 'task' ? [{ result, exchangeId }] : []));
}

/**
 * Task results of this run. The `--call-tools` calls declare no extension, so a polite server
 * answers them plainly; the first few are made again with the tasks extension declared, and any
 * task they start is cancelled at once.
 */
async function taskResults(ctx: CheckContext): Promise<SeenTask[]> {
  const run = await toolCalls(ctx);
  const seen = tasksOf(ctx.outcomes().map((o) => ({ result: o.result, exchangeId: o.exchangeId })));
  if (!run.enabled || seen.length > 0) return seen;
  for (const call of run.calls.slice(0, 3)) {
    const again = await qaRequest(ctx, 'tools/call', { name: call.name, arguments: call.arguments }, { meta: tasksEnvelope(ctx) });
    const found = tasksOf([{ result: again.response?.result, exchangeId: again.outcome.exchangeId }]);
    for (const { result } of found) {
      const taskId = result['taskId'];
      if (typeof taskId === 'string') await ctx.rpc('tasks/cancel', { taskId }, { meta: tasksEnvelope(ctx), headers: { 'mcp-name': taskId } });
    }
    seen.push(...found);
  }
  return seen;
}

async function resultFields(ctx: CheckContext): Promise<CheckVerdict> {
  if (!offersTasks(ctx)) return notApplicable(NOT_OFFERED);
  const tasks = await taskResults(ctx);
  if (tasks.length === 0) return notApplicable('No tool call in this run answered with a task (tool calls are opt-in: --call-tools).');
  for (const { result, exchangeId } of tasks) {
    const missing = missingTaskFields(result);
    if (missing.length > 0) return fail(`A task result lacks ${missing.join(', ')} (taskId, status, createdAt and lastUpdatedAt are required).`, [exchangeId]);
  }
  return pass(`${tasks.length} task result(s) carry taskId, status, createdAt and lastUpdatedAt.`, tasks.map((t) => t.exchangeId));
}

/** A level outside RFC 5424's eight is refused: levels are the syslog severities, nothing else. */
async function unknownLevel(ctx: CheckContext): Promise<CheckVerdict> {
  if (ctx.era !== 'legacy') return notApplicable('logging/setLevel is the legacy way to ask for logs.');
  const call = await qaRequest(ctx, 'logging/setLevel', { level: 'loud' });
  const error = isRecord(call.response?.error) ? call.response.error : undefined;
  const evidence = [call.outcome.exchangeId];
  if (error !== undefined) return pass(`logging/setLevel with a level outside RFC 5424 → JSON-RPC error ${JSON.stringify(error['code'])}.`, evidence);
  const got = isRecord(call.response?.result) ? 'a result: the level was accepted' : (call.outcome.failure ?? 'no response');
  return fail(`logging/setLevel "loud" must be refused (levels are RFC 5424's eight; -32602 Invalid params); got ${got}.`, evidence);
}

export const taskLogChecks: ConformanceCheck[] = [
  {
    id: 'tasks.result-fields',
    title: 'A task result has taskId, status, createdAt and lastUpdatedAt',
    severity: 'error',
    rule: CORE_RULES.taskFields,
    spec: TASKS_SPEC,
    applies: { era: 'modern', capability: 'tools' },
    inspectsRun: true,
    run: resultFields,
  },
  {
    id: 'tasks.get-unknown',
    title: 'tasks/get for an unknown taskId is a JSON-RPC error',
    severity: 'error',
    rule: CORE_RULES.taskUnknown,
    spec: TASKS_SPEC,
    applies: { era: 'modern', capability: 'tools' },
    run: unknownTask,
  },
  {
    id: 'logging.set-level-rfc5424',
    title: 'logging/setLevel accepts only the RFC 5424 levels',
    severity: 'warning',
    rule: CORE_RULES.invalidLogLevel,
    spec: '§21 Logging',
    applies: { era: 'legacy', capability: 'logging' },
    run: unknownLevel,
  },
];
