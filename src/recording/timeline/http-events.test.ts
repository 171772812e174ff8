import { describe, expect, it } from 'vitest';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import type { HttpExchange } from '../../protocol/model/types';
import { noteEvent } from './http-events';

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

/** A legacy renewal as the session records it: the request the server refused (404), then the new handshake. */
function renewal(log: TrafficLog): { lost: HttpExchange; renewed: HttpExchange; other: HttpExchange } {
  const lost = log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 3 });
  log.setResponse(lost, { status: 404, statusText: 'Not Found', headers: [], contentType: 'application/json' });
  log.setState(lost, { state: 'done' });
  const renewed = log.beginExchange({ ...begin, rpcMethod: 'initialize', rpcId: 4 });
  log.setState(renewed, { state: 'done' });
  const other = log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 5 });
  log.setState(other, { state: 'done' });
  log.annotate(lost, 'session lost');
  log.annotate(renewed, 'session renewed');
  const byId = (id: number) => log.getSnapshot().exchanges.find((e) => e.id === id) ?? fail(id);
  return { lost: byId(lost), renewed: byId(renewed), other: byId(other) };
}

function fail(id: number): never {
  throw new Error(`exchange ${id} not in the log`);
}

describe('noteEvent (the auth lane mark of a session renewal)', () => {
  it('marks the lost request and the renewed handshake on the auth lane, linked to their exchanges', () => {
    const { lost, renewed } = renewal(new TrafficLog({ schedule: () => undefined }));
    const marks = [noteEvent(lost), noteEvent(renewed)];
    expect(marks.map((m) => m && { lane: m.lane, label: m.label, exchangeId: m.exchangeId, start: m.start, end: m.end })).toEqual([
      { lane: 'auth', label: 'session lost (resources/read)', exchangeId: lost.id, start: lost.startedAt, end: undefined },
      { lane: 'auth', label: 'session renewed (initialize)', exchangeId: renewed.id, start: renewed.startedAt, end: undefined },
    ]);
    expect(marks[1]?.details).toEqual(['session renewed', 'POST http://127.0.0.1/mcp']);
    expect(marks[1]?.method).toBe('initialize');
  });

  it('draws nothing for an exchange the session did not single out', () => {
    const { other } = renewal(new TrafficLog({ schedule: () => undefined }));
    expect(noteEvent(other)).toBeUndefined();
  });

  it('names the HTTP method when the exchange carried no JSON-RPC request (the GET stream)', () => {
    const log = new TrafficLog({ schedule: () => undefined });
    const id = log.beginExchange({ ...begin, method: 'GET', rpcMethod: undefined, rpcId: undefined });
    log.annotate(id, 'session lost');
    const exchange = log.getSnapshot().exchanges.find((e) => e.id === id) ?? fail(id);
    expect(noteEvent(exchange)?.label).toBe('session lost (GET)');
  });
});
