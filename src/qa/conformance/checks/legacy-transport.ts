import type { CheckContext, CheckVerdict, ConformanceCheck, RawHttpOutcome } from '../types';
import { fail, notApplicable, pass } from '../verdict';
import { nextQaId, openSession, qaSession, sessionHeaders, type QaSession } from '../qa-session';
import { httpOnly, NO_SESSION_ID } from './transport';
import { TRANSPORT_RULES } from '../rules/transport';

const SPEC = '§10.2 HTTP transport details (legacy)';
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

function describeRaw(outcome: RawHttpOutcome): string {
  if (outcome.status === undefined) return outcome.failure ?? 'no HTTP response';
  const body = outcome.bodyText?.trim() ?? '';
  return `HTTP ${outcome.status}${outcome.contentType === undefined ? '' : ` (${outcome.contentType})`}${body === '' ? '' : `, body ${JSON.stringify(body.slice(0, 80))}`}`;
}

/** Runs `inspect` with a stateful QA session, or n/a when the server is stateless. */
function withSession(inspect: (ctx: CheckContext, session: QaSession & { sessionId: string }) => Promise<CheckVerdict> | CheckVerdict) {
  return async (ctx: CheckContext): Promise<CheckVerdict> => {
    const session = await qaSession(ctx);
    if (session.result === undefined) return fail(`initialize failed: ${describeRaw(session.init)}.`, [session.init.exchangeId]);
    const { sessionId } = session;
    if (sessionId === undefined) return notApplicable('The server minted no Mcp-Session-Id (stateless), so there is no session rule to test.', [session.init.exchangeId]);
    return inspect(ctx, { ...session, sessionId });
  };
}

/**
 * A POSTed notification or response is accepted with 202 and no body, or refused with an HTTP
 * error status: the spec allows both ("If the server cannot accept the input, it MUST return an
 * HTTP error status code"), so only a success status with a body, or another 2xx/3xx, fails.
 */
function postAnswer(outcome: RawHttpOutcome, what: string): CheckVerdict {
  const empty = (outcome.bodyText ?? '').trim() === '' && outcome.messages.length === 0;
  if (outcome.status === 202 && empty) return pass(`${what} → 202 with no body.`, [outcome.exchangeId]);
  if (outcome.status !== undefined && outcome.status >= 400) {
    return pass(`${what} was refused with ${describeRaw(outcome)}, which the spec allows ("If the server cannot accept the input, it MUST return an HTTP error status code").`, [outcome.exchangeId]);
  }
  return fail(`${what} must be answered 202 Accepted with no body (or an HTTP error status when refused); got ${describeRaw(outcome)}.`, [outcome.exchangeId]);
}

async function accepted(ctx: CheckContext, what: string, body: Record<string, unknown>, session: QaSession): Promise<CheckVerdict> {
  return postAnswer(await ctx.http({ method: 'POST', headers: sessionHeaders(session), body }), what);
}

async function getStream(ctx: CheckContext): Promise<CheckVerdict> {
  const session = await qaSession(ctx);
  const outcome = await ctx.http({ method: 'GET', headers: { ...sessionHeaders(session), accept: 'text/event-stream' }, timeoutMs: 3_000 });
  if (outcome.status === 405) return pass('GET → 405: the server offers no standalone stream.', [outcome.exchangeId]);
  const sse = outcome.contentType?.toLowerCase().startsWith('text/event-stream') === true;
  if (outcome.status !== undefined && outcome.status < 300 && sse) return pass('GET with Accept: text/event-stream opened an SSE stream.', [outcome.exchangeId]);
  return fail(`GET with Accept: text/event-stream must return an SSE stream or 405; got ${describeRaw(outcome)}.`, [outcome.exchangeId]);
}

async function deleteSession(ctx: CheckContext): Promise<CheckVerdict> {
  // Its own session, so the run's QA session stays usable for the checks after this one.
  const session = await openSession(ctx);
  if (session.sessionId === undefined) return notApplicable('The server minted no session id to end.', [session.init.exchangeId]);
  const outcome = await ctx.http({ method: 'DELETE', headers: sessionHeaders(session), timeoutMs: 3_000 });
  if (outcome.status === 405 || (outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300)) {
    return pass(`DELETE with the session id → HTTP ${outcome.status}.`, [outcome.exchangeId]);
  }
  return fail(`DELETE of a session should give 2xx (ended) or 405 (not supported); got ${describeRaw(outcome)}.`, [outcome.exchangeId]);
}

