import type { CheckContext, RawHttpOutcome, RawHttpRequest } from './types';
import { isRecord } from './values';
import { encodeHeaderValue, envelope } from '../../protocol';

/**
 * The checker's own legacy session: a fresh `initialize` that declares no client
 * capabilities, so the lifecycle and transport rules are seen first-hand and tool calls
 * run where the server knows sampling and elicitation were not offered.
 */
export interface QaSession {
  /** The version the checker offered. */
  offered: string;
  init: RawHttpOutcome;
  /** The initialize result, when there was one. */
  result: Record<string, unknown> | undefined;
  /** `Mcp-Session-Id` as the server sent it (undefined: stateless or not readable). */
  sessionId: string | undefined;
  /** The POSTed `notifications/initialized`. */
  initialized: RawHttpOutcome | undefined;
  ended: boolean;
}

const CLIENT_INFO = { name: 'mcp-console-qa', version: '1' };
let counter = 0;
/** Runs whose QA session was opened, so the run's end knows what to DELETE. */
const opened = new WeakSet<CheckContext>();

/** `compute` once per run (per context), shared by every check that asks. */
export function oncePerRun<T>(compute: (ctx: CheckContext) => Promise<T>): (ctx: CheckContext) => Promise<T> {
  const results = new WeakMap<CheckContext, Promise<T>>();
  return (ctx) => {
    let pending = results.get(ctx);
    if (pending === undefined) {
      pending = compute(ctx);
      results.set(ctx, pending);
    }
    return pending;
  };
}

export const nextQaId = (): string => `qa-s${++counter}`;

/** Headers of a request inside the QA session (no session header when stateless). */
export function sessionHeaders(session: QaSession): Record<string, string | null> {
  return { 'mcp-session-id': session.sessionId ?? null };
}

/** A fresh legacy initialize + initialized, outside the console's own session. */
export async function openSession(ctx: CheckContext): Promise<QaSession> {
  const id = nextQaId();
  const params = { protocolVersion: ctx.protocolVersion, capabilities: {}, clientInfo: CLIENT_INFO };
  const init = await ctx.http({
    method: 'POST',
    rpcMethod: 'initialize',
    headers: { 'mcp-session-id': null, 'mcp-protocol-version': null },
    body: { jsonrpc: '2.0', id, method: 'initialize', params },
    stopWhen: (messages) => messages.some((m) => m.id === id),
  });
  const response = init.messages.find((m) => m.id === id);
  const result = isRecord(response?.result) ? response.result : undefined;
  const sessionId = init.headers['mcp-session-id'];
  const session: QaSession = { offered: ctx.protocolVersion, init, result, sessionId, initialized: undefined, ended: false };
  if (result !== undefined) {
    session.initialized = await ctx.http({
      method: 'POST',
      rpcMethod: 'notifications/initialized',
      headers: sessionHeaders(session),
      body: { jsonrpc: '2.0', method: 'notifications/initialized' },
    });
  }
  return session;
}

/** The run's QA session (opened once, on first use). */
export const qaSession = oncePerRun((ctx) => {
  opened.add(ctx);
  return openSession(ctx);
});


export interface QaCall {
  outcome: RawHttpOutcome;
  requestId: string;
  response: Record<string, unknown> | undefined;
}

/**
 * A request inside the QA session (legacy) or with the 2026 envelope (modern); the
 * response stream is read until our response arrives.
 */
export async function qaRequest(
  ctx: CheckContext,
  method: string,
  params: Record<string, unknown>,
  extra: Partial<RawHttpRequest> & { meta?: Record<string, unknown>; requestId?: string } = {},
): Promise<QaCall> {
  const requestId = extra.requestId ?? nextQaId();
  const headers: Record<string, string | null> = {};
  const meta: Record<string, unknown> = { ...(ctx.era === 'modern' ? envelope(ctx.protocolVersion) : {}), ...extra.meta };
  if (ctx.era === 'legacy') Object.assign(headers, sessionHeaders(await qaSession(ctx)));
  else if (typeof params.name === 'string' && method === 'tools/call') headers['mcp-name'] = encodeHeaderValue(params.name);
  const body = { jsonrpc: '2.0', id: requestId, method, params: Object.keys(meta).length === 0 ? params : { ...params, _meta: meta } };
  const { meta: _meta, requestId: _id, ...request } = extra;
  const outcome = await ctx.http({
    stopWhen: (messages) => messages.some((m) => m.id === requestId && !('method' in m)),
    ...request,
    method: 'POST',
    rpcMethod: method,
    headers: { ...headers, ...extra.headers },
    body,
  });
  return { outcome, requestId, response: outcome.messages.find((m) => m.id === requestId && !('method' in m)) };
}

/** Ends the QA session with DELETE unless a check already did (the run's last step). */
export async function endQaSession(ctx: CheckContext): Promise<void> {
  if (!opened.has(ctx)) return;
  const session = await qaSession(ctx);
  if (session.ended || session.sessionId === undefined) return;
  session.ended = true;
  await ctx.http({ method: 'DELETE', headers: sessionHeaders(session), timeoutMs: 2_000 });
}
