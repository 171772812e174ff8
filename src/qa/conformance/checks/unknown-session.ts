import type { CheckContext, CheckVerdict, ConformanceCheck } from '../types';
import { describeOutcome, fail, notApplicable, pass } from '../verdict';
import { httpOnly, NO_SESSION_ID } from './transport';
import { TRANSPORT_RULES } from '../rules/transport';

const SPEC = '§10.2 HTTP transport details (legacy)';
const MADE_UP_SESSION = 'mcp-console-qa-unknown-session-0000';
const SPEC_SENTENCE =
  'The spec (2025-11-25, Streamable HTTP, Session Management): "The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found"; a client that gets 404 MUST start a new session, so 404 is what makes clients recover from an id the server does not know.';
const FIX =
  'Fix: when the Mcp-Session-Id is not one of your live sessions, answer 404 with {"jsonrpc":"2.0","error":{"code":-32001,"message":"Session not found"},"id":null} instead of 400, so clients start over by themselves after a restart.';

/**
 * A made-up `Mcp-Session-Id` should get 404, the signal a client needs to renew the session. The
 * spec's MUST covers a session the server terminated, not an id it never issued, so this is a
 * best practice (severity warning): a 400, or a server that accepts the made-up id, is a `warn`.
 */
async function unknownSession(ctx: CheckContext): Promise<CheckVerdict> {
  const without = await ctx.rpc('ping', {}, { headers: { 'mcp-session-id': null } });
  if (without.httpStatus !== undefined && without.httpStatus < 300 && without.result !== undefined) {
    return notApplicable('The server answers without any Mcp-Session-Id: it does not use sessions, so it may ignore one.', [without.exchangeId]);
  }
  const outcome = await ctx.rpc('ping', {}, { headers: { 'mcp-session-id': MADE_UP_SESSION } });
  const evidence = [outcome.exchangeId];
  if (outcome.httpStatus === 404) return pass(`A made-up Mcp-Session-Id was answered HTTP 404, as required.`, evidence);
  if (outcome.httpStatus === 400) return fail(`A made-up Mcp-Session-Id was answered ${describeOutcome(outcome)}, not 404. ${SPEC_SENTENCE} ${FIX}`, evidence);
  if (outcome.httpStatus !== undefined && outcome.httpStatus < 300) {
    return fail(`A made-up Mcp-Session-Id was accepted (${describeOutcome(outcome)}): the server runs requests for sessions it never created. ${SPEC_SENTENCE}`, evidence);
  }
  return fail(`A made-up Mcp-Session-Id should be answered HTTP 404; got ${describeOutcome(outcome)}. ${SPEC_SENTENCE}`, evidence);
}

export const unknownSessionCheck: ConformanceCheck = {
  id: 'http.unknown-session',
  title: 'Unknown Mcp-Session-Id → 404',
  severity: 'warning',
    rule: TRANSPORT_RULES.unknownSession,
  spec: SPEC,
  applies: { era: 'legacy', transport: httpOnly(NO_SESSION_ID) },
  run: unknownSession,
};
