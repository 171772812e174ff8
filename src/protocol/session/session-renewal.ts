import type { Era } from '../model/types';

/** What is known about one failed transport request, gathered from the error or the response. */
export interface FailureFacts {
  era: Era | undefined;
  /** The request carried `Mcp-Session-Id` (spec §10.2: only then does a 404 mean "session gone"). */
  carriedSessionId: boolean;
  httpStatus: number | undefined;
  /** The response body, when one was read. */
  body: string | undefined;
  /** Nothing answered: connection refused, reset, DNS (fetch rejected with a TypeError). */
  network: boolean;
  /** The request was cancelled on purpose; its failure says nothing about the server. */
  aborted: boolean;
}

export type RecoveryDecision =
  | { action: 'renew'; reason: string }
  | { action: 'reconnect'; reason: string }
  | { action: 'none' };

const SESSION_WORDS = /session|not initiali[sz]ed/i;

/** The JSON-RPC error message of a body, else the body text itself. */
function errorText(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const error: unknown = parsed.error;
      if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
    }
  } catch {
    // Not JSON: servers and proxies also answer in plain text.
  }
  return body;
}

/**
 * True when a 400 body says the failure is about the session: "No valid session ID provided"
 * (server-everything, the SDK examples), "Session not found", "Server not initialized" (a
 * restarted single-session server). A 400 about anything else is a real bad request.
 */
export function namesSession(body: string | undefined): boolean {
  return body !== undefined && SESSION_WORDS.test(errorText(body));
}

/**
 * How the session reacts to a failed request (design.md "Connections that recover").
 * Legacy era only: a request that carried `Mcp-Session-Id` and got 404 — or 400 naming the
 * session — means the server forgot it, and the client MUST start over with `initialize`
 * (spec §10.2). 2026-07-28 servers are sessionless, so there a 404 is just an unknown
 * method (spec §7). In either era, no answer at all means the server went away.
 */
export function decideRecovery(facts: FailureFacts): RecoveryDecision {
  if (facts.aborted) return { action: 'none' };
  if (facts.network) return { action: 'reconnect', reason: 'The server did not answer.' };
  if (facts.era !== 'legacy' || !facts.carriedSessionId) return { action: 'none' };
  if (facts.httpStatus === 404) return { action: 'renew', reason: 'HTTP 404 for a request that carried Mcp-Session-Id: the server no longer knows the session.' };
  if (facts.httpStatus === 400 && namesSession(facts.body)) {
    return { action: 'renew', reason: `HTTP 400 naming the session (${errorText(facts.body ?? '').slice(0, 120)}): the server no longer knows it.` };
  }
  return { action: 'none' };
}
