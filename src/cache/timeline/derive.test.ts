import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { InvalidationLog } from '../invalidation';
import { deriveTimeline } from './derive';

const URI = 'short://public/news.txt';
const TTL = 2_000;
const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };
const sse = { status: 200, statusText: 'OK', headers: [] as [string, string][], contentType: 'text/event-stream' };

/** A read of URI answered with a 2 s ttlMs, through the real traffic log (the tap's store). */
function read(log: TrafficLog, rpcId: number): number {
  const id = log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId, mcpName: URI });
  log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: rpcId, method: 'resources/read', params: { uri: URI } } });
  vi.advanceTimersByTime(5);
  log.setResponse(id, { ...sse, contentType: 'application/json' });
  log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', id: rpcId, result: { contents: [], ttlMs: TTL, cacheScope: 'public' } } });
  log.setState(id, { state: 'done' });
  return id;
}

function listen(log: TrafficLog): number {
  const id = log.beginExchange({ ...begin, rpcMethod: 'subscriptions/listen', rpcId: 9 });
  log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: 9, method: 'subscriptions/listen', params: { resourceSubscriptions: [URI] } } });
  log.setResponse(id, sse);
  log.setState(id, { state: 'streaming' });
  log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: {} } });
  return id;
}

function notify(log: TrafficLog, stream: number): void {
  log.addFrame({ direction: 'in', exchangeId: stream, message: { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: URI } } });
}

/** The traffic log's snapshot as the timeline reads it (its arrays are getters on the view). */
function sources(log: TrafficLog) {
  const snapshot = log.getSnapshot();
  return { exchanges: snapshot.exchanges, frames: snapshot.frames, now: Date.now() };
}

const lanes = (model: ReturnType<typeof deriveTimeline>) => model.events.map((e) => `${e.lane} ${e.label}`);

describe('deriveTimeline', () => {
  let log: TrafficLog;
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    log = new TrafficLog({ schedule: () => undefined });
  });
  afterEach(() => vi.useRealTimers());

  it('with a 2 s TTL, a fresh span ends at ttlMs and a stale span follows it', () => {
    read(log, 1);
    const fetchedAt = Date.now();
    expect(deriveTimeline(sources(log)).events.filter((e) => e.lane === 'cache').map((e) => e.label)).toEqual([`resources/read ${URI} fresh`]);
    vi.advanceTimersByTime(TTL + 500);
    const model = deriveTimeline(sources(log));
    const cache = model.events.filter((e) => e.lane === 'cache');
    expect(cache.map((e) => [e.label, e.start - fetchedAt, e.end === undefined ? 'open' : e.end - fetchedAt])).toEqual([
      [`resources/read ${URI} fresh`, 0, TTL],
      [`resources/read ${URI} stale: ttlMs expired`, TTL, 'open'],
    ]);
    expect(cache[0]?.cacheKey).toBe(`resources/read ${URI}`);
    expect(model.nextExpiry).toBeUndefined();
  });

  it('turns exchanges into http bars with the time-to-headers mark, SSE bodies left open', () => {
    const readId = read(log, 1);
    listen(log);
    const model = deriveTimeline(sources(log));
    const http = model.events.filter((e) => e.lane === 'http');
    expect(http[0]).toMatchObject({ id: `http:${readId}`, status: 'ok', open: false, exchangeId: readId, label: `resources/read ${URI} · 200` });
    expect(http[0]?.marks).toEqual([{ at: (http[0]?.start ?? 0) + 5, label: 'headers' }]);
    expect(http[1]).toMatchObject({ method: 'subscriptions/listen', open: true, status: 'open' });
  });

  it('shows a listen stream opening, acknowledged and closed with its reason', () => {
    const stream = listen(log);
    vi.advanceTimersByTime(100);
    notify(log, stream);
    log.setState(stream, { state: 'aborted' });
    const model = deriveTimeline(sources(log));
    expect(lanes(model).filter((l) => l.startsWith('stream'))).toEqual([
      `stream listen stream #${stream} open`,
      `stream listen stream #${stream} acknowledged`,
      `stream listen stream #${stream} closed: closed by the console`,
    ]);
    expect(model.byId.get(`stream:${stream}`)?.marks.map((m) => m.label)).toEqual(['acknowledged', 'notifications/resources/updated']);
  });

  it('links a notification to the entry it invalidated (live invalidation log), and back', () => {
    const invalidations = new InvalidationLog({ schedule: () => undefined });
    const stream = listen(log);
    read(log, 1);
    vi.advanceTimersByTime(300);
    notify(log, stream);
    invalidations.record({ cause: 'notification', detail: `notifications/resources/updated ${URI}`, notification: { method: 'notifications/resources/updated', uri: URI }, keys: [['mcp', 's', 'anonymous', 'resources/read', { uri: URI }]] });
    const model = deriveTimeline({ ...sources(log), invalidations: invalidations.getSnapshot() });
    const tick = model.events.find((e) => e.lane === 'notification');
    expect(tick?.label).toBe(`notifications/resources/updated ${URI}`);
    const invalidation = model.byId.get(tick?.links[0] ?? '');
    expect(invalidation).toMatchObject({ lane: 'cache', cacheKey: `resources/read ${URI}`, links: [tick?.id] });
    // The fresh span ends at the invalidation, well before its ttlMs.
    const spans = model.events.filter((e) => e.lane === 'cache' && e.end !== e.start && e.id.endsWith('fresh'));
    expect(spans[0]?.end).toBe(invalidation?.start);
    expect(model.events.some((e) => e.label === `resources/read ${URI} stale: invalidated (notification)`)).toBe(true);
  });

  it('implies the invalidations of a recording from its notifications', () => {
    const stream = listen(log);
    read(log, 1);
    notify(log, stream);
    const { exchanges, frames } = log.getSnapshot();
    const model = deriveTimeline({ exchanges: [...exchanges], frames: [...frames], now: Date.now() });
    const tick = model.events.find((e) => e.lane === 'notification');
    expect(tick?.links).toHaveLength(1);
    expect(model.byId.get(tick?.links[0] ?? '')?.cacheKey).toBe(`resources/read ${URI}`);
  });

  it('keeps events in time order and turns input_required rounds into spans', () => {
    const id = log.beginExchange({ ...begin, rpcMethod: 'tools/call', rpcId: 3 });
    log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'ask' } } });
    vi.advanceTimersByTime(10);
    log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', id: 3, result: { resultType: 'input_required', inputRequests: { a: { method: 'elicitation/create' } } } } });
    vi.advanceTimersByTime(40);
    log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'ask', inputResponses: { a: {} } } } });
    const model = deriveTimeline(sources(log));
    const round = model.events.find((e) => e.lane === 'input');
    expect(round).toMatchObject({ label: 'tools/call round 1: elicitation/create (retried)', status: 'ok' });
    expect((round?.end ?? 0) - (round?.start ?? 0)).toBe(50);
    const starts = model.events.map((e) => e.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
