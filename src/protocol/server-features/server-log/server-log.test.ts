import { describe, expect, it } from 'vitest';
import { TrafficLog } from '../../transport/tap/traffic-log';
import { LOG_LEVELS, passes, severity, withLogLevel } from '../../model/log-levels';
import { defaultLogLevel, loadLogLevel, saveLogLevel } from './level-prefs';
import { ServerLog } from './server-log';

const sync = (flush: () => void): void => flush();

function callExchange(traffic: TrafficLog, id: number, name: string): number {
  const body = JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name } });
  const exchangeId = traffic.beginExchange({ method: 'POST', url: 'http://127.0.0.1/mcp', headers: [], body, rpcMethod: 'tools/call', rpcId: id, mcpName: name });
  traffic.addFrame({ direction: 'out', message: JSON.parse(body), exchangeId });
  return exchangeId;
}

function logFrame(traffic: TrafficLog, exchangeId: number, level: string, data: unknown, logger?: string): void {
  traffic.addFrame({ direction: 'in', message: { jsonrpc: '2.0', method: 'notifications/message', params: { level, data, ...(logger === undefined ? {} : { logger }) } }, exchangeId });
}

describe('ServerLog', () => {
  it('turns notifications/message frames into entries linked to the request that produced them', () => {
    const traffic = new TrafficLog({ schedule: sync });
    const early = callExchange(traffic, 1, 'noisy-build');
    logFrame(traffic, early, 'info', { step: 1 }, 'builder');
    const log = new ServerLog(traffic, { schedule: sync });
    const later = callExchange(traffic, 2, 'other');
    logFrame(traffic, later, 'error', 'boom');
    traffic.addFrame({ direction: 'in', message: { jsonrpc: '2.0', method: 'notifications/progress', params: {} }, exchangeId: later });
    log.scan();
    const entries = log.getSnapshot().toArray();
    expect(entries.map((e) => [e.level, e.logger, e.data, e.request?.name, e.request?.id])).toEqual([
      ['info', 'builder', { step: 1 }, 'noisy-build', 1],
      ['error', undefined, 'boom', 'other', 2],
    ]);
    expect(entries[1]?.exchangeId).toBe(later);
    log.scan();
    expect(log.getSnapshot().size).toBe(2);
    log.dispose();
  });

  it('skips malformed messages (no level)', () => {
    const traffic = new TrafficLog({ schedule: sync });
    const id = callExchange(traffic, 1, 'x');
    traffic.addFrame({ direction: 'in', message: { jsonrpc: '2.0', method: 'notifications/message', params: { data: 1 } }, exchangeId: id });
    expect(new ServerLog(traffic, { schedule: sync }).getSnapshot().size).toBe(0);
  });
});

describe('log levels', () => {
  it('are the eight of RFC 5424, least severe first, and filter by threshold', () => {
    expect(LOG_LEVELS).toEqual(['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency']);
    expect(severity('warning')).toBe(3);
    expect(passes('error', 'warning')).toBe(true);
    expect(passes('info', 'warning')).toBe(false);
    expect(passes('emergency', 'off')).toBe(false);
  });

  it('put the level in _meta of calls, reads and prompts only, never over the caller’s own', () => {
    const key = 'io.modelcontextprotocol/logLevel';
    expect(withLogLevel({ method: 'tools/call', params: { name: 'a' } }, 'debug').params).toEqual({ name: 'a', _meta: { [key]: 'debug' } });
    expect(withLogLevel({ method: 'resources/read', params: { uri: 'u', _meta: { [key]: 'error' } } }, 'debug').params['_meta']).toEqual({ [key]: 'error' });
    const list = { method: 'tools/list' };
    expect(withLogLevel(list, 'debug')).toBe(list);
    const call = { method: 'prompts/get', params: { name: 'p' } };
    expect(withLogLevel(call, 'off')).toBe(call);
  });

  it('are remembered per server, validated on read', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(loadLogLevel('http://a', storage)).toBeUndefined();
    saveLogLevel('http://a', 'warning', storage);
    saveLogLevel('http://b', 'debug', storage);
    expect(loadLogLevel('http://a', storage)).toBe('warning');
    data.set('mcp-console.server-log-level.v1', JSON.stringify({ 'http://a': 'loud' }));
    expect(loadLogLevel('http://a', storage)).toBeUndefined();
  });

  it('default to info from a server that declares logging, and to off from one that does not', () => {
    expect(defaultLogLevel({ logging: {} })).toBe('info');
    expect(defaultLogLevel({})).toBe('off');
    expect(defaultLogLevel(undefined)).toBe('off');
  });
});
