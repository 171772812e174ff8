import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toArray } from '../../recording/timeline';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { InvalidationLog } from '../invalidation';
import { deriveTimeline } from './derive';
import { TimelineStore } from './timeline-store';

const URIS = ['test://a', 'test://b', 'test://a/sub', 'test://c'];
const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };
const sse = { status: 200, statusText: 'OK', headers: [] as [string, string][], contentType: 'text/event-stream' };

/** A small deterministic PRNG, so a failing seed can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

interface Session {
  log: TrafficLog;
  invalidations: InvalidationLog;
  stream: number;
  next: number;
}

function startSession(): Session {
  const log = new TrafficLog({ schedule: () => undefined });
  const invalidations = new InvalidationLog({ schedule: () => undefined });
  const stream = log.beginExchange({ ...begin, rpcMethod: 'subscriptions/listen', rpcId: 0 });
  log.setResponse(stream, sse);
  log.setState(stream, { state: 'streaming' });
  log.addFrame({ direction: 'in', exchangeId: stream, message: { jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: {} } });
  return { log, invalidations, stream, next: 1 };
}

/** One random step of a live session: a read (answered or still open), an update with its invalidation, time passing. */
function step(s: Session, rnd: () => number, outOfOrder: boolean): void {
  const uri = URIS[Math.floor(rnd() * URIS.length)] ?? '';
  const roll = rnd();
  if (roll < 0.35) {
    const rpcId = (s.next += 1);
    const id = s.log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId, mcpName: uri });
    s.log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: rpcId, method: 'resources/read', params: { uri } } });
    if (rnd() < 0.8) {
      vi.advanceTimersByTime(Math.floor(rnd() * 20));
      s.log.setResponse(id, { ...sse, contentType: 'application/json' });
      const ttlMs = [0, 500, 2_000][Math.floor(rnd() * 3)];
      s.log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', id: rpcId, result: { contents: [], ttlMs, cacheScope: 'public' } } });
      s.log.setState(id, { state: rnd() < 0.9 ? 'done' : 'failed', error: 'boom' });
    }
  } else if (roll < 0.75) {
    // Two updates of one URI within 50 ms are ambiguous: the full derivation may link the later one (decision 0017).
    vi.advanceTimersByTime(60);
    // Out of order now and then (a recording merged from two clocks): a frame stamped a little before the last one.
    const at = outOfOrder && rnd() < 0.2 ? Date.now() - Math.floor(rnd() * 40) : undefined;
    s.log.addFrame({ direction: 'in', exchangeId: s.stream, message: { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } }, ...(at === undefined ? {} : { at }) });
    s.invalidations.record({ cause: 'notification', detail: `notifications/resources/updated ${uri}`, notification: { method: 'notifications/resources/updated', uri }, keys: [['mcp', 's', 'anonymous', 'resources/read', { uri }]] });
  } else if (roll < 0.85) {
    // The session annotates an exchange after it ended (a renewal's "session lost"), maybe long after.
    s.log.annotate(1 + Math.floor(rnd() * (s.log.nextExchangeId - 1)), ['session lost', 'session renewed', 'reconnected'][Math.floor(rnd() * 3)] ?? '');
  } else {
    vi.advanceTimersByTime(Math.floor(rnd() * 400));
  }
}

function full(s: Session, recorded: boolean) {
  const snapshot = s.log.getSnapshot();
  return deriveTimeline({ exchanges: snapshot.exchanges, frames: snapshot.frames, invalidations: recorded ? undefined : s.invalidations.getSnapshot(), now: Date.now() });
}

function update(store: TimelineStore, s: Session, recorded: boolean) {
  return store.update({ traffic: s.log.getSnapshot(), invalidations: recorded ? undefined : s.invalidations.getSnapshot(), now: Date.now() });
}