async function wrongAccept(ctx: CheckContext): Promise<CheckVerdict> {
  const session = await qaSession(ctx);
  const outcome = await ctx.http({ method: 'POST', rpcMethod: 'ping', headers: { ...sessionHeaders(session), accept: 'text/html' }, body: { jsonrpc: '2.0', id: nextQaId(), method: 'ping' } });
  if (outcome.status === 406) return pass('A POST with Accept: text/html → 406.', [outcome.exchangeId]);
  return fail(`A POST whose Accept lists neither application/json nor text/event-stream should get 406 Not Acceptable; got ${describeRaw(outcome)}.`, [outcome.exchangeId]);
}

const legacy = (reason: string) => ({ era: 'legacy', transport: httpOnly(reason) }) as const;
const NO_HTTP_STATUS = 'there is no HTTP status: a notification or response written to stdin gets no reply at all.';

export const legacyTransportChecks: ConformanceCheck[] = [
  {
    id: 'http.session-id-ascii',
    title: 'Legacy: Mcp-Session-Id is visible ASCII (0x21–0x7E)',
    severity: 'error',
    rule: TRANSPORT_RULES.sessionIdAscii,
    spec: SPEC,
    applies: legacy(NO_SESSION_ID),
    run: withSession((_ctx, session) =>
      VISIBLE_ASCII.test(session.sessionId)
        ? pass(`Session id ${JSON.stringify(session.sessionId)} is visible ASCII.`, [session.init.exchangeId])
        : fail(`Session id ${JSON.stringify(session.sessionId)} has characters outside 0x21–0x7E (spaces, control or non-ASCII).`, [session.init.exchangeId]),
    ),
  },
  {
    id: 'http.missing-session-id',
    title: 'Legacy: a request without the session id, once one exists → 400',
    severity: 'warning',
    rule: TRANSPORT_RULES.missingSessionId,
    spec: SPEC,
    applies: legacy(NO_SESSION_ID),
    run: withSession(async (ctx, _session) => {
      const outcome = await ctx.http({ method: 'POST', rpcMethod: 'ping', headers: { 'mcp-session-id': null }, body: { jsonrpc: '2.0', id: nextQaId(), method: 'ping' } });
      if (outcome.status === 400) return pass('ping without Mcp-Session-Id → 400.', [outcome.exchangeId]);
      return fail(`A request without Mcp-Session-Id to a server that issues sessions should get 400 Bad Request; got ${describeRaw(outcome)}.`, [outcome.exchangeId]);
    }),
  },
  {
    id: 'http.notification-accepted',
    title: 'Legacy: a POSTed notification → 202 with no body (or an error status when refused)',
    severity: 'error',
    rule: TRANSPORT_RULES.postAccepted,
    spec: SPEC,
    applies: legacy(NO_HTTP_STATUS),
    run: async (ctx) => {
      const session = await qaSession(ctx);
      const sent = session.initialized;
      if (sent === undefined) return fail(`initialize failed: ${describeRaw(session.init)}.`, [session.init.exchangeId]);
      return postAnswer(sent, 'A POSTed notification (notifications/initialized)');
    },
  },
  {
    id: 'http.response-accepted',
    title: 'Legacy: a POSTed JSON-RPC response → 202 with no body (or an error status when refused)',
    severity: 'error',
    rule: TRANSPORT_RULES.postAccepted,
    spec: SPEC,
    applies: legacy(NO_HTTP_STATUS),
    run: async (ctx) => {
      const session = await qaSession(ctx);
      if (session.result === undefined) return fail(`initialize failed: ${describeRaw(session.init)}.`, [session.init.exchangeId]);
      // A response to a server request that never was: servers must accept (and ignore) it.
      return accepted(ctx, 'A POSTed JSON-RPC response', { jsonrpc: '2.0', id: 'mcp-console-qa-unsolicited', result: {} }, session);
    },
  },
  { id: 'http.get-stream', title: 'Legacy: GET with Accept: text/event-stream → SSE stream or 405', severity: 'error', rule: TRANSPORT_RULES.getStream, spec: SPEC, applies: legacy('there is no GET stream: the server writes every message on its stdout.'), run: getStream },
  { id: 'http.delete-session', title: 'Legacy: DELETE of a session → 2xx or 405', severity: 'warning', rule: TRANSPORT_RULES.deleteSession, spec: SPEC, applies: legacy('there is no session to DELETE: a client ends a stdio server by closing its stdin (stdio.exits-on-stdin-close).'), run: deleteSession },
  { id: 'http.wrong-accept', title: 'Legacy: a POST with the wrong Accept → 406', severity: 'warning', rule: TRANSPORT_RULES.wrongAccept, spec: SPEC, applies: legacy('there is no Accept header to negotiate.'), run: wrongAccept },
];
