import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  isSameOrSubResource,
  listPagesPredicate,
  mcpKey,
  parseMcpKey,
  readPredicate,
  readTreePredicate,
  serverPredicate,
  type QueryPredicate,
} from './keys';

const alice = { serverId: 'srv-1', principalId: 'alice' };
const bob = { serverId: 'srv-1', principalId: 'bob' };

describe('mcpKey', () => {
  it('keeps _meta and undefined members out of the key and ignores member order', () => {
    const a = mcpKey(alice, 'resources/read', { uri: 'x://a', _meta: { progressToken: 1 }, extra: undefined });
    const b = mcpKey(alice, 'resources/read', { uri: 'x://a' });
    expect(a).toEqual(['mcp', 'srv-1', 'alice', 'resources/read', { uri: 'x://a' }]);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const c = mcpKey(alice, 'prompts/list', { z: { b: 1, a: 2 }, cursor: 'c' });
    expect(JSON.stringify(c[4])).toBe('{"cursor":"c","z":{"a":2,"b":1}}');
  });

  it('puts the cursor in the key, and an empty cursor is not the first page (spec §18)', () => {
    expect(mcpKey(alice, 'tools/list', {})).not.toEqual(mcpKey(alice, 'tools/list', { cursor: '' }));
    expect(mcpKey(alice, 'tools/list', { cursor: 'p2' })[4]).toEqual({ cursor: 'p2' });
  });

  it('separates principals so private results never cross authorization contexts', () => {
    expect(mcpKey(alice, 'resources/read', { uri: 'x://a' })).not.toEqual(mcpKey(bob, 'resources/read', { uri: 'x://a' }));
  });

  it('round-trips through parseMcpKey and rejects foreign keys', () => {
    expect(parseMcpKey(mcpKey(alice, 'server/discover'))).toEqual({ serverId: 'srv-1', principalId: 'alice', method: 'server/discover', params: {} });
    expect(parseMcpKey(['todos', 1])).toBeUndefined();
    expect(parseMcpKey(['mcp', 'srv-1', 'alice', 'tools/call', {}])).toBeUndefined();
  });
});

describe('isSameOrSubResource', () => {
  it('treats paths below a URI as its sub-resources, with or without a trailing slash', () => {
    expect(isSameOrSubResource('demo://docs/', 'demo://docs/guide/a.md')).toBe(true);
    expect(isSameOrSubResource('demo://docs', 'demo://docs/a.md')).toBe(true);
    expect(isSameOrSubResource('demo://docs', 'demo://docs')).toBe(true);
    expect(isSameOrSubResource('demo://docs', 'demo://docsearch.md')).toBe(false);
    expect(isSameOrSubResource('demo://docs/a.md', 'demo://docs')).toBe(false);
  });
});

describe('predicates', () => {
  const client = new QueryClient();
  const seed = (key: readonly unknown[]) => client.setQueryData(key, 1);
  seed(mcpKey(alice, 'resources/list', {}));
  seed(mcpKey(alice, 'resources/list', { cursor: 'p2' }));
  seed(mcpKey(bob, 'resources/list', {}));
  seed(mcpKey(alice, 'prompts/list', {}));
  seed(mcpKey(alice, 'resources/read', { uri: 'demo://docs' }));
  seed(mcpKey(alice, 'resources/read', { uri: 'demo://docs/a.md' }));
  seed(mcpKey(alice, 'resources/read', { uri: 'demo://other.md' }));
  seed(mcpKey({ serverId: 'srv-2', principalId: 'alice' }, 'resources/read', { uri: 'demo://docs/a.md' }));
  seed(['unrelated']);
  const matching = (predicate: QueryPredicate) =>
    client.getQueryCache().findAll({ predicate }).map((q) => JSON.stringify(q.queryKey.slice(2)));

  it('selects every page of one list, per principal or for all', () => {
    expect(matching(listPagesPredicate('srv-1', 'resources/list', 'alice'))).toEqual([
      '["alice","resources/list",{}]',
      '["alice","resources/list",{"cursor":"p2"}]',
    ]);
    expect(matching(listPagesPredicate('srv-1', 'resources/list'))).toHaveLength(3);
  });

  it('selects one read by URI, or a URI with its sub-resources and containing reads', () => {
    expect(matching(readPredicate('srv-1', 'demo://docs'))).toEqual(['["alice","resources/read",{"uri":"demo://docs"}]']);
    expect(matching(readTreePredicate('srv-1', 'demo://docs'))).toEqual([
      '["alice","resources/read",{"uri":"demo://docs"}]',
      '["alice","resources/read",{"uri":"demo://docs/a.md"}]',
    ]);
    expect(matching(readTreePredicate('srv-1', 'demo://docs/a.md'))).toEqual([
      '["alice","resources/read",{"uri":"demo://docs"}]',
      '["alice","resources/read",{"uri":"demo://docs/a.md"}]',
    ]);
  });

  it('selects everything of one server and nothing foreign', () => {
    expect(matching(serverPredicate('srv-1'))).toHaveLength(7);
    expect(matching(serverPredicate('srv-1', 'bob'))).toEqual(['["bob","resources/list",{}]']);
  });
});
