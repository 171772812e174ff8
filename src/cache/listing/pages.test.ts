import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../../protocol';
import { buildEnvelope } from '../envelope';
import { mcpKey } from '../keys';
import { isInvalidCursorError, listProgress, restartList } from './pages';

const scope = { serverId: 'srv', principalId: 'me' };

function page(items: number, nextCursor?: string, cacheScope = 'public') {
  const result = { tools: Array.from({ length: items }, (_, i) => ({ name: `t${i}` })), ttlMs: 1_000, cacheScope, ...(nextCursor === undefined ? {} : { nextCursor }) };
  return buildEnvelope({ result, era: 'modern', receivedAt: 0, exchangeId: undefined, mrtr: false, source: 'wire' });
}

describe('listProgress (spec §18)', () => {
  it('reports nothing loaded for an empty cache', () => {
    expect(listProgress(new QueryClient(), scope, 'tools/list')).toMatchObject({ pages: 0, items: 0, nextCursor: undefined, complete: false });
  });

  it('walks cached pages by nextCursor and says which cursor to load next', () => {
    const client = new QueryClient();
    client.setQueryData(mcpKey(scope, 'tools/list', {}), page(2, ''));
    client.setQueryData(mcpKey(scope, 'tools/list', { cursor: '' }), page(2, 'c3'));
    // A page the walk cannot reach is not counted.
    client.setQueryData(mcpKey(scope, 'tools/list', { cursor: 'stray' }), page(9));
    expect(listProgress(client, scope, 'tools/list')).toEqual({ pages: 2, items: 4, nextCursor: 'c3', complete: false, cursors: [undefined, ''], scopeWarning: undefined });
    client.setQueryData(mcpKey(scope, 'tools/list', { cursor: 'c3' }), page(1, undefined, 'private'));
    expect(listProgress(client, scope, 'tools/list')).toMatchObject({ pages: 3, items: 5, nextCursor: undefined, complete: true });
    expect(listProgress(client, scope, 'tools/list').scopeWarning).toMatch(/disagree on cacheScope/);
  });

  it('stops at a cursor loop instead of hanging', () => {
    const client = new QueryClient();
    client.setQueryData(mcpKey(scope, 'tools/list', {}), page(1, 'a'));
    client.setQueryData(mcpKey(scope, 'tools/list', { cursor: 'a' }), page(1, 'a'));
    expect(listProgress(client, scope, 'tools/list')).toMatchObject({ pages: 2, complete: false });
  });
});

describe('invalid cursor', () => {
  const invalid = new ConsoleError({ kind: 'jsonrpc', code: -32602, message: 'JSON-RPC -32602 Invalid params: Invalid cursor' });

  it('is a -32602 on a page requested with a cursor', () => {
    expect(isInvalidCursorError(invalid, 'p2')).toBe(true);
    expect(isInvalidCursorError(invalid, undefined)).toBe(false);
    expect(isInvalidCursorError(new ConsoleError({ kind: 'jsonrpc', code: -32603, message: 'x' }), 'p2')).toBe(false);
    expect(isInvalidCursorError(new Error('x'), 'p2')).toBe(false);
  });

  it('restartList drops every page of that list for that principal only', () => {
    const client = new QueryClient();
    client.setQueryData(mcpKey(scope, 'tools/list', {}), page(1, 'a'));
    client.setQueryData(mcpKey(scope, 'tools/list', { cursor: 'a' }), page(1));
    client.setQueryData(mcpKey(scope, 'prompts/list', {}), page(1));
    client.setQueryData(mcpKey({ ...scope, principalId: 'other' }, 'tools/list', {}), page(1));
    expect(restartList(client, scope, 'tools/list')).toEqual([mcpKey(scope, 'tools/list', {}), mcpKey(scope, 'tools/list', { cursor: 'a' })]);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
    expect(listProgress(client, scope, 'tools/list').pages).toBe(0);
  });
});
