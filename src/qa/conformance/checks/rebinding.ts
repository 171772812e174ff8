import { classifyHost } from '../../../protocol';
import type { CheckContext, CheckVerdict, ConformanceCheck, RawHttpOutcome } from '../types';
import { fail, notApplicable, pass, quoteRule } from '../verdict';
import { envelope } from '../../../protocol';
import { nextQaId, qaSession, sessionHeaders } from '../qa-session';
import { harmlessMethod } from './recorded';
import { httpAndSse } from './transport';
import { describeStream, SSE_ORIGIN_RULE, SSE_REBINDING_FIX, sseProbe } from './rebinding-sse';
import { TRANSPORT_RULES } from '../rules/transport';

const SPEC = '§7.1 Endpoint and request rules';
const FOREIGN_ORIGIN = 'https://evil.mcp-console.invalid';
const FOREIGN_HOST = 'evil.mcp-console.invalid';

/** How the common SDKs turn validation on; a rebinding page reaches a loopback server otherwise. */
export const REBINDING_FIX =
  'TypeScript SDK v1: createMcpExpressApp() (validates Host on 127.0.0.1/localhost), or hostHeaderValidation([...]) middleware in front of the transport plus an Origin allow-list answering 403; ' +
  'TypeScript SDK v2: return hostHeaderValidationResponse(request, localhostAllowedHostnames()) ?? originValidationResponse(request, localhostAllowedOrigins()) before the handler; ' +
  'Python SDK: TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=[...], allowed_origins=[...]).';

function isPrivate(ctx: CheckContext): boolean {
  return classifyHost(new URL(ctx.url).hostname).space !== 'public';
}

/**
 * A harmless request with forged headers, inside the QA session on legacy servers; on an
 * HTTP+SSE server a GET of its SSE endpoint (rebinding-sse.ts).
 */
async function probe(ctx: CheckContext, headers: Record<string, string>, forgeHost: boolean): Promise<RawHttpOutcome> {
  if (ctx.transport === 'sse') return sseProbe(ctx, headers, forgeHost);
  const method = harmlessMethod(ctx);
  const session = ctx.era === 'legacy' ? sessionHeaders(await qaSession(ctx)) : {};
  const id = nextQaId();
  return ctx.http({
    method: 'POST',
    rpcMethod: method,
    forgeHost,
    headers: { ...session, ...headers },
    body: ctx.era === 'modern' ? { jsonrpc: '2.0', id, method, params: { _meta: envelope(ctx.protocolVersion) } } : { jsonrpc: '2.0', id, method },
    stopWhen: (messages) => messages.some((m) => m.id === id),
  });
}

function refused(outcome: RawHttpOutcome): boolean {
  return outcome.status !== undefined && outcome.status >= 400 && outcome.status < 500 && !outcome.messages.some((m) => 'result' in m);
}

/** What was probed, as a finding names it. */
function probed(ctx: CheckContext): string {
  return ctx.transport === 'sse' ? 'A GET of the SSE endpoint' : 'A request';
}

async function foreignOrigin(ctx: CheckContext): Promise<CheckVerdict> {
  const outcome = await probe(ctx, { origin: FOREIGN_ORIGIN }, false);
  const ev = [outcome.exchangeId];
  if (outcome.status === 403) return pass(`${probed(ctx)} from Origin ${FOREIGN_ORIGIN} was refused with 403.`, ev);
  if (refused(outcome)) return pass(`${probed(ctx)} from Origin ${FOREIGN_ORIGIN} was refused (HTTP ${outcome.status}; the spec names 403).`, ev);
  if (outcome.status === undefined) return notApplicable(`The Origin probe got no answer: ${outcome.failure ?? 'unknown'}.`, ev);
  if (ctx.transport === 'sse') {
    const answered = `${probed(ctx)} with Origin ${FOREIGN_ORIGIN} was answered (${describeStream(outcome)})`;
    if (isPrivate(ctx)) return fail(`${answered}: on a loopback/private address any web page the user visits can open this server's stream and drive it (DNS rebinding). The HTTP+SSE transport says ${SSE_ORIGIN_RULE}. Fix: ${SSE_REBINDING_FIX}`, ev);
    return { outcome: 'warn', message: `${answered}. On a public server this is fine only when every browser origin is allowed on purpose (a public API with its own auth); otherwise ${SSE_ORIGIN_RULE}.`, evidence: ev.filter((e): e is number => e !== undefined) };
  }
  const answered = `A request with Origin ${FOREIGN_ORIGIN} was answered (HTTP ${outcome.status})`;
  if (isPrivate(ctx)) return fail(`${answered}: on a loopback/private address any web page the user visits can drive this server (DNS rebinding). The spec: ${quoteRule(TRANSPORT_RULES.originValidated)}. Fix: ${REBINDING_FIX}`, ev);
  return { outcome: 'warn', message: `${answered}. On a public server this is fine only when every browser origin is allowed on purpose (a public API with its own auth); otherwise validate Origin (403).`, evidence: ev.filter((e): e is number => e !== undefined) };
}

async function foreignHost(ctx: CheckContext): Promise<CheckVerdict> {
  if (ctx.environment === 'browser') return notApplicable('A browser cannot set Host (a forbidden request header); run mcp-console check in Node for this probe.');
  if (!ctx.canForgeHost) return notApplicable('This runner has no HTTP client that can send a foreign Host.');
  if (!isPrivate(ctx)) return notApplicable('The server is on a public address: rebinding gains an attacker nothing a direct request would not, so Host validation is not required here.');
  const port = new URL(ctx.url).port;
  const outcome = await probe(ctx, { host: port === '' ? FOREIGN_HOST : `${FOREIGN_HOST}:${port}` }, true);
  const ev = [outcome.exchangeId];
  if (refused(outcome)) return pass(`${probed(ctx)} with Host ${FOREIGN_HOST} was refused (HTTP ${outcome.status}).`, ev);
  if (outcome.status === undefined) return notApplicable(`The Host probe got no answer: ${outcome.failure ?? 'unknown'}.`, ev);
  const how = ctx.transport === 'sse' ? describeStream(outcome) : `HTTP ${outcome.status}`;
  return fail(
    `${probed(ctx)} with Host ${FOREIGN_HOST} was answered (${how}): after DNS rebinding the attacker's page sends exactly this. Best practice (DNS-rebinding guidance; the spec's MUST is Origin validation, checked by http.origin-validated): a loopback/private server checks Host too. Fix: ${ctx.transport === 'sse' ? SSE_REBINDING_FIX : REBINDING_FIX}`,
    ev,
  );
}

export const rebindingChecks: ConformanceCheck[] = [
  { id: 'http.origin-validated', title: 'A foreign Origin is refused with 403 (DNS rebinding)', severity: 'error', rule: TRANSPORT_RULES.originValidated, spec: SPEC, applies: { era: 'any', environment: 'node', transport: httpAndSse('there is no HTTP request to carry an Origin header.') }, run: foreignOrigin },
  { id: 'http.host-validated', title: 'A loopback/private server refuses a foreign Host (DNS rebinding)', severity: 'warning', rule: TRANSPORT_RULES.hostValidated, spec: SPEC, applies: { era: 'any', transport: httpAndSse('it listens on no port, so there is no Host header and DNS rebinding cannot reach it.') }, run: foreignHost },
];
