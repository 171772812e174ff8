import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { InvalidationLog, applyNotification, invalidateByUser, onPrincipalChange, onReconnect } from './invalidation';
import { mcpKey, readPredicate } from './keys';

const alice = { serverId: 'srv', principalId: 'alice' };
const bob = { serverId: 'srv', principalId: 'bob' };
const other = { serverId: 'other', principalId: 'alice' };

function seeded() {
  const client = new QueryClient();
  const keys = {
    docs: mcpKey(alice, 'resources/read', { uri: 'demo://docs' }),
    docA: mcpKey(alice, 'resources/read', { uri: 'demo://docs/a.md' }),
    docABob: mcpKey(bob, 'resources/read', { uri: 'demo://docs/a.md' }),
    clock: mcpKey(alice, 'resources/read', { uri: 'demo://live/clock.json' }),
    resPage1: mcpKey(alice, 'resources/list', {}),
    resPage2: mcpKey(alice, 'resources/list', { cursor: 'p2' }),
    templates: mcpKey(alice, 'resources/templates/list', {}),
    prompts: mcpKey(alice, 'prompts/list', {}),
    tools: mcpKey(alice, 'tools/list', {}),
    otherServer: mcpKey(other, 'resources/read', { uri: 'demo://docs/a.md' }),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 'data');
  const log = new InvalidationLog({ now: () => 42 });
  return { client, keys, log, ctx: { ...alice, log } };
}

const invalidated = (client: QueryClient): QueryKey[] =>
  client.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);

describe('applyNotification (spec §12, §17.3)', () => {
  it('resources/updated invalidates that read, its sub-resources and containing reads, for every principal of the server', () => {
    const { client, keys, log, ctx } = seeded();
    const notification = {
      method: 'notifications/resources/updated',
      params: { uri: 'demo://docs', _meta: { 'io.modelcontextprotocol/subscriptionId': 'listen:0' } },
    };
    const result = applyNotification(client, ctx, notification);
    expect(result).toEqual([keys.docs, keys.docA, keys.docABob]);
    expect(invalidated(client)).toEqual(result);
    expect(log.getSnapshot().toArray()).toEqual([
      {
        id: 1,
        at: 42,
        cause: 'notification',
        detail: 'notifications/resources/updated demo://docs',
        notification: { method: 'notifications/resources/updated', uri: 'demo://docs', subscriptionId: 'listen:0' },
        keys: result,
      },
    ]);
  });

  it.each([
    ['notifications/resources/list_changed', 'resPage1', 'resPage2'],
    ['notifications/prompts/list_changed', 'prompts', undefined],
    ['notifications/tools/list_changed', 'tools', undefined],
  ] as const)('%s invalidates every page of that list only', (method, first, second) => {
    const { client, keys, ctx } = seeded();
    const expected = [keys[first], ...(second === undefined ? [] : [keys[second]])];
    expect(applyNotification(client, ctx, { method, params: {} })).toEqual(expected);
    expect(invalidated(client)).toEqual(expected);
  });

  it('leaves templates to their TTL: they have no notification of their own', () => {
    const { client, keys, ctx } = seeded();
    applyNotification(client, ctx, { method: 'notifications/resources/list_changed' });
    expect(invalidated(client)).not.toContainEqual(keys.templates);
  });

  it('ignores unrelated or malformed notifications without logging them', () => {
    const { client, log, ctx } = seeded();
    expect(applyNotification(client, ctx, { method: 'notifications/progress', params: { progress: 1 } })).toEqual([]);
    expect(applyNotification(client, ctx, { method: 'notifications/resources/updated', params: {} })).toEqual([]);
    expect(applyNotification(client, ctx, 'garbage')).toEqual([]);
    expect(applyNotification(client, ctx, { method: 'notifications/resources/updated', params: { uri: 42 } })).toEqual([]);
    expect(applyNotification(client, ctx, { method: 'notifications/resources/updated', params: ['demo://docs'] })).toEqual([]);
    const badId = { uri: 'demo://docs', _meta: { 'io.modelcontextprotocol/subscriptionId': { nested: true } } };
    expect(applyNotification(client, ctx, { method: 'notifications/resources/updated', params: badId })).toEqual([]);
    expect(invalidated(client)).toEqual([]);
    expect(log.getSnapshot().toArray()).toEqual([]);
  });

  it('logs a notification that matched nothing cached, so the timeline stays complete', () => {
    const { client, log, ctx } = seeded();
    expect(applyNotification(client, ctx, { method: 'notifications/resources/updated', params: { uri: 'demo://nothing' } })).toEqual([]);
    expect(log.getSnapshot().at(0)).toMatchObject({ cause: 'notification', keys: [] });
  });
});

describe('other causes', () => {
  it('user refresh invalidates what was asked for and says so', () => {
    const { client, keys, log, ctx } = seeded();
    expect(invalidateByUser(client, ctx, readPredicate('srv', 'demo://live/clock.json'), 'Refresh clicked')).toEqual([keys.clock]);
    expect(log.getSnapshot().at(0)).toMatchObject({ cause: 'user', detail: 'Refresh clicked', keys: [keys.clock] });
  });

  it('reconnect invalidates everything of the server, nothing of others', () => {
    const { client, keys, ctx } = seeded();
    const result = onReconnect(client, ctx);
    expect(result).toHaveLength(9);
    expect(result).not.toContainEqual(keys.otherServer);
  });

  it('a principal change removes the previous principal’s entries', () => {
    const { client, keys, log } = seeded();
    const removed = onPrincipalChange(client, { ...bob, log }, 'alice');
    expect(removed).toHaveLength(8);
    expect(client.getQueryData(keys.docA)).toBeUndefined();
    expect(client.getQueryData(keys.docABob)).toBe('data');
    expect(log.getSnapshot().at(0)).toMatchObject({ cause: 'principal' });
  });
});

describe('InvalidationLog', () => {
  it('is bounded, counts drops, and notifies subscribers once per frame with a new window', () => {
    const frames: (() => void)[] = [];
    const log = new InvalidationLog({ capacity: 2, schedule: (flush) => frames.push(flush) });
    const listener = vi.fn();
    log.subscribe(listener);
    const before = log.getSnapshot();
    for (const detail of ['a', 'b', 'c']) log.record({ cause: 'user', detail, keys: [] });
    expect(listener).not.toHaveBeenCalled();
    frames.splice(0).forEach((flush) => flush());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot()).not.toBe(before);
    expect(log.getSnapshot().toArray().map((e) => e.detail)).toEqual(['b', 'c']);
    expect(log.getSnapshot().dropped).toBe(1);
    expect(log.getSnapshot()).toBe(log.getSnapshot());
  });

  it('the window after one more entry shares the storage of the entries before it', () => {
    const log = new InvalidationLog({ capacity: 100, schedule: () => undefined });
    for (let i = 0; i < 10; i += 1) log.record({ cause: 'user', detail: String(i), keys: [] });
    const before = log.getSnapshot();
    log.record({ cause: 'user', detail: '10', keys: [] });
    const after = log.getSnapshot();
    for (let i = 0; i < 10; i += 1) expect(after.storageOf(i)).toBe(before.storageOf(i));
  });
});
