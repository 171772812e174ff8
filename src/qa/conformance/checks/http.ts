import type { CheckContext, CheckRule, CheckVerdict, ConformanceCheck, RpcOptions, RpcOutcome } from '../types';
import { isRecord } from '../values';
import { envelope } from '../../../protocol';
import { describeOutcome, expectError, fail, notApplicable, pass, quoteRule } from '../verdict';
import { CORE_RULES } from '../rules/core';
import { recordedOr } from './recorded';
import { httpOnly, httpStatuses, NO_HEADER_LAYER } from './transport';
import { MISSING_RESOURCE_URI } from './resources';
import { UNKNOWN_PROMPT } from './prompts';
import { TRANSPORT_RULES } from '../rules/transport';

const SPEC = '§7.2 Request headers';
const BAD_VERSION = '1900-01-01';

/** A request that carries `Mcp-Name` and is harmless whatever the server does with it. */
function namedRequest(ctx: CheckContext): { method: string; params: Record<string, unknown> } | undefined {
  if (isRecord(ctx.capabilities.resources)) return { method: 'resources/read', params: { uri: MISSING_RESOURCE_URI } };
  if (isRecord(ctx.capabilities.prompts)) return { method: 'prompts/get', params: { name: UNKNOWN_PROMPT, arguments: {} } };
  return undefined;
}

function headerRule(id: string, title: string, what: string, options: RpcOptions, rule: CheckRule, codes = [-32020]): ConformanceCheck {
  return {
    id,
    title,
    severity: 'error',
    rule,
    spec: SPEC,
    applies: { era: 'modern', transport: httpOnly(NO_HEADER_LAYER) },
    run: async (ctx) => expectError(await ctx.rpc('server/discover', {}, options), codes, what, [400]),
  };
}

function nameRule(id: string, title: string, what: string, header: string | null): ConformanceCheck {
  return {
    id,
    title,
    severity: 'error',
    rule: header === null ? TRANSPORT_RULES.headerMissing : TRANSPORT_RULES.headerMismatch,
    spec: SPEC,
    applies: { era: 'modern', transport: httpOnly(NO_HEADER_LAYER) },
    run: async (ctx) => {
      const request = namedRequest(ctx);
      if (request === undefined) return notApplicable('The server has neither resources nor prompts to address by Mcp-Name.');
      return expectError(await ctx.rpc(request.method, request.params, { headers: { 'mcp-name': header } }), [-32020], `${request.method} ${what}`, [400]);
    },
  };
}

/** An ordinary request of a declared feature (server/discover alone may leave a connection in its opening phase). */
function ordinaryMethod(ctx: CheckContext): string {
  const declared = (['tools', 'prompts', 'resources'] as const).find((name) => isRecord(ctx.capabilities[name]));
  return declared === undefined ? 'ping' : `${declared}/list`;
}

/**
 * Over Streamable HTTP the rule names 400 and -32022; elsewhere (stdio, HTTP+SSE) there is no
 * status of the server's, and the versioning page's transport-free sentence is the rule. The
 * probe follows an ordinary request of its own, so its outcome is the same alone as after other
 * checks: a stdio server may validate the version of its opening requests only (the official
 * server SDK's serveStdio pins the connection at the first request that is not server/discover).
 */
async function unsupportedVersion(ctx: CheckContext): Promise<CheckVerdict> {
  const before = ordinaryMethod(ctx);
  const warmUp = await ctx.rpc(before, {});
  const outcome = await ctx.rpc('server/discover', {}, { headers: { 'mcp-protocol-version': BAD_VERSION }, meta: envelope(BAD_VERSION) });
  const rule = quoteRule(ctx.transport === 'http' ? TRANSPORT_RULES.unsupportedVersion : CORE_RULES.negotiatedVersion);
  const verdict = expectError(outcome, [-32022], `A request for version ${BAD_VERSION}, sent after an ordinary ${before} on the same connection,`, httpStatuses(ctx, [400]));
  if (verdict.outcome === 'fail') return fail(`${verdict.message} The spec: ${rule}.`, [warmUp.exchangeId, outcome.exchangeId]);
  const data = outcome.error?.data;
  if (!isRecord(data) || !Array.isArray(data.supported) || !data.supported.every((v) => typeof v === 'string')) {
    return fail(`-32022 must carry data.supported (the versions the server speaks). The spec: ${rule}.`, [outcome.exchangeId]);
  }
  return pass(`-32022 with supported ${JSON.stringify(data.supported)}.`, [outcome.exchangeId]);
}

