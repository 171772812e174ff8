import { isJsonObject } from '../../protocol/model/json-text';
import type { RpcFrame } from '../../protocol/model/types';
import { boundResult, normalizeValue } from './normalize';
import { nextCallId } from './recorder';
import { callTarget } from './target';
import { isHistoryMethod, type HistoryCall, type HistoryMethod } from './types';

const RETRY_MEMBERS = new Set(['inputResponses', 'requestState', '_meta']);

interface Pending {
  method: HistoryMethod;
  params: Record<string, unknown>;
  startedAt: number;
  key: string;
  final?: { at: number; result?: unknown; error?: { message: string; code?: number } };
}

function baseParams(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([name]) => !RETRY_MEMBERS.has(name)));
}

function errorOf(message: unknown): { message: string; code?: number } {
  const error = isJsonObject(message) && isJsonObject(message.error) ? message.error : {};
  return { message: typeof error.message === 'string' ? error.message : 'error', ...(typeof error.code === 'number' ? { code: error.code } : {}) };
}

/** Pairs the console's call requests with their final answers; `input_required` retries join the call they continue (spec §11.3). */
function pairCalls(frames: readonly RpcFrame[]): Pending[] {
  const calls: Pending[] = [];
  const byRequestFrame = new Map<number, Pending>();
  for (const frame of frames) {
    if (frame.direction === 'out' && frame.kind === 'request' && frame.method !== undefined && isHistoryMethod(frame.method)) {
      const sent = isJsonObject(frame.message) && isJsonObject(frame.message.params) ? frame.message.params : {};
      const params = baseParams(sent);
      const key = `${frame.method} ${JSON.stringify(params)}`;
      const retry = 'inputResponses' in sent || 'requestState' in sent;
      const open = retry ? calls.findLast((c) => c.key === key) : undefined;
      const call = open ?? { method: frame.method, params, startedAt: frame.at, key };
      if (open === undefined) calls.push(call);
      byRequestFrame.set(frame.id, call);
    } else if ((frame.kind === 'result' || frame.kind === 'error') && frame.requestFrameId !== undefined) {
      const call = byRequestFrame.get(frame.requestFrameId);
      const result = isJsonObject(frame.message) ? frame.message.result : undefined;
      if (call === undefined || (isJsonObject(result) && result.resultType === 'input_required')) continue;
      call.final = frame.kind === 'error' ? { at: frame.at, error: errorOf(frame.message) } : { at: frame.at, result };
    }
  }
  return calls;
}

/**
 * History rebuilt from a recording's JSON-RPC frames, for session files written before History
 * was part of them (version 1): each answered call of `HISTORY_METHODS`, normalised like a live one.
 */
export async function historyFromFrames(frames: readonly RpcFrame[]): Promise<HistoryCall[]> {
  const out: HistoryCall[] = [];
  for (const call of pairCalls(frames)) {
    if (call.final === undefined) continue;
    const normalized = await normalizeValue(call.params, []);
    const params = isJsonObject(normalized) ? normalized : {};
    const base = { id: nextCallId(call.startedAt), method: call.method, target: callTarget(call.method, params), params, startedAt: call.startedAt, durationMs: Math.max(0, call.final.at - call.startedAt) };
    out.push(call.final.error === undefined ? { ...base, result: boundResult(await normalizeValue(call.final.result, [])) } : { ...base, error: call.final.error });
  }
  return out;
}
