import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../../diagnosis/console-error';
import { TrafficLog } from '../../transport/tap/traffic-log';
import { isTaskRefusal, taskFromTraffic } from './task-result';

const sync = (flush: () => void): void => flush();

describe('reading a task result the SDK refused', () => {
  it('recognises the refusal of a task result only', () => {
    expect(isTaskRefusal(new ConsoleError({ kind: 'invalid-response', message: 'x', data: { resultType: 'task', method: 'tools/call' } }))).toBe(true);
    expect(isTaskRefusal(new ConsoleError({ kind: 'invalid-response', message: 'x', data: { resultType: 'other' } }))).toBe(false);
    expect(isTaskRefusal(new Error('x'))).toBe(false);
  });

  it('finds the task in the frames the tap recorded since the call started', async () => {
    const traffic = new TrafficLog({ schedule: sync });
    const old = traffic.beginExchange({ method: 'POST', url: 'http://h/mcp', headers: [], body: undefined, rpcMethod: 'tools/call', rpcId: 1 });
    traffic.addFrame({ direction: 'in', message: { jsonrpc: '2.0', id: 1, result: { resultType: 'task', taskId: 'old', status: 'working', createdAt: 'a', lastUpdatedAt: 'a' } }, exchangeId: old });
    traffic.setState(old, { state: 'done' });
    const since = traffic.nextExchangeId;
    const id = traffic.beginExchange({ method: 'POST', url: 'http://h/mcp', headers: [], body: undefined, rpcMethod: 'tools/call', rpcId: 2 });
    traffic.addFrame({ direction: 'out', message: { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 't' } }, exchangeId: id });
    traffic.addFrame({ direction: 'in', message: { jsonrpc: '2.0', id: 2, result: { resultType: 'task', taskId: 'new', status: 'working', createdAt: 'b', lastUpdatedAt: 'b', pollIntervalMs: 50 } }, exchangeId: id });
    traffic.setState(id, { state: 'done' });
    const found = await taskFromTraffic(traffic, since);
    expect(found?.task).toMatchObject({ taskId: 'new', pollIntervalMs: 50 });
    expect(found?.exchangeId).toBe(id);
  });
});
