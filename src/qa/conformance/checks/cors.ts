import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { fail, notApplicable, pass } from '../verdict';
import { httpOnly } from './transport';
import { TRANSPORT_RULES } from '../rules/transport';

const NO_CORS = httpOnly('there is no cross-origin HTTP request for CORS to allow.');

const SPEC = '§23 CORS and other browser specifics';
const MODERN_HEADERS = ['mcp-protocol-version', 'mcp-method', 'mcp-name'];

async function preflight(ctx: CheckContext): Promise<CheckVerdict> {
  const probe = await ctx.cors();
  if (!probe.reachable) return fail(`The server is unreachable from this page: ${probe.reachError ?? 'no answer'}.`);
  if (!probe.basicPost.ok) return fail(`A JSON POST was blocked by CORS (preflight or Access-Control-Allow-Origin): ${probe.basicPost.error}.`);
  return pass(`The preflight was answered and a JSON POST got HTTP ${probe.basicPost.status}.`);
}

async function allowHeaders(ctx: CheckContext): Promise<CheckVerdict> {
  const probe = await ctx.cors();
  if (!probe.basicPost.ok) return notApplicable('Even a plain JSON POST is blocked; see cors.preflight.');
  const required = ctx.era === 'modern' ? MODERN_HEADERS : ['mcp-protocol-version', 'mcp-session-id'];
  const blocked = probe.headers.filter((h) => !h.allowed && (required.includes(h.name) || !h.name.startsWith('mcp-'))).map((h) => h.name);
  return blocked.length === 0
    ? pass(`Allowed: ${probe.headers.filter((h) => h.allowed).map((h) => h.name).join(', ')}.`)
    : fail(`Access-Control-Allow-Headers lacks ${blocked.join(', ')}.`);
}

async function exposeSessionId(ctx: CheckContext): Promise<CheckVerdict> {
  const probe = await ctx.cors();
  const session = probe.session;
  if (session === undefined || !session.initializeOk) return notApplicable('No legacy initialize could be sent from this page.');
  if (session.sessionIdReadable) return pass('Mcp-Session-Id is readable from JavaScript.');
  return notApplicable('The server issued no readable session id (stateless, or not exposed; a stateless server needs none).');
}

export const corsChecks: ConformanceCheck[] = [
  { id: 'cors.preflight', title: 'CORS preflight is answered for the console origin', severity: 'warning', rule: TRANSPORT_RULES.corsPreflight, spec: SPEC, applies: { era: 'any', environment: 'browser', transport: NO_CORS }, run: preflight },
  { id: 'cors.allow-headers', title: 'CORS allows the MCP request headers', severity: 'warning', rule: TRANSPORT_RULES.corsAllowHeaders, spec: SPEC, applies: { era: 'any', environment: 'browser', transport: NO_CORS }, run: allowHeaders },
  { id: 'cors.expose-session-id', title: 'Legacy session id is exposed to JavaScript', severity: 'warning', rule: TRANSPORT_RULES.corsExposeSessionId, spec: SPEC, applies: { era: 'legacy', environment: 'browser', transport: NO_CORS }, run: exposeSessionId },
];