describe('TimelineStore', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  for (const recorded of [false, true]) {
    it(`equals a full derivation after every batch, over random sessions (${recorded ? 'recording' : 'live'})`, () => {
      for (let seed = 1; seed <= 40; seed += 1) {
        const rnd = random(seed);
        const s = startSession();
        const store = new TimelineStore();
        for (let batch = 0; batch < 12; batch += 1) {
          const steps = Math.floor(rnd() * 25);
          for (let i = 0; i < steps; i += 1) step(s, rnd, recorded);
          const model = update(store, s, recorded);
          const expected = full(s, recorded);
          expect(toArray(model.events), `seed ${seed}, batch ${batch}`).toEqual(toArray(expected.events));
          expect(model.range).toEqual(expected.range);
          expect(model.nextExpiry).toBe(expected.nextExpiry);
        }
      }
    });
  }

  it('derives only the delta: one more frame reads one frame and keeps the older chunks', () => {
    const s = startSession();
    const store = new TimelineStore();
    const rnd = random(7);
    for (let i = 0; i < 2_000; i += 1) step(s, rnd, false);
    const before = update(store, s, false);
    expect(before.events.chunkCount).toBeGreaterThan(2);
    s.log.addFrame({ direction: 'in', exchangeId: s.stream, message: { jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x' } } });
    const after = update(store, s, false);
    expect(store.work).toEqual({ frames: 1, exchanges: 0, invalidations: 0 });
    expect(after.events.length).toBe(before.events.length + 1);
    // Every chunk but the ones the new tick and the stream's re-derived events went into is the same array.
    // Only the chunks holding the re-derived stream events and the new tick were copied; the rest are shared.
    const changed = new Set<unknown>();
    for (let i = 0; i < before.events.length; i += 1) if (before.events.storageOf(i) !== after.events.storageOf(i)) changed.add(before.events.storageOf(i));
    expect(changed.size).toBeLessThanOrEqual(2);
    // The older snapshot is unchanged.
    expect(toArray(before.events)).toHaveLength(before.events.length);
  });

  it('appends in time order without copying: the next snapshot shares every chunk of the last', () => {
    const s = startSession();
    const store = new TimelineStore();
    for (let i = 0; i < 1_500; i += 1) {
      vi.advanceTimersByTime(1);
      s.log.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', method: 'notifications/message', params: { data: i } } });
    }
    const before = update(store, s, false);
    vi.advanceTimersByTime(1);
    s.log.addFrame({ direction: 'in', exchangeId: undefined, message: { jsonrpc: '2.0', method: 'notifications/message', params: { data: 'last' } } });
    const after = update(store, s, false);
    for (let i = 0; i < before.events.length; i += 1) expect(after.events.storageOf(i)).toBe(before.events.storageOf(i));
    expect(after.events.at(-1 + after.events.length)?.lane).toBe('notification');
  });

  it('turns a fresh span stale when the clock passes its ttlMs, with nothing new in the log', () => {
    const s = startSession();
    s.log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 5 });
    const id = s.log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 6 });
    s.log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: 6, method: 'resources/read', params: { uri: 'test://a' } } });
    s.log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', id: 6, result: { contents: [], ttlMs: 2_000 } } });
    const store = new TimelineStore();
    expect(update(store, s, false).nextExpiry).toBe(Date.now() + 2_000);
    vi.advanceTimersByTime(2_500);
    const model = update(store, s, false);
    expect(store.work.frames).toBe(0);
    expect(toArray(model.events).filter((e) => e.lane === 'cache').map((e) => e.label)).toEqual(['resources/read test://a fresh', 'resources/read test://a stale: ttlMs expired']);
  });

  it('shows a note added to an exchange that ended before more than 32 newer ones began', () => {
    const s = startSession();
    const store = new TimelineStore();
    const culprit = s.log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 1 });
    s.log.setResponse(culprit, { ...sse, status: 404, contentType: 'application/json' });
    s.log.setState(culprit, { state: 'done' });
    update(store, s, false);
    // A renewal resubscribes every resource before it names the exchange that lost the session.
    for (let i = 0; i < 40; i += 1) s.log.setState(s.log.beginExchange({ ...begin, rpcMethod: 'resources/subscribe', rpcId: 10 + i }), { state: 'done' });
    update(store, s, false);
    s.log.annotate(culprit, 'session lost');
    const model = update(store, s, false);
    expect(toArray(model.events).find((e) => e.id === `note:${culprit}`)?.label).toBe('session lost (resources/read)');
    expect(toArray(model.events)).toEqual(toArray(full(s, false).events));
    // Read as a delta: no exchange beyond the one annotated was re-read.
    expect(store.work.exchanges).toBe(0);
  });

  it('re-reads every exchange once when more late changes came than the log keeps between two updates', () => {
    const s = startSession();
    const store = new TimelineStore();
    const culprit = s.log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 1 });
    const other = s.log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: 2 });
    for (const id of [culprit, other]) s.log.setState(id, { state: 'done' });
    for (let i = 0; i < 40; i += 1) s.log.setState(s.log.beginExchange({ ...begin, rpcMethod: 'ping', rpcId: 10 + i }), { state: 'done' });
    update(store, s, false);
    s.log.annotate(culprit, 'session lost');
    for (let i = 0; i < 1_100; i += 1) s.log.annotate(other, `from app: ${i}`);
    expect(toArray(update(store, s, false).events)).toEqual(toArray(full(s, false).events));
  });

  it('starts again when the traffic log is cleared', () => {
    const s = startSession();
    const store = new TimelineStore();
    expect(update(store, s, false).events.length).toBeGreaterThan(0);
    s.log.clear();
    expect(update(store, s, false).events.length).toBe(0);
  });
});
