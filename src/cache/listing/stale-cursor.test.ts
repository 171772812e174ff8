import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleError } from '../../protocol';
import { buildEnvelope } from '../envelope';
import { mcpKey } from '../keys';
import { listProgress } from './pages';
import { restartIfCursorRejected, restartOnRejectedCursor, watchRejectedCursors } from './stale-cursor';

const scope = { serverId: 'srv', principalId: 'me' };
const invalid = () => new ConsoleError({ kind: 'jsonrpc', code: -32602, message: 'JSON-RPC -32602 Invalid params: Invalid cursor' });

function page(nextCursor?: string) {
  const result = { prompts: [{ name: 'p' }], ...(nextCursor === undefined ? {} : { nextCursor }) };
  return buildEnvelope({ result, era: 'modern', receivedAt: 0, exchangeId: undefined, mrtr: false, source: 'wire' });
}

/** Page one (cursor `a`) cached, plus one prompts/list page of another principal that must survive. */
function cached(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(mcpKey(scope, 'prompts/list', {}), page('a'));
  client.setQueryData(mcpKey({ ...scope, principalId: 'other' }, 'prompts/list', {}), page());
  return client;
}

const fetchPage = (client: QueryClient, cursor: string, answer: () => Promise<unknown>) =>
  client.query({ queryKey: mcpKey(scope, 'prompts/list', { cursor }), queryFn: answer }).catch(() => undefined);

describe('restartIfCursorRejected', () => {
  it('drops the listing only for a -32602 on a page asked for with a cursor', () => {
    const client = cached();
    expect(restartIfCursorRejected(client, scope, 'prompts/list', invalid(), undefined)).toBe(false);
    expect(restartIfCursorRejected(client, scope, 'prompts/list', new ConsoleError({ kind: 'jsonrpc', code: -32603, message: 'x' }), 'a')).toBe(false);
    expect(listProgress(client, scope, 'prompts/list').pages).toBe(1);
    expect(restartIfCursorRejected(client, scope, 'prompts/list', invalid(), 'a')).toBe(true);
    expect(listProgress(client, scope, 'prompts/list').pages).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe('restartOnRejectedCursor (after a Refresh)', () => {
  it('restarts when a cached page is refetched and its cursor refused, not otherwise', async () => {
    const client = cached();
    client.setQueryData(mcpKey(scope, 'prompts/list', { cursor: 'a' }), page());
    expect(await restartOnRejectedCursor(client, scope, 'prompts/list')).toBe(false);
    void fetchPage(client, 'a', () => Promise.reject(invalid()));
    expect(await restartOnRejectedCursor(client, scope, 'prompts/list')).toBe(true);
    expect(listProgress(client, scope, 'prompts/list').pages).toBe(0);
  });
});

describe('watchRejectedCursors (listings that walk their pages by themselves)', () => {
  it('restarts once when a page cursor is refused, and says so', async () => {
    const client = cached();
    const restarted = vi.fn();
    const stop = watchRejectedCursors(client, scope, 'prompts/list', restarted);
    await fetchPage(client, 'a', () => Promise.reject(invalid()));
    expect(restarted).toHaveBeenCalledOnce();
    expect(listProgress(client, scope, 'prompts/list').pages).toBe(0);
    stop();
  });

  it('does not loop on a server that refuses every cursor: the second refusal stays an error', async () => {
    const client = cached();
    const restarted = vi.fn();
    const stop = watchRejectedCursors(client, scope, 'prompts/list', restarted);
    await fetchPage(client, 'a', () => Promise.reject(invalid()));
    client.setQueryData(mcpKey(scope, 'prompts/list', {}), page('b'));
    await fetchPage(client, 'b', () => Promise.reject(invalid()));
    expect(restarted).toHaveBeenCalledOnce();
    expect(client.getQueryState(mcpKey(scope, 'prompts/list', { cursor: 'b' }))?.error).toBeInstanceOf(ConsoleError);
    stop();
  });

  it('allows a new restart once the listing completed', async () => {
    const client = cached();
    const restarted = vi.fn();
    const stop = watchRejectedCursors(client, scope, 'prompts/list', restarted);
    await fetchPage(client, 'a', () => Promise.reject(invalid()));
    await client.query({ queryKey: mcpKey(scope, 'prompts/list', {}), queryFn: () => Promise.resolve(page('b')) });
    await client.query({ queryKey: mcpKey(scope, 'prompts/list', { cursor: 'b' }), queryFn: () => Promise.resolve(page()) });
    expect(listProgress(client, scope, 'prompts/list').complete).toBe(true);
    await fetchPage(client, 'b', () => Promise.reject(invalid()));
    expect(restarted).toHaveBeenCalledTimes(2);
    stop();
  });

  it('ignores other listings and other principals', async () => {
    const client = cached();
    const restarted = vi.fn();
    const stop = watchRejectedCursors(client, scope, 'tools/list', restarted);
    await fetchPage(client, 'a', () => Promise.reject(invalid()));
    expect(restarted).not.toHaveBeenCalled();
    stop();
  });
});
