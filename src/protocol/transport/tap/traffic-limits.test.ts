import { describe, expect, it } from 'vitest';
import { TrafficLog } from './traffic-log';

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

function logWith(count: number): { log: TrafficLog; ids: number[] } {
  const log = new TrafficLog({ schedule: (flush) => flush() });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = log.beginExchange(begin);
    log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: i, method: 'ping' } });
    ids.push(id);
  }
  return { log, ids };
}

describe('TrafficLog limits (the Traffic panel setting)', () => {
  it('shrinking drops the oldest exchanges and frames now, counted as dropped, and frees them', () => {
    const { log, ids } = logWith(10);
    log.setLimits({ maxExchanges: 4, maxFrames: 3 });
    const snapshot = log.getSnapshot();
    expect(snapshot.exchanges.map((e) => e.id)).toEqual(ids.slice(6));
    expect(snapshot.frames.map((f) => f.rpcId)).toEqual([7, 8, 9]);
    expect(snapshot.droppedExchanges).toBe(6);
    expect(snapshot.droppedFrames).toBe(7);
    expect(log.getExchange(ids[0] ?? -1)).toBeUndefined();
    expect(log.limits).toEqual({ maxExchanges: 4, maxFrames: 3 });
  });

  it('bounds later traffic at the new limit, and growing keeps what is there', () => {
    const { log } = logWith(3);
    log.setLimits({ maxExchanges: 5 });
    for (let i = 0; i < 4; i += 1) log.beginExchange(begin);
    expect(log.getSnapshot().exchanges).toHaveLength(5);
    expect(log.getSnapshot().droppedExchanges).toBe(2);
    expect(log.limits.maxFrames).toBe(10_000);
  });

  it('tells subscribers when a shrink removed entries, and not when nothing changed', () => {
    const { log } = logWith(3);
    let heard = 0;
    log.subscribe(() => (heard += 1));
    log.setLimits({ maxExchanges: 100 });
    expect(heard).toBe(0);
    log.setLimits({ maxExchanges: 1 });
    expect(heard).toBe(1);
  });
});
