import { CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/client';
import { envelope } from '../../../protocol';
import { oncePerRun } from '../qa-session';
import { toolCalls } from '../tool-calls/calls';
import type { CheckContext, RpcOutcome } from '../types';
import { isRecord } from '../values';

/** A request of the server's own that was answered with an InputRequiredResult, ready to be retried. */
export interface AskingAnswer {
  method: 'prompts/get' | 'resources/read' | 'tools/call';
  /** The original params, without `_meta` (the retry sends them unchanged). */
  params: Record<string, unknown>;
  /** The `_meta` envelope the original request carried, sent again on the retry. */
  meta: Record<string, unknown> | undefined;
  result: Record<string, unknown>;
  exchangeId: number | undefined;
}

/** At most this many prompts are got while looking for one that asks for input. */
const MAX_PROMPTS = 8;
const ARGUMENT_VALUE = 'mcp-console-qa';

/**
 * The envelope of the prompts/get probes: it declares the client features an input request may
 * use, since a server MUST NOT ask for what the client did not declare (and may refuse instead).
 */
function askingEnvelope(ctx: CheckContext): Record<string, unknown> {
  return { ...envelope(ctx.protocolVersion), [CLIENT_CAPABILITIES_META_KEY]: { elicitation: { form: {} }, sampling: {}, roots: {} } };
}

const asks = (outcome: RpcOutcome): outcome is RpcOutcome & { result: Record<string, unknown> } => outcome.result?.resultType === 'input_required';

async function fromPrompts(ctx: CheckContext): Promise<AskingAnswer[]> {
  if (!isRecord(ctx.capabilities.prompts)) return [];
  const prompts = (await ctx.walk('prompts/list')).items.filter((p) => typeof p.name === 'string').slice(0, MAX_PROMPTS);
  const meta = askingEnvelope(ctx);
  const found: AskingAnswer[] = [];
  for (const prompt of prompts) {
    const declared = Array.isArray(prompt.arguments) ? prompt.arguments.filter(isRecord) : [];
    const args = Object.fromEntries(declared.filter((a) => a.required === true && typeof a.name === 'string').map((a) => [String(a.name), ARGUMENT_VALUE]));
    const params = { name: prompt.name, arguments: args };
    const outcome = await ctx.rpc('prompts/get', params, { meta });
    if (asks(outcome)) found.push({ method: 'prompts/get', params, meta, result: outcome.result, exchangeId: outcome.exchangeId });
  }
  return found;
}

async function fromReads(ctx: CheckContext): Promise<AskingAnswer[]> {
  if (!isRecord(ctx.capabilities.resources)) return [];
  return (await ctx.reads()).flatMap((read) => (asks(read.outcome) ? [{ method: 'resources/read' as const, params: { uri: read.uri }, meta: undefined, result: read.outcome.result, exchangeId: read.outcome.exchangeId }] : []));
}

/** Tools are called only when the run was asked to (`--call-tools`); their calls are reused, none is added. */
async function fromToolCalls(ctx: CheckContext): Promise<AskingAnswer[]> {
  const run = await toolCalls(ctx);
  if (!run.enabled) return [];
  return run.calls.flatMap((call) =>
    call.result?.resultType === 'input_required'
      ? [{ method: 'tools/call' as const, params: { name: call.name, arguments: call.arguments }, meta: undefined, result: call.result, exchangeId: call.call.outcome.exchangeId }]
      : [],
  );
}

/** Every answer of this run that asked for input: the server's prompts, the sampled reads, and the tool calls when enabled. */
export const askingAnswers = oncePerRun(async (ctx: CheckContext): Promise<AskingAnswer[]> => [...(await fromPrompts(ctx)), ...(await fromReads(ctx)), ...(await fromToolCalls(ctx))]);

/** `prompts/get "release-notes"`, for messages. */
export function describeAsking(answer: AskingAnswer): string {
  const target = answer.method === 'resources/read' ? answer.params.uri : answer.params.name;
  return `${answer.method} ${JSON.stringify(target)}`;
}

/** The input requests of an InputRequiredResult, by key. */
export function inputRequestsOf(result: Record<string, unknown>): [string, Record<string, unknown>][] {
  const requests = result.inputRequests;
  return isRecord(requests) ? Object.entries(requests).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])) : [];
}

/**
 * A well-formed bare answer to an input request that commits the user to nothing: the form is
 * declined, the model answers a fixed text, and no root is shared.
 */
function harmlessResponse(method: unknown): Record<string, unknown> {
  if (method === 'sampling/createMessage') return { role: 'assistant', content: { type: 'text', text: ARGUMENT_VALUE }, model: ARGUMENT_VALUE };
  if (method === 'roots/list') return { roots: [] };
  return { action: 'decline' };
}

/** A harmless answer to each input request of `result`, by its key (the retry's inputResponses). */
export function harmlessResponses(result: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(inputRequestsOf(result).map(([key, request]): [string, Record<string, unknown>] => [key, harmlessResponse(request.method)]));
}

/** Retries `answer`'s request with `extra` params (inputResponses, requestState) on a new id, as the spec's retry does. */
export function retry(ctx: CheckContext, answer: AskingAnswer, extra: Record<string, unknown>): Promise<RpcOutcome> {
  return ctx.rpc(answer.method, { ...answer.params, ...extra }, answer.meta === undefined ? {} : { meta: answer.meta });
}
