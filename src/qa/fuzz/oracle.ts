import { findLeak } from './leak';
import type { FindingKind, FuzzCase } from './types';

/** What one call produced on the wire. */
export interface CallOutcome {
  httpStatus: number | undefined;
  contentType: string | undefined;
  /** The JSON-RPC response to the call, when one arrived. */
  response: Record<string, unknown> | undefined;
  /** No answer within the timeout. */
  timedOut: boolean;
  /** The connection failed, or the body was not JSON-RPC. */
  failure: string | undefined;
}

export interface Verdict {
  kind: FindingKind;
  detail: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Codes a tools/call error may carry: JSON-RPC's own, the legacy implementation range, and any outside the reserved range. */
function allowedCode(code: number): boolean {
  if (!Number.isInteger(code)) return false;
  if (code < -32768 || code > -32000) return true;
  return [-32700, -32600, -32601, -32602, -32603].includes(code) || code >= -32019;
}

/** Why `result` is not a CallToolResult, or undefined. */
function resultProblem(result: Record<string, unknown>): string | undefined {
  if (result.resultType === 'input_required') return undefined;
  if (!Array.isArray(result.content)) return 'the result has no content array';
  const bad = result.content.findIndex((block: unknown) => !isRecord(block) || typeof block.type !== 'string');
  if (bad !== -1) return `content[${bad}] is not a content block`;
  if (result.isError !== undefined && typeof result.isError !== 'boolean') return 'isError is not a boolean';
  return undefined;
}

function textOf(result: Record<string, unknown>): string {
  const blocks = Array.isArray(result.content) ? result.content : [];
  return blocks.map((block: unknown) => (isRecord(block) && typeof block.text === 'string' ? block.text : '')).join('\n');
}

function judgeError(c: FuzzCase, error: unknown): Verdict | undefined {
  if (!isRecord(error) || typeof error.code !== 'number') return { kind: 'protocol', detail: 'the error has no numeric code' };
  const message = typeof error.message === 'string' ? error.message : '';
  const leak = findLeak(`${message}\n${JSON.stringify(error.data ?? '')}`, c.input);
  if (leak !== undefined) return { kind: 'leak', detail: `error ${error.code} holds ${leak}` };
  if (!allowedCode(error.code)) return { kind: 'protocol', detail: `error code ${error.code} is in the range the spec reserves` };
  if (c.valid) return { kind: 'protocol', detail: `error ${error.code} (${message.slice(0, 80)}) for input the schema allows: a tool's failure belongs in a result with isError` };
  if (error.code !== -32602) return { kind: 'protocol', detail: `error ${error.code} for input the schema forbids: invalid arguments are -32602` };
  return undefined;
}

function judgeResult(c: FuzzCase, result: unknown): Verdict | undefined {
  if (!isRecord(result)) return { kind: 'protocol', detail: 'the response has neither a result object nor an error' };
  const problem = resultProblem(result);
  if (problem !== undefined) return { kind: 'protocol', detail: `not a CallToolResult: ${problem}` };
  if (result.isError === true) {
    const leak = findLeak(textOf(result), c.input);
    return leak === undefined ? undefined : { kind: 'leak', detail: `the isError result holds ${leak}` };
  }
  if (!c.valid && result.resultType !== 'input_required') return { kind: 'invalid-accepted', detail: `answered as a success: ${JSON.stringify(textOf(result).slice(0, 100))}` };
  return undefined;
}

/**
 * The oracle of issue 42: a result is fine, and for forbidden input `isError` or -32602 too.
 * Anything else is a finding: hang, crash, invalid-accepted, leak or protocol.
 */
export function judge(c: FuzzCase, outcome: CallOutcome, timeoutMs: number): Verdict | undefined {
  if (outcome.timedOut) return { kind: 'hang', detail: `no answer within ${timeoutMs} ms` };
  const status = outcome.httpStatus;
  if (status !== undefined && status >= 500) return { kind: 'crash', detail: `HTTP ${status}${outcome.contentType === undefined ? '' : ` (${outcome.contentType})`}` };
  if (outcome.response === undefined) return { kind: 'crash', detail: outcome.failure ?? `HTTP ${status ?? '?'} without a JSON-RPC response` };
  if ('error' in outcome.response) return judgeError(c, outcome.response.error);
  return judgeResult(c, outcome.response.result);
}
