import { describe, expect, it } from 'vitest';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { buildSessionFile } from './build';
import { toHar } from './har';
import { parseSessionFile } from './schema';

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

/** A log that has dropped two exchanges and three SSE events of its listen stream. */
function droppingLog() {
  const log = new TrafficLog({ maxExchanges: 2, maxSseEventsPerExchange: 2, schedule: () => undefined });
  log.beginExchange(begin);
  log.beginExchange(begin);
  log.beginExchange(begin);
  const listen = log.beginExchange({ ...begin, rpcMethod: 'subscriptions/listen' });
  for (const data of ['a', 'b', 'c', 'd', 'e']) log.addSseEvent(listen, { event: undefined, id: undefined, data });
  return log;
}

describe('exports of a bounded log say what it dropped', () => {
  it('the session file records dropped exchanges and per-exchange SSE drops, and reads them back', () => {
    const traffic = droppingLog().getSnapshot();
    const file = buildSessionFile({ url: 'http://127.0.0.1/mcp', negotiation: undefined, description: undefined, traffic, now: new Date(0) });
    expect(file.dropped).toEqual({ exchanges: 2, frames: 0 });
    expect(file.exchanges.at(-1)).toMatchObject({ sseDropped: 3, sse: [{ data: 'd' }, { data: 'e' }] });
    const parsed = parseSessionFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.dropped).toEqual({ exchanges: 2, frames: 0 });
    expect(parsed.file.exchanges.at(-1)?.sseDropped).toBe(3);
  });

  it('counts dropped JSON-RPC frames too', () => {
    const log = new TrafficLog({ maxFrames: 2, schedule: () => undefined });
    const id = log.beginExchange(begin);
    for (let i = 0; i < 5; i += 1) log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: i, method: 'ping' } });
    const file = buildSessionFile({ url: 'http://127.0.0.1/mcp', negotiation: undefined, description: undefined, traffic: log.getSnapshot(), now: new Date(0) });
    expect(file.dropped).toEqual({ exchanges: 0, frames: 3 });
    expect(file.frames.map((f) => f.rpcId)).toEqual([3, 4]);
    const parsed = parseSessionFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.dropped).toEqual({ exchanges: 0, frames: 3 });
  });

  it('counts what the invalidation log had dropped, as the log window reports it, and a file without the count reads back without it', () => {
    const url = 'http://127.0.0.1/mcp';
    const logged = Object.assign([{ id: 9, at: 1, cause: 'user' as const, detail: 'Refresh', keys: [['mcp', url, 'anonymous', 'resources/list', {}]] }], { dropped: 8 });
    const traffic = new TrafficLog({ schedule: () => undefined }).getSnapshot();
    const file = buildSessionFile({ url, negotiation: undefined, description: undefined, traffic, now: new Date(0), invalidations: logged });
    expect(file.dropped).toEqual({ exchanges: 0, frames: 0, invalidations: 8 });
    const parsed = parseSessionFile(JSON.stringify(file));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.dropped).toEqual({ exchanges: 0, frames: 0, invalidations: 8 });
    // A version 2 file has no such count: it stays absent rather than reading as zero.
    const older = parseSessionFile(JSON.stringify({ ...file, version: 2, dropped: { exchanges: 1, frames: 0 } }));
    if (!older.ok) throw new Error(older.error);
    expect(older.file.dropped).toEqual({ exchanges: 1, frames: 0 });
  });

  it('HAR says so in comments', () => {
    const traffic = droppingLog().getSnapshot();
    const har = toHar(traffic.exchanges, '1.0.0', traffic.droppedExchanges);
    expect(har.log.comment).toBe('2 older exchanges were dropped from the log before this export.');
    expect(har.log.entries.at(-1)?.comment).toBe('3 older SSE events dropped.');
    expect(toHar(traffic.exchanges, '1.0.0').log.comment).toBeUndefined();
  });
});
