import type { RpcFrame } from '../../protocol/model/types';
import { timelineEvent, type TimelineEvent } from './types';

const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as a plain object, if it is one. */
export function record(value: unknown): Record<string, unknown> | undefined {
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

