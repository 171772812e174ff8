import type { RpcFrame } from '../model/types';

/** One entry of an `input_required` result's `inputRequests` (spec §11.2). */
export interface AskedInput {
  key: string;
  method: string;
  params: unknown;
}

/** One round of a multi-round-trip request: what the server asked and what the client answered. */
export interface InputRound {
  /** 1-based. */
  round: number;
  asked: AskedInput[];
  /** Whether the server handed back opaque `requestState` to echo (spec §11.3). */
  hasRequestState: boolean;
  /** The `inputResponses` of the retry; undefined when no retry followed (failed or abandoned). */
  answered: Record<string, unknown> | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

const RETRY_MEMBERS = new Set(['inputResponses', 'requestState', '_meta']);

/** The original params of a (possibly retried) request, as a canonical string. */
function baseParams(params: Record<string, unknown> | undefined): string {
  const kept = Object.entries(params ?? {})
    .filter(([name]) => !RETRY_MEMBERS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(kept);
}

function askedOf(result: Record<string, unknown>): AskedInput[] {
  const requests = record(result['inputRequests']) ?? {};
  return Object.entries(requests).map(([key, entry]) => {
    const request = record(entry);
    return { key, method: typeof request?.['method'] === 'string' ? request['method'] : 'unknown', params: request?.['params'] };
  });
}

/**
 * The `input_required` rounds of the latest call of `method` with `params`, read back from
 * the traffic frames logged since `sinceFrameId`: each `input_required` result is a round,
 * answered by the `inputResponses` of the retry that follows it (spec §11.2–11.3).
 */
export function collectRounds(frames: readonly RpcFrame[], method: string, params: Record<string, unknown>, sinceFrameId = 0): InputRound[] {
  const target = baseParams(params);
  const resultOf = new Map<number, Record<string, unknown>>();
  for (const frame of frames) {
    const result = record(record(frame.message)?.['result']);
    if (frame.kind === 'result' && frame.requestFrameId !== undefined && result !== undefined) resultOf.set(frame.requestFrameId, result);
  }
  let rounds: InputRound[] = [];
  for (const frame of frames) {
    if (frame.id < sinceFrameId || frame.direction !== 'out' || frame.kind !== 'request' || frame.method !== method) continue;
    const sent = record(record(frame.message)?.['params']);
    if (baseParams(sent) !== target) continue;
    const responses = record(sent?.['inputResponses']);
    const isRetry = responses !== undefined || sent?.['requestState'] !== undefined;
    if (!isRetry) rounds = [];
    const last = rounds.at(-1);
    if (isRetry && last !== undefined && last.answered === undefined) last.answered = responses ?? {};
    const result = resultOf.get(frame.id);
    if (result?.['resultType'] === 'input_required') {
      rounds.push({ round: rounds.length + 1, asked: askedOf(result), hasRequestState: typeof result['requestState'] === 'string', answered: undefined });
    }
  }
  return rounds;
}
