import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ReReadCoalescer } from './re-read-coalescer';

const KEY = ['mcp', 'srv', 'anonymous', 'resources/read', { uri: 'storm://ticker' }];
const isTicker = (query: { queryKey: readonly unknown[] }) => JSON.stringify(query.queryKey) === JSON.stringify(KEY);

/** An observed read whose answers the test releases one at a time. */
function observedRead() {
  const client = new QueryClient();
  const pending: ((value: string) => void)[] = [];
  let started = 0;
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: () => {
      started += 1;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const settle = async (value: string) => {
    pending.shift()?.(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { client, settle, started: () => started, inFlight: () => pending.length, unsubscribe, observer };
}

describe('ReReadCoalescer', () => {
  it('keeps one re-read in flight and collapses a burst into one more read after it', async () => {
    const read = observedRead();
    await read.settle('v1');
    expect(read.started()).toBe(1);
    const coalescer = new ReReadCoalescer(read.client);
    coalescer.invalidate(isTicker);
    expect(read.started()).toBe(2);
    for (let i = 0; i < 50; i += 1) coalescer.invalidate(isTicker);
    // Nothing cancelled, nothing new in flight: the burst waits for the current read.
    expect(read.started()).toBe(2);
    expect(read.inFlight()).toBe(1);
    await read.settle('v2');
    expect(read.started()).toBe(3);
    await read.settle('v3');
    expect(read.started()).toBe(3);
    expect(read.observer.getCurrentResult().data).toBe('v3');
    // One update owed the trailing read; the other 49 joined it.
    expect([...coalescer.getSnapshot().values()]).toEqual([49]);
    read.unsubscribe();
  });

  it('only marks an unobserved read stale; it re-reads on its next use', async () => {
    const read = observedRead();
    await read.settle('v1');
    read.unsubscribe();
    const coalescer = new ReReadCoalescer(read.client);
    expect(coalescer.invalidate(isTicker)).toEqual([KEY]);
    expect(read.started()).toBe(1);
    expect(read.client.getQueryCache().find({ queryKey: KEY })?.state.isInvalidated).toBe(true);
  });

  it('an update during a read that then loses its observer leaves the entry stale, not fresh', async () => {
    const read = observedRead();
    await read.settle('v1');
    const coalescer = new ReReadCoalescer(read.client);
    coalescer.invalidate(isTicker);
    coalescer.invalidate(isTicker);
    read.unsubscribe();
    await read.settle('v2');
    expect(read.started()).toBe(2);
    expect(read.client.getQueryCache().find({ queryKey: KEY })?.state.isInvalidated).toBe(true);
  });
});
