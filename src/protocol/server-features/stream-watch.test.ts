import { describe, expect, it } from 'vitest';
import { ValueStore } from '../../lib/value-store';
import { watchGetStreamEnds, type StreamEnd } from './stream-watch';
import type { HttpExchange, TrafficSnapshot } from '../model/types';

const URL_ = 'http://127.0.0.1:9/mcp';

function exchange(id: number, patch: Partial<HttpExchange> & { status?: number; method?: string; url?: string }): HttpExchange {
  const { status, method, url, ...rest } = patch;
  return {
    id,
    startedAt: 1_000 * id,
    headersMs: 1,
    durationMs: 5,
    state: 'streaming',
    request: { method: method ?? 'GET', url: url ?? URL_, headers: [], body: undefined },
    response: status === undefined ? undefined : { status, statusText: '', headers: [], contentType: 'text/event-stream', body: undefined },
    sse: [],
    error: undefined,
    rpcMethod: undefined,
    rpcId: undefined,
    mcpMethod: undefined,
    mcpName: undefined,
    ...rest,
  };
}

function setup(initial: HttpExchange[] = []) {
  const store = new ValueStore<TrafficSnapshot>({ exchanges: initial, frames: [], droppedExchanges: 0 });
  const ends: StreamEnd[] = [];
  const stop = watchGetStreamEnds(store, URL_, (end) => ends.push(end));
  const set = (exchanges: HttpExchange[]) => store.set({ exchanges, frames: [], droppedExchanges: 0 });
  return { ends, stop, set };
}

describe('watchGetStreamEnds', () => {
  it('reports a stream that was open before the watch began and then ended by itself', () => {
    const { ends, set } = setup([exchange(1, { status: 200 })]);
    set([exchange(1, { status: 200, state: 'done' })]);
    expect(ends).toEqual([{ exchangeId: 1, at: 1_005, reason: 'the server ended the response' }]);
  });

  it('reports a network failure mid-stream with its error text, once', () => {
    const { ends, set } = setup();
    set([exchange(2, { status: 200 })]);
    set([exchange(2, { status: 200, state: 'failed', error: 'TypeError: network error' })]);
    set([exchange(2, { status: 200, state: 'failed', error: 'TypeError: network error' }), exchange(3, { status: 200 })]);
    expect(ends.map((e) => [e.exchangeId, e.reason])).toEqual([[2, 'TypeError: network error']]);
  });

  it('ignores streams closed on purpose, GETs refused with 405, POSTs, other URLs and streams that ended before', () => {
    const { ends, set } = setup([exchange(1, { status: 200, state: 'done' })]);
    set([
      exchange(1, { status: 200, state: 'done' }),
      exchange(2, { status: 200, state: 'aborted' }),
      exchange(3, { status: 405, state: 'done' }),
      exchange(4, { status: 200, state: 'done', method: 'POST' }),
      exchange(5, { status: 200, state: 'done', url: 'http://127.0.0.1:9/other' }),
    ]);
    expect(ends).toEqual([]);
  });

  it('stops reporting once stopped', () => {
    const { ends, set, stop } = setup([exchange(1, { status: 200 })]);
    stop();
    set([exchange(1, { status: 200, state: 'done' })]);
    expect(ends).toEqual([]);
  });
});
