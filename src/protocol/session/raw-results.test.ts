import { describe, expect, it, vi } from 'vitest';
import { TrafficLog } from '../transport/tap/traffic-log';
import { onRawResults, type RawResult } from './raw-results';

// The log's change notifications wait for a frame; these must not.
const log = () => new TrafficLog({ schedule: () => undefined });

describe('onRawResults', () => {
  it('hands over each result of the method with its request\'s params, as the tap records it', () => {
    const traffic = log();
    const seen: RawResult[] = [];
    onRawResults(traffic, 'resources/list', (raw) => seen.push(raw));
    traffic.addFrame({ direction: 'out', exchangeId: undefined, message: { jsonrpc: '2.0', id: 7, method: 'resources/list', params: { cursor: 'a' } } });
    traffic.addFrame({ direction: 'out', exchangeId: undefined, message: { jsonrpc: '2.0', id: 8, method: 'tools/list', params: {} } });
    expect(seen).toEqual([]);
    traffic.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', id: 8, result: { tools: [] } } });
    traffic.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', id: 7, result: { resources: [], nextCursor: 'b' } } });
    expect(seen).toEqual([{ params: { cursor: 'a' }, result: { resources: [], nextCursor: 'b' } }]);
  });

  it('tells ids of different types apart, skips errors, and stops when unsubscribed', () => {
    const traffic = log();
    const seen: RawResult[] = [];
    const stop = onRawResults(traffic, 'resources/list', (raw) => seen.push(raw));
    traffic.addFrame({ direction: 'out', exchangeId: undefined, message: { jsonrpc: '2.0', id: '1', method: 'resources/list' } });
    traffic.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', id: 1, result: { resources: [] } } });
    expect(seen).toEqual([]);
    traffic.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', id: '1', error: { code: -32602, message: 'Invalid cursor' } } });
    expect(seen).toEqual([]);
    traffic.addFrame({ direction: 'out', exchangeId: undefined, message: { jsonrpc: '2.0', id: 2, method: 'resources/list' } });
    stop();
    traffic.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', id: 2, result: { resources: [] } } });
    expect(seen).toEqual([]);
  });

  it('a listener that throws neither loses the frame nor silences the others', () => {
    const traffic = log();
    const failing = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    traffic.observeMessages(() => {
      throw new Error('observer bug');
    });
    const seen: RawResult[] = [];
    onRawResults(traffic, 'resources/list', (raw) => seen.push(raw));
    traffic.addFrame({ direction: 'out', exchangeId: undefined, message: { jsonrpc: '2.0', id: 3, method: 'resources/list' } });
    traffic.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', id: 3, result: { resources: [] } } });
    expect(seen).toEqual([{ params: {}, result: { resources: [] } }]);
    expect(traffic.getSnapshot().frames).toHaveLength(2);
    expect(failing).toHaveBeenCalledTimes(2);
    failing.mockRestore();
  });
});
