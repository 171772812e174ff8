import type { RpcFrame } from '../../protocol/model/types';
import { frameParams, frameResult, record } from './frame-events';
import { timelineEvent, type TimelineEvent } from './types';

const RETRY_MEMBERS = new Set(['inputResponses', 'requestState', '_meta']);
/** Requests never answered are forgotten past this many, so the map stays bounded. */
const MAX_OPEN_REQUESTS = 10_000;

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

/** What one frame changed on the `input` lane: events to add or replace (same id), ids to drop. */
export interface RoundChange {
  upserts: TimelineEvent[];
  removed: string[];
}

/**
 * `input` lane: each `input_required` round (spec §11.2) as request → the server's ask → the
 * retry that carried the answers; a round with no retry stays a span that never closed. Fed one
 * frame at a time, in log order, by the full derivation and the incremental store alike.
 */
export class InputRounds {
  private readonly requests = new Map<number, RpcFrame>();
  private readonly pending = new Map<string, PendingRound>();
  private readonly rounds = new Map<string, number>();

  add(frame: RpcFrame): RoundChange {
    const change: RoundChange = { upserts: [], removed: [] };
    if (frame.direction === 'out' && frame.kind === 'request') {
      this.requests.set(frame.id, frame);
      if (this.requests.size > MAX_OPEN_REQUESTS) this.requests.delete(this.requests.keys().next().value ?? 0);
      // Most sessions have no round at all: keying every request would cost a JSON.stringify each.
      if (this.pending.size === 0 && this.rounds.size === 0) return change;
      const key = baseParams(frame);
      const open = this.pending.get(key);
      if (open !== undefined && isRetry(frame)) {
        change.upserts.push(roundEvent(open, frame));
        this.pending.delete(key);
      }
      if (!isRetry(frame)) this.rounds.delete(key);
      return change;
    }
    if (frame.requestFrameId === undefined || frame.direction !== 'in') return change;
    const request = this.requests.get(frame.requestFrameId);
    this.requests.delete(frame.requestFrameId);
    const result = frameResult(frame);
    if (result?.['resultType'] !== 'input_required' || request === undefined) return change;
    const key = baseParams(request);
    const round = (this.rounds.get(key) ?? 0) + 1;
    this.rounds.set(key, round);
    // A new ask before the last was retried replaces it, as it replaced it in the call.
    const replaced = this.pending.get(key);
    if (replaced !== undefined) change.removed.push(`input:${replaced.result.id}`);
    const next = { request, result: frame, asked: askedMethods(result), round };
    this.pending.set(key, next);
    change.upserts.push(roundEvent(next, undefined));
    return change;
  }
}

/** Every round of a whole frame log (a full derivation). */
export function inputRoundEvents(frames: readonly RpcFrame[]): TimelineEvent[] {
  const rounds = new InputRounds();
  const events = new Map<string, TimelineEvent>();
  for (const frame of frames) {
    const change = rounds.add(frame);
    for (const id of change.removed) events.delete(id);
    for (const event of change.upserts) events.set(event.id, event);
  }
  return [...events.values()];
}
