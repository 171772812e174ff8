import { LOG_LEVEL_META_KEY } from '@modelcontextprotocol/client';
import { nextQaId, oncePerRun, qaRequest, qaSession, sessionHeaders, type QaCall } from '../qa-session';
import type { CheckContext, RawHttpOutcome, RpcErrorBody } from '../types';
import { isRecord } from '../values';
import { generateArguments, requiredArguments } from './arguments';
import { validateAgainst } from './schema';
import { chooseTools, type ToolChoice } from './select-tools';

/** What one tool call produced, as the call-result checks read it. */
export interface ToolCallRecord {
  tool: Record<string, unknown>;
  name: string;
  arguments: Record<string, unknown>;
  call: QaCall;
  result: Record<string, unknown> | undefined;
  error: RpcErrorBody | undefined;
  progress: { progress: unknown; total: unknown }[];
  logs: Record<string, unknown>[];
  /** Methods of server→client requests (legacy) or embedded input requests (modern). */
  serverRequests: string[];
  overran: boolean;
  /** The POSTed notifications/cancelled after an overrun (legacy). */
  cancel: RawHttpOutcome | undefined;
  /** The server still answered after it was told to cancel. */
  lateResponse: boolean;
}

export interface ToolCallRun {
  /** False when the run was not asked to call tools. */
  enabled: boolean;
  choices: ToolChoice[];
  /** Chosen tools that were not called, and why (no valid arguments…). */
  skipped: { name: string; reason: string }[];
  calls: ToolCallRecord[];
  /** Calls of a chosen tool with a required argument left out. */
  missingArgument: { name: string; left: string; call: QaCall }[];
}

/** A bound on how many tools one run calls, so a large server still checks quickly. */
export const MAX_TOOL_CALLS = 20;
const DEFAULT_CALL_TIMEOUT_MS = 2_000;
/** How long a cancelled call's stream is watched for a response that should not come. */
const CANCEL_GRACE_MS = 400;

function errorOf(response: Record<string, unknown> | undefined): RpcErrorBody | undefined {
  const error = response?.error;
  return isRecord(error) && typeof error.code === 'number' ? { code: error.code, message: typeof error.message === 'string' ? error.message : '', data: error.data } : undefined;
}

/** Declines a server→client request: the checking client declared no such capability. */
function decline(ctx: CheckContext, id: unknown): void {
  void qaSession(ctx).then((session) =>
    ctx.http({ method: 'POST', headers: sessionHeaders(session), body: { jsonrpc: '2.0', id, error: { code: -32601, message: 'The checking client declared no client capabilities' } } }),
  );
}

function record(tool: Record<string, unknown>, name: string, args: Record<string, unknown>, call: QaCall, token: string): Omit<ToolCallRecord, 'overran' | 'cancel' | 'lateResponse'> {
  const notifications = call.outcome.messages.filter((m) => typeof m.method === 'string' && !('id' in m));
  const params = (m: Record<string, unknown>) => (isRecord(m.params) ? m.params : {});
  const result = isRecord(call.response?.result) ? call.response.result : undefined;
  const embedded = result?.resultType === 'input_required' && isRecord(result.inputRequests) ? Object.values(result.inputRequests).filter(isRecord).map((r) => String(r.method)) : [];
  return {
    tool,
    name,
    arguments: args,
    call,
    result,
    error: errorOf(call.response),
    progress: notifications.filter((m) => m.method === 'notifications/progress' && params(m).progressToken === token).map((m) => ({ progress: params(m).progress, total: params(m).total })),
    logs: notifications.filter((m) => m.method === 'notifications/message').map(params),
    serverRequests: [...call.outcome.messages.filter((m) => typeof m.method === 'string' && 'id' in m).map((m) => String(m.method)), ...embedded],
  };
}

