import { describe, expect, it } from 'vitest';
import { compactName, inScope, scopeKey, type ServerChoice } from '../../hooks/session/server-scope';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { TrafficView } from '../../protocol/transport/tap/traffic-view';
import type { HttpExchange, TrafficSnapshot } from '../../protocol/model/types';
import { NO_TRAFFIC_FILTER } from './traffic-filter';
import { scopedRowSource, type ServerRows } from './server-rows';
import type { RowSource } from './traffic-filter';
import { exchange } from './traffic-fixtures.test-util';

const A = 'http://127.0.0.1:4001/mcp';
const B = 'http://127.0.0.1:4002/mcp';

function begin(log: TrafficLog, server: string | undefined, rpcMethod = 'tools/list'): number {
  return log.beginExchange({ server, method: 'POST', url: server ?? 'http://127.0.0.1:9/other', headers: [], body: undefined, rpcMethod });
}

function live(log: TrafficLog): TrafficView<unknown> {
  const snapshot = log.getSnapshot();
  if (!(snapshot instanceof TrafficView)) throw new Error('a live log snapshots as a view');
  return snapshot;
}

const ids = (rows: RowSource): number[] => Array.from({ length: rows.count }, (_, i) => rows.at(i)?.id ?? -1);

function scope(choice: ServerChoice, activeUrl: string | undefined) {
  return { key: scopeKey(choice, activeUrl), matches: (e: HttpExchange) => inScope(choice, activeUrl, e.server) };
}

describe('Traffic rows of one server scope', () => {
  it('keeps the active server and the untagged exchanges, one server by its URL, or every server', () => {
    expect(inScope('active', A, A)).toBe(true);
    expect(inScope('active', A, B)).toBe(false);
    expect(inScope('active', A, undefined)).toBe(true);
    expect(inScope({ url: B }, A, B)).toBe(true);
    expect(inScope({ url: B }, A, undefined)).toBe(false);
    expect(inScope('all', A, B)).toBe(true);
    expect(inScope(undefined, A, B)).toBe(true);
    expect(scopeKey('active', A)).not.toBe(scopeKey('active', B));
  });

  it('names a server saved under a name by its name, and one named by its URL by its host and port', () => {
    expect(compactName('staging')).toBe('staging');
    expect(compactName(A)).toBe('127.0.0.1:4001');
  });

  it('follows the live log as it grows, is evicted and cleared, without reading old exchanges again', () => {
    const log = new TrafficLog({ maxExchanges: 4, schedule: () => undefined });
    const cache: { current: ServerRows | undefined } = { current: undefined };
    const onlyB = scope({ url: B }, A);
    begin(log, A);
    const b2 = begin(log, B);
    begin(log, undefined);
    expect(ids(scopedRowSource(live(log), NO_TRAFFIC_FILTER, onlyB, cache))).toEqual([b2]);
    const first = cache.current;
    const b4 = begin(log, B);
    const b5 = begin(log, B);
    // The log keeps 4: exchange 1 (A) is gone; B's rows grow from where they were.
    expect(ids(scopedRowSource(live(log), NO_TRAFFIC_FILTER, onlyB, cache))).toEqual([b2, b4, b5]);
    expect(cache.current).toBe(first);
    begin(log, A);
    begin(log, A);
    // Exchange 2 is evicted now.
    expect(ids(scopedRowSource(live(log), NO_TRAFFIC_FILTER, onlyB, cache))).toEqual([b4, b5]);
    log.clear();
    expect(ids(scopedRowSource(live(log), NO_TRAFFIC_FILTER, onlyB, cache))).toEqual([]);
    const b8 = begin(log, B);
    expect(ids(scopedRowSource(live(log), NO_TRAFFIC_FILTER, onlyB, cache))).toEqual([b8]);
  });

  it('rebuilds for another scope and applies the method filter within the scope', () => {
    const log = new TrafficLog({ schedule: () => undefined });
    const cache: { current: ServerRows | undefined } = { current: undefined };
    const a1 = begin(log, A, 'tools/call');
    begin(log, B, 'tools/call');
    const a3 = begin(log, A, 'resources/read');
    const u4 = begin(log, undefined, 'tools/call');
    expect(ids(scopedRowSource(live(log), NO_TRAFFIC_FILTER, scope('active', A), cache))).toEqual([a1, a3, u4]);
    expect(ids(scopedRowSource(live(log), { method: 'tools', status: 'all' }, scope('active', A), cache))).toEqual([a1, u4]);
    expect(ids(scopedRowSource(live(log), { method: 'tools', status: 'all' }, scope('active', B), cache))).toEqual([2, u4]);
  });

  it('filters a recorded (plain) snapshot whole', () => {
    const snapshot: TrafficSnapshot = { exchanges: [exchange(1, { server: A }), exchange(2, { server: B }), exchange(3)], frames: [], droppedExchanges: 0 };
    const cache: { current: ServerRows | undefined } = { current: undefined };
    expect(ids(scopedRowSource(snapshot, NO_TRAFFIC_FILTER, scope({ url: A }, B), cache))).toEqual([1]);
  });
});
