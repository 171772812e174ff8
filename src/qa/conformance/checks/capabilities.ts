import type { CapabilityName, CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { expectError, fail, notApplicable, pass } from '../verdict';
import { recordedOr } from './recorded';
import { httpStatuses } from './transport';
import { CORE_RULES } from '../rules/core';

const PROBES: Record<CapabilityName, { method: string; params: Record<string, unknown> }> = {
  tools: { method: 'tools/list', params: {} },
  prompts: { method: 'prompts/list', params: {} },
  resources: { method: 'resources/list', params: {} },
  completions: { method: 'completion/complete', params: { ref: { type: 'ref/prompt', name: 'mcp-console-qa' }, argument: { name: 'x', value: '' } } },
  logging: { method: 'logging/setLevel', params: { level: 'info' } },
};

const UNKNOWN_METHOD = 'mcp-console/qa-unknown-method';
const NAMES: readonly CapabilityName[] = ['tools', 'prompts', 'resources', 'completions'];

/** Spec §4.1: -32601 is answered with HTTP 404 by modern servers (over HTTP; stdio has no status). */
function statusesFor(ctx: CheckContext): number[] | undefined {
  return httpStatuses(ctx, ctx.era === 'modern' ? [404] : undefined);
}

async function undeclared(ctx: CheckContext): Promise<CheckVerdict> {
  const missing = NAMES.filter((name) => !(name in ctx.capabilities));
  if (missing.length === 0) return notApplicable('The server declares tools, prompts, resources and completions.');
  const evidence: (number | undefined)[] = [];
  for (const name of missing) {
    const probe = PROBES[name];
    const outcome = await ctx.rpc(probe.method, probe.params);
    evidence.push(outcome.exchangeId);
    const verdict = expectError(outcome, [-32601], `${probe.method} without the ${name} capability`, statusesFor(ctx));
    if (verdict.outcome === 'fail') return verdict;
  }
  return pass(`Undeclared ${missing.join(', ')}: their methods answer -32601.`, evidence);
}

export const capabilityChecks: ConformanceCheck[] = [
  {
    id: 'capabilities.undeclared-methods',
    title: 'Methods of undeclared capabilities → -32601',
    severity: 'error',
    rule: CORE_RULES.undeclaredMethods,
    spec: '§6.2 ServerCapabilities',
    applies: { era: 'any' },
    run: undeclared,
  },
  {
    id: 'jsonrpc.unknown-method',
    title: 'An unknown method → -32601 (HTTP 404 on modern servers)',
    severity: 'error',
    rule: CORE_RULES.unknownMethod,
    spec: '§4.1 Error codes',
    applies: { era: 'any' },
    run: async (ctx) => expectError(await ctx.rpc(UNKNOWN_METHOD, {}), [-32601], 'An unknown method', statusesFor(ctx)),
  },
  {
    id: 'jsonrpc.error-shape',
    title: 'Error responses carry an integer code and a message',
    severity: 'error',
    rule: CORE_RULES.errorShape,
    spec: '§4 JSON-RPC base rules',
    applies: { era: 'any' },
    inspectsRun: true,
    run: async (ctx) => {
      const errors = await recordedOr(ctx, (o) => o.response !== undefined && 'error' in o.response, UNKNOWN_METHOD);
      if (errors.length === 0) return notApplicable('No error response to inspect.');
      for (const outcome of errors) {
        const error = outcome.response?.error;
        const ok = typeof error === 'object' && error !== null && 'code' in error && Number.isInteger(error.code) && 'message' in error && typeof error.message === 'string';
        if (!ok) return fail(`Malformed error object: ${JSON.stringify(error)}.`, [outcome.exchangeId]);
      }
      return pass(`${errors.length} error response(s) are well-formed.`, errors.map((o) => o.exchangeId));
    },
  },
  {
    id: 'jsonrpc.response-envelope',
    title: 'Responses are JSON-RPC 2.0 and echo the request id',
    severity: 'error',
    rule: CORE_RULES.responseEnvelope,
    spec: '§4 JSON-RPC base rules',
    applies: { era: 'any' },
    inspectsRun: true,
    run: async (ctx) => {
      const answered = await recordedOr(ctx, (o) => o.response !== undefined);
      if (answered.length === 0) return fail('Not even a harmless request got a JSON-RPC response.');
      for (const outcome of answered) {
        const response = outcome.response;
        if (response?.jsonrpc !== '2.0') return fail(`jsonrpc is ${JSON.stringify(response?.jsonrpc)}, not "2.0".`, [outcome.exchangeId]);
        const idOk = response.id === outcome.requestId || ('error' in response && (response.id === undefined || response.id === null));
        if (!idOk) return fail(`Response id ${JSON.stringify(response.id)} does not echo ${JSON.stringify(outcome.requestId)}.`, [outcome.exchangeId]);
        if (('result' in response) === ('error' in response)) return fail('A response must carry exactly one of result and error.', [outcome.exchangeId]);
      }
      return pass(`${answered.length} response(s) are well-formed JSON-RPC 2.0.`, answered.map((o) => o.exchangeId));
    },
  },
];