/** Legacy servers (2025-06-18+) reject an unsupported MCP-Protocol-Version header with 400 (spec §10.2). */
async function legacyUnsupportedVersion(ctx: CheckContext): Promise<CheckVerdict> {
  const outcome = await ctx.rpc('ping', {}, { headers: { 'mcp-protocol-version': BAD_VERSION } });
  if (outcome.httpStatus === 400) return pass(`MCP-Protocol-Version ${BAD_VERSION} → HTTP 400, as required.`, [outcome.exchangeId]);
  return fail(`MCP-Protocol-Version ${BAD_VERSION} should be rejected with HTTP 400; got ${describeOutcome(outcome)}.`, [outcome.exchangeId]);
}

async function contentTypes(ctx: CheckContext): Promise<CheckVerdict> {
  const ok = (o: RpcOutcome) => o.response !== undefined && o.httpStatus !== undefined && o.httpStatus < 300;
  const answered = await recordedOr(ctx, ok);
  if (answered.length === 0) return notApplicable('No successful response to inspect.');
  const bad = answered.find((o) => !/^(application\/json|text\/event-stream)\b/i.test(o.contentType ?? ''));
  if (bad !== undefined) return fail(`A response came as ${JSON.stringify(bad.contentType)}; it must be application/json or text/event-stream.`, [bad.exchangeId]);
  return pass(`${answered.length} responses are application/json or text/event-stream.`, answered.slice(0, 20).map((o) => o.exchangeId));
}

export const httpChecks: ConformanceCheck[] = [
  headerRule('http.method-header-mismatch', 'Mcp-Method ≠ body method → 400/-32020', 'server/discover with Mcp-Method: tools/list', { headers: { 'mcp-method': 'tools/list' } }, TRANSPORT_RULES.headerMismatch),
  headerRule('http.method-header-case', 'Mcp-Method in another letter case than the body method → 400/-32020', 'server/discover with Mcp-Method: SERVER/DISCOVER', { headers: { 'mcp-method': 'SERVER/DISCOVER' } }, TRANSPORT_RULES.headerValueCase),
  headerRule('http.method-header-missing', 'Missing Mcp-Method → 400/-32020', 'server/discover without Mcp-Method', { headers: { 'mcp-method': null } }, TRANSPORT_RULES.headerMissing),
  nameRule('http.name-header-mismatch', 'Mcp-Name ≠ body name → 400/-32020', 'with a mismatched Mcp-Name', 'mcp-console-qa-other-name'),
  nameRule('http.name-header-missing', 'Missing Mcp-Name → 400/-32020', 'without Mcp-Name', null),
  headerRule('http.version-header-mismatch', 'MCP-Protocol-Version ≠ _meta version → 400/-32020', 'server/discover with MCP-Protocol-Version 2025-11-25 but a 2026-07-28 envelope', {
    headers: { 'mcp-protocol-version': '2025-11-25' },
  }, TRANSPORT_RULES.headerMismatch),
  {
    id: 'http.unsupported-version',
    title: 'Unsupported protocol version → 400/-32022 with data.supported',
    severity: 'error',
    rule: TRANSPORT_RULES.unsupportedVersion,
    spec: '§9.1 Version negotiation',
    applies: { era: 'modern' },
    run: unsupportedVersion,
  },
  {
    id: 'http.legacy-unsupported-version',
    title: 'Legacy: an unsupported MCP-Protocol-Version header → 400',
    severity: 'error',
    rule: TRANSPORT_RULES.legacyUnsupportedVersion,
    spec: '§10.2 HTTP transport details (legacy)',
    applies: { era: 'legacy', transport: httpOnly('there is no MCP-Protocol-Version header: the version is agreed in initialize.') },
    run: legacyUnsupportedVersion,
  },
  {
    id: 'http.missing-envelope',
    title: 'A request without the _meta envelope → 400',
    severity: 'error',
    rule: TRANSPORT_RULES.missingEnvelope,
    spec: '§5.1 Request _meta',
    applies: { era: 'modern' },
    run: async (ctx) => {
      const outcome = await ctx.rpc('server/discover', {}, { meta: null });
      const status = httpStatuses(ctx, [400]);
      const rejected = outcome.error !== undefined && (status === undefined || status.includes(outcome.httpStatus ?? 0));
      return rejected
        ? pass(`No envelope → ${describeOutcome(outcome)}.`, [outcome.exchangeId])
        : fail(`A request without _meta protocolVersion/clientCapabilities must be rejected with ${status === undefined ? 'a JSON-RPC error' : 'HTTP 400'}; got ${describeOutcome(outcome)}.`, [outcome.exchangeId]);
    },
  },
  {
    id: 'http.content-type',
    title: 'Responses are application/json or text/event-stream',
    severity: 'error',
    rule: TRANSPORT_RULES.contentType,
    spec: '§7.1 Endpoint and request rules',
    applies: { era: 'any', transport: httpOnly('there is no Content-Type: each message is one line of stdout (stdio.one-line-messages).') },
    inspectsRun: true,
    run: contentTypes,
  },
];
