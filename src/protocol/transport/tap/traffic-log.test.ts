import { describe, expect, it, vi } from 'vitest';
import { LogWindow } from '../../../lib/buffers/log-buffer';
import { TrafficLog, TrafficView, exchangeById, framesOfExchange, sseEventsOf, sseWindowOf } from './traffic-log';

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

function manualLog(extra: ConstructorParameters<typeof TrafficLog>[0] = {}) {
  const queue: (() => void)[] = [];
  let t = 1000;
  const log = new TrafficLog({
    schedule: (fn) => queue.push(fn),
    now: () => t,
    ...extra,
  });
  return {
    log,
    flush: () => queue.splice(0).forEach((fn) => fn()),
    pendingFlushes: () => queue.length,
    advance: (ms: number) => (t += ms),
  };
}

describe('TrafficLog', () => {
  it('records an exchange through its lifecycle with timings', () => {
    const { log, advance } = manualLog();
    const id = log.beginExchange({ ...begin, body: '{"x":1}', rpcMethod: 'tools/list', rpcId: 1 });
    advance(12);
    log.setResponse(id, { status: 200, statusText: 'OK', headers: [['content-type', 'application/json']], contentType: 'application/json' });
    log.appendResponseText(id, '{"ok":true}');
    advance(3);
    log.setState(id, { state: 'done' });
    const ex = log.getSnapshot().exchanges[0];
    expect(ex).toMatchObject({
      id,
      state: 'done',
      headersMs: 12,
      durationMs: 15,
      rpcMethod: 'tools/list',
      request: { body: { text: '{"x":1}', bytes: 7, truncated: false } },
      response: { status: 200, body: { text: '{"ok":true}', truncated: false } },
    });
  });

  it('returns the same snapshot until something changes, then a new one', () => {
    const { log } = manualLog();
    const id = log.beginExchange(begin);
    const first = log.getSnapshot();
    expect(log.getSnapshot()).toBe(first);
    const firstSse = first.exchanges[0]?.sse;
    log.addSseEvent(id, { event: undefined, id: undefined, data: 'a' });
    const second = log.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.exchanges).not.toBe(first.exchanges);
    expect(firstSse).toEqual([]);
    expect(second.exchanges[0]?.sse.map((e) => e.data)).toEqual(['a']);
  });

  it('a snapshot of N + 1 frames shares the storage of the first N: nothing is copied per event', () => {
    const { log } = manualLog();
    const ex = log.beginExchange(begin);
    const note = (n: number) => ({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: `x://${n}` } });
    for (let i = 0; i < 50; i += 1) log.addFrame({ direction: 'in', exchangeId: ex, message: note(i) });
    const before = log.getSnapshot();
    log.addFrame({ direction: 'in', exchangeId: ex, message: note(50) });
    const after = log.getSnapshot();
    if (!(before instanceof TrafficView) || !(after instanceof TrafficView)) throw new Error('expected live views');
    expect(after.frameLog.size).toBe(51);
    for (let i = 0; i < 50; i += 1) expect(after.frameLog.storageOf(i)).toBe(before.frameLog.storageOf(i));
    expect(before.frameLog.size).toBe(50);
    expect(after.framesOf(ex)?.size).toBe(51);
    expect(after.exchangeById(ex)).toBe(after.exchangeAt(0));
  });

  it('a snapshot of N + 1 exchanges shares the storage of the first N, and their objects', () => {
    const { log } = manualLog();
    for (let i = 0; i < 50; i += 1) log.beginExchange(begin);
    const before = log.getSnapshot();
    log.beginExchange(begin);
    const after = log.getSnapshot();
    if (!(before instanceof TrafficView) || !(after instanceof TrafficView)) throw new Error('expected live views');
    expect([before.exchangeCount, after.exchangeCount]).toEqual([50, 51]);
    for (let i = 0; i < 50; i += 1) {
      expect(after.exchangeLog.storageOf(i)).toBe(before.exchangeLog.storageOf(i));
      expect(after.exchangeAt(i)).toBe(before.exchangeAt(i));
    }
  });

  it("an exchange's snapshot after N + 1 SSE events shares the first N's storage and copies no array", () => {
    const { log } = manualLog();
    const ex = log.beginExchange(begin);
    for (let i = 0; i < 50; i += 1) log.addSseEvent(ex, { event: undefined, id: String(i), data: 'x' });
    const before = exchangeById(log.getSnapshot(), ex);
    const copies = vi.spyOn(LogWindow.prototype, 'slice');
    log.addSseEvent(ex, { event: undefined, id: '50', data: 'x' });
    const after = exchangeById(log.getSnapshot(), ex);
    const [was, now] = [before && sseWindowOf(before), after && sseWindowOf(after)];
    if (was === undefined || now === undefined || after === undefined) throw new Error('expected live windows');
    expect(copies).not.toHaveBeenCalled();
    expect([was.size, now.size]).toEqual([50, 51]);
    for (let i = 0; i < 50; i += 1) expect(now.storageOf(i)).toBe(was.storageOf(i));
    expect(sseEventsOf(after).at(50)?.id).toBe('50');
    // The array is built on first read, once per snapshot.
    expect(after.sse).toBe(after.sse);
    expect(copies).toHaveBeenCalledTimes(1);
    expect(after.sse.map((e) => e.id).slice(-2)).toEqual(['49', '50']);
    copies.mockRestore();
  });

  it('reads an exchange and its frames by id without scanning the log', () => {
    const { log } = manualLog();
    const a = log.beginExchange(begin);
    const b = log.beginExchange(begin);
    log.addFrame({ direction: 'out', exchangeId: b, message: { jsonrpc: '2.0', id: 7, method: 'ping' } });
    const snapshot = log.getSnapshot();
    expect(exchangeById(snapshot, b)?.id).toBe(b);
    expect(framesOfExchange(snapshot, a)).toEqual([]);
    expect(framesOfExchange(snapshot, b).map((f) => f.method)).toEqual(['ping']);
    const plain = { exchanges: snapshot.exchanges, frames: snapshot.frames, droppedExchanges: 0 };
    expect(exchangeById(plain, b)?.id).toBe(b);
    expect(framesOfExchange(plain, b)).toHaveLength(1);
  });

  it('keeps unchanged exchange objects identical across snapshots', () => {
    const { log } = manualLog();
    const a = log.beginExchange(begin);
    log.beginExchange(begin);
    const before = log.getSnapshot().exchanges;
    log.setState(a, { state: 'done' });
    const after = log.getSnapshot().exchanges;
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it('notifies listeners once per batch of changes', () => {
    const { log, flush } = manualLog();
    const listener = vi.fn();
    log.subscribe(listener);
    const id = log.beginExchange(begin);
    for (let i = 0; i < 50; i += 1) log.addSseEvent(id, { event: undefined, id: String(i), data: 'x' });
    expect(listener).not.toHaveBeenCalled();
    flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies by default once per frame (a timer where there are no frames)', () => {
    vi.useFakeTimers();
    try {
      const log = new TrafficLog();
      const listener = vi.fn();
      const unsubscribe = log.subscribe(listener);
      log.beginExchange(begin);
      log.beginExchange(begin);
      expect(listener).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(listener).toHaveBeenCalledTimes(1);
      unsubscribe();
      log.beginExchange(begin);
      vi.runAllTimers();
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the oldest exchanges beyond capacity and counts them', () => {
    const { log } = manualLog({ maxExchanges: 2 });
    const ids = [1, 2, 3].map(() => log.beginExchange(begin));
    const snap = log.getSnapshot();
    expect(snap.exchanges.map((e) => e.id)).toEqual(ids.slice(1));
    expect(snap.droppedExchanges).toBe(1);
    expect(log.getExchange(ids[0] ?? 0)).toBeUndefined();
  });

  it('bounds SSE events per exchange, keeping the newest', () => {
    const { log } = manualLog({ maxSseEventsPerExchange: 2 });
    const id = log.beginExchange(begin);
    ['a', 'b', 'c'].forEach((data) => log.addSseEvent(id, { event: undefined, id: undefined, data }));
    expect(log.getSnapshot().exchanges[0]?.sse.map((e) => e.data)).toEqual(['b', 'c']);
  });

  it('truncates bodies beyond the limit but reports their full size', () => {
    const { log } = manualLog({ maxBodyChars: 4 });
    const id = log.beginExchange(begin);
    log.appendResponseText(id, 'abc');
    log.appendResponseText(id, 'défg');
    expect(log.getSnapshot().exchanges[0]?.response).toBeUndefined();
    log.setResponse(id, { status: 200, statusText: 'OK', headers: [], contentType: 'text/plain' });
    expect(log.getSnapshot().exchanges[0]?.response?.body).toEqual({ text: 'abcd', bytes: 8, truncated: true });
  });

  it('links results and errors to the request frame with the same JSON-RPC id', () => {
    const { log } = manualLog();
    const ex = log.beginExchange(begin);
    const req = log.addFrame({ direction: 'out', exchangeId: ex, message: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} } });
    const note = log.addFrame({ direction: 'in', exchangeId: ex, message: { jsonrpc: '2.0', method: 'notifications/progress' } });
    const other = log.addFrame({ direction: 'out', exchangeId: ex, message: { jsonrpc: '2.0', id: '1', method: 'ping' } });
    const res = log.addFrame({ direction: 'in', exchangeId: ex, message: { jsonrpc: '2.0', id: 1, result: {} } });
    const err = log.addFrame({ direction: 'in', exchangeId: ex, message: { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'x' } } });
    const frames = log.getSnapshot().frames;
    expect(frames.map((f) => [f.id, f.kind, f.requestFrameId])).toEqual([
      [req, 'request', undefined],
      [note, 'notification', undefined],
      [other, 'request', undefined],
      [res, 'result', req],
      [err, 'error', other],
    ]);
    expect(frames[0]?.method).toBe('tools/list');
  });

  it('ignores messages that are not JSON-RPC', () => {
    const { log } = manualLog();
    expect(log.addFrame({ direction: 'in', exchangeId: undefined, message: { hello: 1 } })).toBeUndefined();
    expect(log.getSnapshot().frames).toEqual([]);
  });

  it('clear() empties exchanges and frames', () => {
    const { log } = manualLog();
    const id = log.beginExchange(begin);
    log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: 1, method: 'ping' } });
    log.clear();
    expect(log.getSnapshot().exchanges).toEqual([]);
    expect(log.getSnapshot().frames).toEqual([]);
    log.setState(id, { state: 'done' });
    expect(log.getSnapshot().exchanges).toEqual([]);
  });

  it('redacts token fields in captured bodies', () => {
    const { log } = manualLog();
    log.beginExchange({ ...begin, body: '{"refresh_token":"secret"}' });
    expect(log.getSnapshot().exchanges[0]?.request.body?.text).toBe('{"refresh_token":"[redacted]"}');
  });
});
