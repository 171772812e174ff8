import { describe, expect, it } from 'vitest';
import { timelineEvent, type TimelineEvent } from '../../recording/timeline';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { laneRows, layoutGroups } from './canvas/layout';
import { ExchangeServers, groupByServer, OTHER_GROUP, recordedServers } from './server-lanes';

const A = 'http://127.0.0.1:4001/mcp';
const B = 'http://127.0.0.1:4002/mcp';
const names = (url: string) => (url === A ? 'reference' : url === B ? 'everything' : url);

function http(id: number, exchangeId: number, start: number, lane: TimelineEvent['lane'] = 'http'): TimelineEvent {
  return timelineEvent({ id: `${lane}:${id}`, lane, start, end: start + 10, label: `event ${id}`, exchangeId });
}

describe('the Timeline by server', () => {
  it('knows the server of an event by its exchange, and keeps it after the log dropped the exchange', () => {
    const log = new TrafficLog({ maxExchanges: 1, schedule: () => undefined });
    const begin = (server: string) => log.beginExchange({ server, method: 'POST', url: server, headers: [], body: undefined });
    const a = begin(A);
    const servers = new ExchangeServers(log);
    expect(servers.serverOf(http(1, a, 0))).toBe(A);
    const b = begin(B);
    expect(servers.serverOf(http(1, a, 0))).toBe(A);
    expect(servers.serverOf(http(2, b, 5))).toBe(B);
    expect(servers.serverOf(timelineEvent({ id: 'cache:x', lane: 'cache', start: 0, label: 'x' }))).toBeUndefined();
  });

  it('reads the server of a replayed recording’s event from the recording’s own exchanges, not the live log', () => {
    const recording = new TrafficLog({ schedule: () => undefined });
    for (const server of [A, B]) recording.beginExchange({ server, method: 'POST', url: server, headers: [], body: undefined });
    const [first, second] = recording.getSnapshot().exchanges.map((e) => e.id);
    const serverOf = recordedServers(recording.getSnapshot().exchanges);
    expect([serverOf(http(1, first ?? -1, 0)), serverOf(http(2, second ?? -1, 0)), serverOf(http(3, 99, 0))]).toEqual([A, B, undefined]);
  });

  it('puts each server in its own lane group, in the workspace order, events of no server last', () => {
    const serverOf = (e: TimelineEvent) => (e.exchangeId === undefined ? undefined : e.exchangeId % 2 === 1 ? A : B);
    const cache = timelineEvent({ id: 'cache:1', lane: 'cache', start: 3, label: 'tools/list' });
    const events = [http(1, 1, 0), http(2, 2, 1), http(3, 3, 2, 'notification'), cache, http(4, 4, 4)];
    const groups = groupByServer(events, [B, A], serverOf, names);
    expect(groups.map((g) => [g.name, g.events.map((e) => e.id)])).toEqual([
      ['everything', ['http:2', 'http:4']],
      ['reference', ['http:1', 'notification:3']],
      [OTHER_GROUP, ['cache:1']],
    ]);
    const layout = layoutGroups(groups, 10);
    // Only the lanes a server has events in are drawn, each named with its server.
    expect(laneRows(layout).map((row) => `${row.group ?? ''} ${row.lane}`)).toEqual(['everything http', 'reference http', 'reference notification', `${OTHER_GROUP} cache`]);
    const reference = layout.lanes.get(laneRows(layout)[1]?.key ?? '');
    expect(reference?.at(0)).toMatchObject({ lane: 1, row: 0, event: { id: 'http:1' } });
    // Two overlapping spans of one server stack in two rows of its lane.
    expect(layout.lanes.get(laneRows(layout)[0]?.key ?? '')?.at(1)).toMatchObject({ lane: 0, row: 1, event: { id: 'http:4' } });
  });
});
