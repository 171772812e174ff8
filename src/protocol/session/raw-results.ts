import { isRecord } from '../../lib/is-record';
import type { TrafficLog } from '../transport/tap/traffic-log';

/** One answer as it came off the wire: its request's params and its result, not yet checked. */
export interface RawResult {
  params: Record<string, unknown>;
  result: Record<string, unknown>;
}

/**
 * Calls `listener` with every result of `method` the moment the tap records it, paired with the
 * params of the request it answers, before the SDK has validated it. Only what a result merely
 * suggests belongs here (where a walk could go next); what the console shows still comes from
 * the checked result. Returns the unsubscribe.
 */
export function onRawResults(traffic: TrafficLog, method: string, listener: (raw: RawResult) => void): () => void {
  // Requests still unanswered, by JSON-RPC id (its type included: 1 and "1" are different ids).
  const asked = new Map<string, Record<string, unknown>>();
  return traffic.observeMessages((direction, message) => {
    if (!isRecord(message) || (typeof message.id !== 'string' && typeof message.id !== 'number')) return;
    const key = `${typeof message.id}:${message.id}`;
    if (direction === 'out') {
      if (message.method === method) asked.set(key, isRecord(message.params) ? message.params : {});
      return;
    }
    const params = asked.get(key);
    if (params === undefined) return;
    asked.delete(key);
    if (isRecord(message.result)) listener({ params, result: message.result });
  });
}
