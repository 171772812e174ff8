import type { CheckContext, CheckVerdict, ConformanceCheck, RawHttpOutcome } from '../types';
import { fail, notApplicable, pass } from '../verdict';
import { nextQaId, openSession, sessionHeaders } from '../qa-session';
import { legacy, must } from '../rules/rule';
import { httpOnly, NO_SESSION_ID } from './transport';

const RULE = must(
  legacy('basic/transports'),
  'The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.',
);

function answer(outcome: RawHttpOutcome): string {
  return outcome.status === undefined ? (outcome.failure ?? 'no HTTP response') : `HTTP ${outcome.status}`;
}

/**
 * A session the server ended on the client's DELETE is gone: the next request with its id gets
 * 404, so the client knows to start a new one. A server that answers DELETE with 405 keeps its
 * sessions, and this check is n/a there.
 */
async function endedSession(ctx: CheckContext): Promise<CheckVerdict> {
  // Its own session: the run's QA session stays usable for the checks after this one.
  const session = await openSession(ctx);
  if (session.sessionId === undefined) return notApplicable('The server minted no session id to end.', [session.init.exchangeId]);
  const deleted = await ctx.http({ method: 'DELETE', headers: sessionHeaders(session), timeoutMs: 3_000 });
  if (deleted.status === undefined || deleted.status < 200 || deleted.status >= 300) {
    return notApplicable(`DELETE of the session → ${answer(deleted)}: the server did not end it (http.delete-session judges that answer).`, [deleted.exchangeId]);
  }
  const id = nextQaId();
  const after = await ctx.http({ method: 'POST', rpcMethod: 'ping', headers: sessionHeaders(session), body: { jsonrpc: '2.0', id, method: 'ping' }, timeoutMs: 3_000 });
  const evidence = [deleted.exchangeId, after.exchangeId];
  if (after.status === 404) return pass(`DELETE ended the session (HTTP ${deleted.status}); a request with its id then got 404.`, evidence);
  return fail(`DELETE ended the session (HTTP ${deleted.status}), so a request with its id must get 404 Not Found (the client then starts a new session); got ${answer(after)}.`, evidence);
}

export const endedSessionChecks: ConformanceCheck[] = [
  {
    id: 'http.ended-session',
    title: 'Legacy: after DELETE ends a session, its id gets 404',
    severity: 'error',
    rule: RULE,
    spec: '§10.2 HTTP transport details (legacy)',
    applies: { era: 'legacy', transport: httpOnly(NO_SESSION_ID) },
    scenarios: [{ id: 'server-session-lifecycle', coverage: 'partial' }],
    run: endedSession,
  },
];
