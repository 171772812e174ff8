import type { RpcFrame } from '../types';
import { timelineEvent, type TimelineEvent } from './types';

const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/** The `params` object of a frame's message, if it has one. */
export function frameParams(frame: RpcFrame): Record<string, unknown> | undefined {
  return record(record(frame.message)?.['params']);
}

/** The `result` object of a result frame. */
export function frameResult(frame: RpcFrame): Record<string, unknown> | undefined {
  return frame.kind === 'result' ? record(record(frame.message)?.['result']) : undefined;
}

/** The URI a notification is about (`notifications/resources/updated`), if any. */
export function notificationUri(frame: RpcFrame): string | undefined {
  const uri = frameParams(frame)?.['uri'];
  return typeof uri === 'string' ? uri : undefined;
}

/** The `notification` lane's id for a frame, so the cache derivation can link back to it. */
export const notificationId = (frame: Pick<RpcFrame, 'id'>): string => `notification:${frame.id}`;

/** `notification` lane: one tick per notification the server sent (the acknowledgement belongs to its stream). */
export function notificationEvent(frame: RpcFrame): TimelineEvent | undefined {
  if (frame.kind !== 'notification' || frame.direction !== 'in' || frame.method === ACKNOWLEDGED) return undefined;
  const uri = notificationUri(frame);
  const method = frame.method ?? 'notification';
  return timelineEvent({
    id: notificationId(frame),
    lane: 'notification',
    start: frame.at,
    label: uri === undefined ? method : `${method} ${uri}`,
    method,
    details: [`Frame #${frame.id}${frame.exchangeId === undefined ? '' : ` on exchange #${frame.exchangeId}`}`],
    exchangeId: frame.exchangeId,
  });
}

const RETRY_MEMBERS = new Set(['inputResponses', 'requestState', '_meta']);

/** The params of a request without its retry members, so a retry matches its original call. */
function baseParams(frame: RpcFrame): string {
  const kept = Object.entries(frameParams(frame) ?? {}).filter(([name]) => !RETRY_MEMBERS.has(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${frame.method ?? ''} ${JSON.stringify(kept)}`;
}

function isRetry(frame: RpcFrame): boolean {
  const params = frameParams(frame);
  return params?.['inputResponses'] !== undefined || params?.['requestState'] !== undefined;
}

function askedMethods(result: Record<string, unknown>): string {
  const requests = record(result['inputRequests']) ?? {};
  const methods = Object.values(requests).map((entry) => record(entry)?.['method']);
  return methods.filter((m): m is string => typeof m === 'string').join(', ') || 'input';
}

interface PendingRound {
  request: RpcFrame;
  result: RpcFrame;
  asked: string;
  round: number;
}

function roundEvent(round: PendingRound, retry: RpcFrame | undefined): TimelineEvent {
  const method = round.request.method;
  const answer = retry === undefined ? 'not answered' : `answered and retried after ${Math.round(retry.at - round.result.at)} ms`;
  return timelineEvent({
    id: `input:${round.result.id}`,
    lane: 'input',
    start: round.request.at,
    end: retry?.at,
    label: `${method ?? 'request'} round ${round.round}: ${round.asked} (${retry === undefined ? 'no retry' : 'retried'})`,
    status: retry === undefined ? 'error' : 'ok',
    method,
    details: [`Asked for ${round.asked}`, answer],
    marks: [{ at: round.result.at, label: 'input_required' }],
    exchangeId: round.result.exchangeId,
  });
}

/**
 * `input` lane: each `input_required` round (spec §11.2) as request → the server's ask → the
 * retry that carried the answers. A round with no retry stays a span that never closed.
 */
export function inputRoundEvents(frames: readonly RpcFrame[]): TimelineEvent[] {
  // Most sessions have no round at all: one cheap scan spares keying every request.
  if (!frames.some((f) => f.kind === 'result' && frameResult(f)?.['resultType'] === 'input_required')) return [];
  const byId = new Map<number, RpcFrame>();
  for (const frame of frames) if (frame.kind === 'request' && frame.direction === 'out') byId.set(frame.id, frame);
  const pending = new Map<string, PendingRound>();
  const rounds = new Map<string, number>();
  const events: TimelineEvent[] = [];
  for (const frame of frames) {
    if (frame.direction === 'out' && frame.kind === 'request') {
      const key = baseParams(frame);
      const open = pending.get(key);
      if (open !== undefined && isRetry(frame)) {
        events.push(roundEvent(open, frame));
        pending.delete(key);
      }
      if (!isRetry(frame)) rounds.delete(key);
      continue;
    }
    const result = frameResult(frame);
    const request = frame.requestFrameId === undefined ? undefined : byId.get(frame.requestFrameId);
    if (result?.['resultType'] !== 'input_required' || request === undefined) continue;
    const key = baseParams(request);
    const round = (rounds.get(key) ?? 0) + 1;
    rounds.set(key, round);
    pending.set(key, { request, result: frame, asked: askedMethods(result), round });
  }
  for (const open of pending.values()) events.push(roundEvent(open, undefined));
  return events;
}