async function callTool(ctx: CheckContext, tool: Record<string, unknown>, name: string, args: Record<string, unknown>): Promise<ToolCallRecord> {
  const timeout = ctx.options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const requestId = nextQaId();
  const token = `${requestId}-progress`;
  const answered = new Set<unknown>();
  // Written from the stream callbacks, so a holder rather than narrowed locals.
  const state: { cancel?: Promise<RawHttpOutcome>; seenAtCancel: number; seen: number } = { seenAtCancel: Number.POSITIVE_INFINITY, seen: 0 };
  const legacy = ctx.era === 'legacy';
  const call = await qaRequest(ctx, 'tools/call', { name, arguments: args }, {
    requestId,
    // Modern servers log only for requests that opt in (spec §21); legacy ones after setLevel.
    meta: { progressToken: token, ...(legacy || !('logging' in ctx.capabilities) ? {} : { [LOG_LEVEL_META_KEY]: 'debug' }) },
    // Modern: closing the stream is the cancellation (spec §7.6); legacy: notifications/cancelled.
    timeoutMs: legacy ? timeout + CANCEL_GRACE_MS : timeout,
    onMessage: (messages) => {
      state.seen = messages.length;
      for (const m of messages) {
        if (!legacy || typeof m.method !== 'string' || !('id' in m) || answered.has(m.id)) continue;
        answered.add(m.id);
        decline(ctx, m.id);
      }
    },
    ...(legacy
      ? {
          overrun: {
            afterMs: timeout,
            run: () => {
              state.seenAtCancel = state.seen;
              state.cancel = qaSession(ctx).then((session) =>
                ctx.http({ method: 'POST', headers: sessionHeaders(session), body: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason: `mcp-console check: no result within ${timeout} ms` } } }),
              );
            },
          },
        }
      : {}),
  });
  const base = record(tool, name, args, call, token);
  const responseIndex = call.outcome.messages.findIndex((m) => m.id === requestId && !('method' in m));
  const overran = state.cancel !== undefined || (call.response === undefined && call.outcome.failure?.startsWith('timed out') === true);
  const cancel = state.cancel === undefined ? undefined : await state.cancel;
  return { ...base, overran, cancel, lateResponse: cancel !== undefined && responseIndex >= state.seenAtCancel };
}

async function run(ctx: CheckContext): Promise<ToolCallRun> {
  const enabled = ctx.options.callTools === true || (ctx.options.callToolNames?.length ?? 0) > 0;
  const empty: ToolCallRun = { enabled, choices: [], skipped: [], calls: [], missingArgument: [] };
  if (!enabled) return empty;
  const tools = (await ctx.walk('tools/list')).items;
  const choices = chooseTools(tools, ctx.options);
  const out: ToolCallRun = { ...empty, choices };
  for (const choice of choices.filter((c) => c.call).slice(0, MAX_TOOL_CALLS)) {
    const tool = tools.find((t) => t.name === choice.name) ?? {};
    const given = ctx.options.toolArgs?.[choice.name];
    const generated = given === undefined ? generateArguments(tool.inputSchema) : { ok: true as const, value: given };
    if (!generated.ok || !isRecord(generated.value)) {
      out.skipped.push({ name: choice.name, reason: generated.ok ? 'the given arguments are not an object' : generated.reason });
      continue;
    }
    const valid = given !== undefined || validateAgainst(tool.inputSchema, generated.value).valid;
    if (!valid) {
      out.skipped.push({ name: choice.name, reason: 'no valid arguments could be generated from its inputSchema (give them with --tool-args)' });
      continue;
    }
    out.calls.push(await callTool(ctx, tool, choice.name, generated.value));
    const left = requiredArguments(tool.inputSchema)[0];
    if (left !== undefined && out.missingArgument.length < 3) {
      const rest = Object.fromEntries(Object.entries(generated.value).filter(([key]) => key !== left));
      out.missingArgument.push({ name: choice.name, left, call: await qaRequest(ctx, 'tools/call', { name: choice.name, arguments: rest }, { timeoutMs: ctx.options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS }) });
    }
  }
  return out;
}

/** The run's tool calls (made once, on first use; none unless the run opted in). */
export const toolCalls = oncePerRun(run);
