import type { JSONRPCMessage, ServerCapabilities, SubscriptionFilter, Transport } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import { InboundMessages } from '../transport/inbound-messages';
import { openSubscription, refusedParts, type ListenHandle, type SubscriptionClient, type SubscriptionEvent } from './subscriptions';

const META = 'io.modelcontextprotocol/subscriptionId';

/** A transport stand-in whose `onmessage` the fan-out taps, so tests push server messages through it. */
function wire() {
  const transport: Pick<Transport, 'onmessage'> = {};
  const inbound = new InboundMessages();
  inbound.attach(transport);
  const push = (message: JSONRPCMessage) => transport.onmessage?.(message);
  return { inbound, push };
}

const DECLARES_ALL: ServerCapabilities = { resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true }, tools: { listChanged: true } };

function fakeModernClient(push: (message: JSONRPCMessage) => void, honored: (f: SubscriptionFilter) => SubscriptionFilter, capabilities = DECLARES_ALL) {
  let next = 0;
  let endStream: (cause: 'local' | 'graceful' | 'remote') => void = () => undefined;
  const sent: SubscriptionFilter[] = [];
  const client: SubscriptionClient = {
    getProtocolEra: () => 'modern',
    getServerCapabilities: () => capabilities,
    subscribeResource: vi.fn(),
    unsubscribeResource: vi.fn(),
    listen: (filter) => {
      sent.push(filter);
      const id = `listen:${++next}`;
      push({ jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { notifications: honored(filter), _meta: { [META]: id } } });
      const closed = new Promise<'local' | 'graceful' | 'remote'>((resolve) => {
        endStream = resolve;
      });
      const handle: ListenHandle = { honoredFilter: honored(filter), closed, close: () => Promise.resolve(endStream('local')) };
      return Promise.resolve(handle);
    },
  };
  return { client, sent, end: (cause: 'local' | 'graceful' | 'remote') => endStream(cause) };
}

describe('openSubscription on a modern connection', () => {
  it('takes the id from the acknowledgement and routes only its own notifications', async () => {
    const { inbound, push } = wire();
    const { client } = fakeModernClient(push, (f) => ({ resourceSubscriptions: f.resourceSubscriptions ?? [] }));
    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription({ client, inbound }, { toolsListChanged: true, resourceSubscriptions: ['a://x'] }, (e) => events.push(e));
    expect(sub.id).toBe('listen:1');
    expect(sub.mode).toBe('listen');
    expect(refusedParts(sub.requested, sub.honored)).toEqual(['toolsListChanged']);
    push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x', _meta: { [META]: 'listen:1' } } });
    push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://y', _meta: { [META]: 'listen:99' } } });
    expect(events).toEqual([expect.objectContaining({ method: 'notifications/resources/updated', uri: 'a://x', subscriptionId: 'listen:1' })]);
  });

  it('tells a server cancel apart from an unexpected drop', async () => {
    const { inbound, push } = wire();
    const first = fakeModernClient(push, (f) => f);
    const cancelled = await openSubscription({ client: first.client, inbound }, { toolsListChanged: true }, () => undefined);
    push({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: cancelled.id } });
    first.end('remote');
    await expect(cancelled.ended).resolves.toMatchObject({ cause: 'cancelled' });

    const second = fakeModernClient(push, (f) => f);
    const dropped = await openSubscription({ client: second.client, inbound }, { toolsListChanged: true }, () => undefined);
    second.end('remote');
    await expect(dropped.ended).resolves.toMatchObject({ cause: 'dropped' });
  });

  it('reports a local close and a graceful server end as such', async () => {
    const { inbound, push } = wire();
    const fake = fakeModernClient(push, (f) => f);
    const local = await openSubscription({ client: fake.client, inbound }, { toolsListChanged: true }, () => undefined);
    await local.close();
    await expect(local.ended).resolves.toEqual({ cause: 'local' });
    const graceful = await openSubscription({ client: fake.client, inbound }, { toolsListChanged: true }, () => undefined);
    fake.end('graceful');
    await expect(graceful.ended).resolves.toEqual({ cause: 'graceful' });
  });
});

describe('openSubscription asks only for what the server declared (issue 33)', () => {
  it('sends only the declared parts and shows the rest as refused', async () => {
    const { inbound, push } = wire();
    const fake = fakeModernClient(push, (f) => f, { tools: { listChanged: true }, resources: {} });
    const sub = await openSubscription({ client: fake.client, inbound }, { toolsListChanged: true, promptsListChanged: true, resourceSubscriptions: ['a://x'] }, () => undefined);
    expect(fake.sent).toEqual([{ toolsListChanged: true }]);
    expect(refusedParts(sub.requested, sub.honored)).toEqual(['promptsListChanged', 'a://x']);
  });

  it('sends no subscriptions/listen at all to a server that offers no change notifications', async () => {
    const { inbound, push } = wire();
    const fake = fakeModernClient(push, (f) => f, { tools: {} });
    await expect(openSubscription({ client: fake.client, inbound }, { toolsListChanged: true }, () => undefined)).rejects.toThrow('subscriptions/listen was not sent');
    expect(fake.sent).toEqual([]);
  });
});

describe('openSubscription on a legacy connection', () => {
  const capabilities: ServerCapabilities = { resources: { subscribe: true, listChanged: true } };

  function legacyClient(refuse: string[] = []) {
    const client: SubscriptionClient = {
      getProtocolEra: () => 'legacy',
      getServerCapabilities: () => capabilities,
      listen: () => Promise.reject(new Error('METHOD_NOT_SUPPORTED_BY_PROTOCOL_VERSION')),
      subscribeResource: vi.fn(({ uri }: { uri: string }) => (refuse.includes(uri) ? Promise.reject(new Error('no')) : Promise.resolve({}))),
      unsubscribeResource: vi.fn(() => Promise.resolve({})),
    };
    return client;
  }

  it('subscribes each URI, honours only declared list-changed kinds and delivers unsolicited notifications', async () => {
    const { inbound, push } = wire();
    const client = legacyClient(['b://refused']);
    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription(
      { client, inbound },
      { resourcesListChanged: true, promptsListChanged: true, resourceSubscriptions: ['a://x', 'b://refused'] },
      (e) => events.push(e),
    );
    expect(sub.mode).toBe('legacy');
    expect(refusedParts(sub.requested, sub.honored)).toEqual(['promptsListChanged', 'b://refused']);
    push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'a://x' } });
    push({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'c://other' } });
    push({ jsonrpc: '2.0', method: 'notifications/resources/list_changed' });
    push({ jsonrpc: '2.0', method: 'notifications/prompts/list_changed' });
    expect(events.map((e) => `${e.method} ${e.uri ?? ''}`)).toEqual(['notifications/resources/updated a://x', 'notifications/resources/list_changed ']);
  });

  it('unsubscribes on close and ends locally', async () => {
    const { inbound } = wire();
    const client = legacyClient();
    const sub = await openSubscription({ client, inbound }, { resourceSubscriptions: ['a://x'] }, () => undefined);
    await sub.close();
    expect(client.unsubscribeResource).toHaveBeenCalledWith({ uri: 'a://x' });
    await expect(sub.ended).resolves.toEqual({ cause: 'local' });
  });
});
