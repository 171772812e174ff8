import type { CheckRule, CheckVerdict, RpcErrorBody, RpcOutcome } from './types';
import { ids, isRecord } from './values';

export const pass = (message: string, evidence: (number | undefined)[] = []): CheckVerdict => ({ outcome: 'pass', message, evidence: ids(...evidence) });
export const fail = (message: string, evidence: (number | undefined)[] = []): CheckVerdict => ({ outcome: 'fail', message, evidence: ids(...evidence) });
export const notApplicable = (message: string, evidence: (number | undefined)[] = []): CheckVerdict => ({ outcome: 'n/a', message, evidence: ids(...evidence) });

/**
 * How a request went, for messages: `HTTP 400, error -32020 "…"`. Over stdio and HTTP+SSE the
 * context drops the HTTP status (the bridge's or the routing's, not the server's), so the
 * JSON-RPC answer is all it says there.
 */
export function describeOutcome(outcome: RpcOutcome): string {
  const parts: string[] = [];
  if (outcome.httpStatus !== undefined) parts.push(`HTTP ${outcome.httpStatus}`);
  else if (outcome.response === undefined) parts.push('no response');
  if (outcome.error !== undefined) parts.push(`error ${outcome.error.code} ${JSON.stringify(outcome.error.message)}`);
  else if (outcome.result !== undefined) parts.push('a result');
  if (outcome.failure !== undefined) parts.push(outcome.failure);
  return parts.length === 0 ? 'a response that is neither a result nor an error' : parts.join(', ');
}

/** `"…" (MUST, MCP 2024-11-05, …)`: the sentence a finding rests on, quoted with its keyword and where it stands. */
export function quoteRule(rule: CheckRule): string {
  return `"${rule.quote}" (${rule.keyword}, ${rule.source})`;
}

/** `-32603 "Subscription limit reached"`: an error as the server sent it, for quoting in a message. */
export function quoteError(error: RpcErrorBody): string {
  return `${error.code} ${JSON.stringify(error.message)}`;
}

/**
 * The well-formed JSON-RPC error (integer code, string message) the server answered this request
 * with, if it did: the refusal the spec allows for optional features (listen, completion), which a
 * check reports as n/a with the error quoted rather than as a broken stream or a wrong shape.
 */
export function refusal(outcome: RpcOutcome): RpcErrorBody | undefined {
  const raw = outcome.response?.error;
  if (!isRecord(raw) || !Number.isInteger(raw.code) || typeof raw.message !== 'string') return undefined;
  return outcome.error;
}

/**
 * Expects a JSON-RPC error with one of `codes` (and, when given, one of `statuses`):
 * the shape of every "must be rejected" rule.
 */
export function expectError(outcome: RpcOutcome, codes: number[], what: string, statuses?: number[]): CheckVerdict {
  const evidence = [outcome.exchangeId];
  const codeOk = outcome.error !== undefined && codes.includes(outcome.error.code);
  const statusOk = statuses === undefined || (outcome.httpStatus !== undefined && statuses.includes(outcome.httpStatus));
  const expected = `${codes.join(' or ')}${statuses === undefined ? '' : ` with HTTP ${statuses.join('/')}`}`;
  if (codeOk && statusOk) return pass(`${what} → ${describeOutcome(outcome)}, as required.`, evidence);
  return fail(`${what} should be rejected with ${expected}; got ${describeOutcome(outcome)}.`, evidence);
}
