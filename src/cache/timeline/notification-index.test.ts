import { describe, expect, it } from 'vitest';
import { notificationUri } from '../../recording/timeline';
import type { RpcFrame } from '../../protocol/model/types';
import type { InvalidationEntry } from '../invalidation';
import { NotificationIndex } from './cache-fetches';

const METHOD = 'notifications/resources/updated';

function frame(id: number, at: number, uri: string): RpcFrame {
  return { id, at, direction: 'in', kind: 'notification', rpcId: undefined, method: METHOD, exchangeId: 1, requestFrameId: undefined, message: { jsonrpc: '2.0', method: METHOD, params: { uri } } };
}

function entry(id: number, at: number, uri: string): InvalidationEntry {
  return { id, at, cause: 'notification', detail: `${METHOD} ${uri}`, notification: { method: METHOD, uri }, keys: [] };
}

describe('NotificationIndex', () => {
  it('in a storm, where the tap logs a batch before the session handles it, each invalidation names its own frame', () => {
    const index = new NotificationIndex(notificationUri);
    // Twenty updates of one URI in one event-stream chunk, logged in the same millisecond.
    for (let i = 1; i <= 20; i += 1) index.add(frame(i, 1_000, 'demo://ticker'));
    const causes = Array.from({ length: 20 }, (_, i) => index.causeOf(entry(i + 1, 1_030 + i, 'demo://ticker')));
    expect(causes).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps URIs apart, and passes over a frame whose invalidation never came', () => {
    const index = new NotificationIndex(notificationUri);
    index.add(frame(1, 0, 'demo://a')); // sent long before: never handled by this session
    index.add(frame(2, 5_000, 'demo://b'));
    index.add(frame(3, 5_000, 'demo://a'));
    expect(index.causeOf(entry(1, 5_010, 'demo://a'))).toBe(3);
    expect(index.causeOf(entry(2, 5_010, 'demo://b'))).toBe(2);
  });

  it('names no frame logged after the invalidation, and none for a cause that is not a notification', () => {
    const index = new NotificationIndex(notificationUri);
    index.add(frame(1, 2_000, 'demo://a'));
    expect(index.causeOf(entry(1, 1_000, 'demo://a'))).toBeUndefined();
    expect(index.causeOf({ id: 2, at: 3_000, cause: 'user', detail: 'Refresh', keys: [] })).toBeUndefined();
  });
});
