import type { JSONRPCMessage, SubscriptionFilter, Transport } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvalidationEntry } from '../../cache';
import { InboundMessages, type ListenHandle, type SubscriptionClient } from '../../protocol';
import { SubscriptionLanes } from './lanes-store';

const META = 'io.modelcontextprotocol/subscriptionId';
const policy = { baseMs: 1_000, maxMs: 8_000, maxAttempts: 3 };

/** A modern client whose streams the test ends at will; each listen gets the next id. */
function setup() {
  const transport: Pick<Transport, 'onmessage'> = {};
  const inbound = new InboundMessages();
  inbound.attach(transport);
  const push = (message: JSONRPCMessage) => transport.onmessage?.(message);
  const streams: ((cause: 'local' | 'graceful' | 'remote') => void)[] = [];
  let next = 0;
  const client: SubscriptionClient = {
    getProtocolEra: () => 'modern',
    getServerCapabilities: () => ({ resources: { subscribe: true, listChanged: true }, tools: { listChanged: true } }),
    subscribeResource: () => Promise.resolve({}),
    unsubscribeResource: () => Promise.resolve({}),
    listen: (filter: SubscriptionFilter) => {
      const id = `listen:${++next}`;
      push({ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { notifications: filter, _meta: { [META]: id } } });
      let end: (cause: 'local' | 'graceful' | 'remote') => void = () => undefined;
      const closed = new Promise<'local' | 'graceful' | 'remote'>((resolve) => {
        end = resolve;
      });
      streams.push(end);
      const handle: ListenHandle = { honoredFilter: filter, closed, close: () => Promise.resolve(end('local')) };
      return Promise.resolve(handle);
    },
  };
  return { client, inbound, push, streams };
}

describe('SubscriptionLanes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after an unexpected drop, re-listens with backoff under a new id and keeps the old one visible', async () => {
    const { client, inbound, streams } = setup();
    const onRelisten = vi.fn();
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: (e) => ({ kind: 'protocol', message: String(e) }), backoff: policy, onRelisten });
    await lanes.listen({ toolsListChanged: true });
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'open', subscriptionId: 'listen:1' });
    streams[0]?.('remote');
    await vi.advanceTimersByTimeAsync(0);
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'retrying', end: { cause: 'dropped' }, retry: { attempt: 1, delayMs: 1_000 } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'open', subscriptionId: 'listen:2', previousIds: ['listen:1'], retry: undefined });
    expect(onRelisten).toHaveBeenCalledTimes(1);
  });

  it('backs off further while re-listens fail, and Close stops the retry', async () => {
    const { client, inbound, streams } = setup();
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: (e) => ({ kind: 'protocol', message: String(e) }), backoff: policy });
    await lanes.listen({ toolsListChanged: true });
    client.listen = () => Promise.reject(new Error('connection refused'));
    streams[0]?.('remote');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'retrying', retry: { attempt: 2, delayMs: 2_000 }, error: { message: 'Error: connection refused' } });
    await lanes.close(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'ended', end: { cause: 'local' } });
  });

  it('a drop after the session is gone ends the lane without re-listening', async () => {
    const { client, inbound, streams } = setup();
    const listen = vi.spyOn(client, 'listen');
    let alive = true;
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: (e) => ({ kind: 'protocol', message: String(e) }), backoff: policy, isAlive: () => alive });
    await lanes.listen({ toolsListChanged: true });
    alive = false;
    streams[0]?.('remote');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'ended', end: { cause: 'dropped' } });
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('a server cancel ends the lane without re-listening', async () => {
    const { client, inbound, push, streams } = setup();
    const listen = vi.spyOn(client, 'listen');
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: (e) => ({ kind: 'protocol', message: String(e) }), backoff: policy });
    await lanes.listen({ toolsListChanged: true });
    push({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 'listen:1' } });
    streams[0]?.('remote');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lanes.getSnapshot().lanes[0]).toMatchObject({ state: 'ended', end: { cause: 'cancelled' } });
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('logs each notification with its lane id and links it to the cache invalidation it caused', async () => {
    const { client, inbound, push } = setup();
    const invalidation: InvalidationEntry = {
      id: 7,
      at: 0,
      cause: 'notification',
      detail: 'x',
      notification: { method: 'notifications/resources/updated', uri: 'a://x' },
      keys: [['mcp', 's', 'p', 'resources/read', { uri: 'a://x' }]],
    };
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: () => ({ kind: 'protocol', message: '' }), latestInvalidation: () => invalidation, now: () => 42 });
    await lanes.listen({ resourceSubscriptions: ['a://x'] });
    push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x', _meta: { [META]: 'listen:1' } } });
    push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x', _meta: { [META]: 'listen:1' } } });
    const [first, second] = lanes.getSnapshot().log;
    expect(first).toMatchObject({ at: 42, method: 'notifications/resources/updated', uri: 'a://x', subscriptionId: 'listen:1', invalidation: { id: 7 } });
    // One invalidation is linked to one notification only.
    expect(second?.invalidation).toBeUndefined();
  });

  it('appends each notification in O(1): the next snapshot shares the storage of the entries before it', async () => {
    const { client, inbound, push } = setup();
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: () => ({ kind: 'protocol', message: '' }), schedule: () => undefined });
    await lanes.listen({ resourceSubscriptions: ['a://x'] });
    const update = () => push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x', _meta: { [META]: 'listen:1' } } });
    for (let i = 0; i < 40; i += 1) update();
    const before = lanes.getSnapshot().log;
    update();
    const after = lanes.getSnapshot().log;
    expect(after.size).toBe(41);
    for (let i = 0; i < 40; i += 1) expect(after.storageOf(i)).toBe(before.storageOf(i));
    expect(lanes.received(1)).toBe(41);
  });

  it('tells subscribers once per frame however many notifications arrive', async () => {
    const { client, inbound, push } = setup();
    const frames: (() => void)[] = [];
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: () => ({ kind: 'protocol', message: '' }), schedule: (flush) => frames.push(flush) });
    await lanes.listen({ resourceSubscriptions: ['a://x'] });
    frames.splice(0).forEach((flush) => flush());
    const listener = vi.fn();
    lanes.subscribe(listener);
    for (let i = 0; i < 300; i += 1) push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x', _meta: { [META]: 'listen:1' } } });
    expect(listener).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames.splice(0).forEach((flush) => flush());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the newest entries within the limit and counts what it dropped, also across a limit change', async () => {
    const { client, inbound, push } = setup();
    const lanes = new SubscriptionLanes({ host: { client, inbound }, toError: () => ({ kind: 'protocol', message: '' }), logLimit: 10, schedule: () => undefined });
    await lanes.listen({ resourceSubscriptions: ['a://x'] });
    for (let i = 0; i < 25; i += 1) push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x', _meta: { [META]: 'listen:1' } } });
    expect(lanes.getSnapshot()).toMatchObject({ dropped: 15, limit: 10 });
    expect(lanes.getSnapshot().log.toArray().map((e) => e.id)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    lanes.setLogLimit(4);
    expect(lanes.getSnapshot()).toMatchObject({ dropped: 21, limit: 4 });
    expect(lanes.getSnapshot().log.last()?.id).toBe(25);
  });
});
