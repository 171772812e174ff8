import { ConsoleError } from '../../diagnosis/console-error';
import type { TrafficLog } from '../../transport/tap/traffic-log';
import { isRecord } from '../../../lib/is-record';
import { parseTask, type TaskInfo } from './task-types';

/**
 * True for the SDK's refusal of a task result (UNSUPPORTED_RESULT_TYPE, resultType `task`):
 * the SDK client 2.4.0 cannot hand a task back, so the console reads it from the traffic tap.
 */
export function isTaskRefusal(error: unknown): boolean {
  if (!(error instanceof ConsoleError)) return false;
  const data = error.data.data;
  return isRecord(data) && data['resultType'] === 'task';
}

/** The task result of the newest `tools/call` answered since `sinceExchangeId`, as the tap recorded its bytes. */
export async function taskFromTraffic(traffic: TrafficLog, sinceExchangeId: number): Promise<{ task: TaskInfo; exchangeId: number | undefined } | undefined> {
  await traffic.whenSettled(sinceExchangeId);
  const { frames } = traffic.getSnapshot();
  for (let i = frames.length - 1; i >= 0; i -= 1) {
    const frame = frames[i];
    if (frame === undefined || frame.exchangeId === undefined || frame.exchangeId < sinceExchangeId) continue;
    if (frame.direction !== 'in' || frame.kind !== 'result') continue;
    const result = isRecord(frame.message) ? frame.message['result'] : undefined;
    if (!isRecord(result) || result['resultType'] !== 'task') continue;
    const task = parseTask(result);
    if (task !== undefined) return { task, exchangeId: frame.exchangeId };
  }
  return undefined;
}
