import { describe, expect, it } from 'vitest';
import { filterExchanges, rowIndexOf } from './traffic-filter';
import { exchange } from './traffic-fixtures.test-util';

const log = [
  exchange(1, { rpcMethod: 'server/discover' }),
  exchange(2, { rpcMethod: 'tools/call', mcpName: 'add', response: { status: 500, statusText: '', headers: [], contentType: undefined, body: undefined } }),
  exchange(3, { rpcMethod: undefined, mcpMethod: undefined, request: { ...exchange(3).request, method: 'GET' }, state: 'streaming' }),
  exchange(4, { rpcMethod: 'tools/list', state: 'failed', response: undefined }),
  exchange(5, { rpcMethod: 'prompts/get', response: { status: 401, statusText: '', headers: [], contentType: undefined, body: undefined } }),
];
const ids = (list: readonly { id: number }[]) => list.map((e) => e.id);

describe('filterExchanges', () => {
  it('matches method text against JSON-RPC method, Mcp-Name and HTTP method, ignoring case', () => {
    expect(ids(filterExchanges(log, { method: 'TOOLS', status: 'all' }))).toEqual([2, 4]);
    expect(ids(filterExchanges(log, { method: 'add', status: 'all' }))).toEqual([2]);
    expect(ids(filterExchanges(log, { method: 'get', status: 'all' }))).toEqual([3, 5]);
  });

  it('filters by status class and by state', () => {
    expect(ids(filterExchanges(log, { method: '', status: '2xx' }))).toEqual([1, 3]);
    expect(ids(filterExchanges(log, { method: '', status: '4xx' }))).toEqual([5]);
    expect(ids(filterExchanges(log, { method: '', status: '5xx' }))).toEqual([2]);
    expect(ids(filterExchanges(log, { method: '', status: 'failed' }))).toEqual([4]);
    expect(ids(filterExchanges(log, { method: '', status: 'streaming' }))).toEqual([3]);
  });
});

describe('rowIndexOf', () => {
  it('finds an exchange among rows whose ids rise with gaps, and says -1 for one not shown', () => {
    const shown = [3, 4, 9, 21, 40].map((id) => exchange(id));
    const rows = { count: shown.length, at: (index: number) => shown[index] };
    expect([3, 9, 21, 40].map((id) => rowIndexOf(rows, id))).toEqual([0, 2, 3, 4]);
    expect(rowIndexOf(rows, 5)).toBe(-1);
    expect(rowIndexOf({ count: 0, at: () => undefined }, 1)).toBe(-1);
  });
});
