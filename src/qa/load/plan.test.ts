import { describe, expect, it } from 'vitest';
import { LoadRefusal, planTargets, type CallOnce } from './plan';

const TOOLS = [
  { name: 'lookup', annotations: { readOnlyHint: true } },
  { name: 'delete_everything', annotations: { readOnlyHint: false, destructiveHint: true } },
  { name: 'unannotated' },
];

/** A server that answers the lists, recording every call it gets. */
function server(): { call: CallOnce; calls: string[] } {
  const calls: string[] = [];
  const call: CallOnce = (method, params) => {
    calls.push(method);
    if (method === 'tools/list') return Promise.resolve(params.cursor === undefined ? { ok: true, result: { tools: TOOLS.slice(0, 2), nextCursor: 'p2' } } : { ok: true, result: { tools: TOOLS.slice(2) } });
    if (method === 'resources/list') return Promise.resolve({ ok: true, result: { resources: ['a', 'b', 'c', 'd'].map((n) => ({ uri: `x://${n}`, name: n })) } });
    return Promise.resolve({ ok: false, error: 'unexpected' });
  };
  return { call, calls };
}

describe('what a load profile calls', () => {
  it('takes a given tool only when tools/list (every page) annotates it readOnlyHint: true', async () => {
    const { call, calls } = server();
    expect(await planTargets(call, { tools: {} }, [{ name: 'lookup', args: { query: 'a' } }])).toEqual([
      { method: 'tools/call', name: 'lookup', params: { name: 'lookup', arguments: { query: 'a' } } },
    ]);
    expect(calls).toEqual(['tools/list', 'tools/list']);
  });

  it.each(['delete_everything', 'unannotated'])('refuses %s, having called nothing but tools/list', async (name) => {
    const { call, calls } = server();
    await expect(planTargets(call, { tools: {} }, [{ name: 'lookup', args: {} }, { name, args: {} }])).rejects.toThrow(LoadRefusal);
    expect(calls.every((method) => method === 'tools/list')).toBe(true);
  });

  it('refuses a tool the server does not list', async () => {
    await expect(planTargets(server().call, { tools: {} }, [{ name: 'nope', args: {} }])).rejects.toThrow('the server has no tool "nope"');
  });

  it('by default takes the list methods of the declared capabilities and reads the first three resources', async () => {
    const targets = await planTargets(server().call, { tools: {}, resources: {} }, []);
    expect(targets.map((t) => [t.method, t.name])).toEqual([
      ['tools/list', undefined],
      ['resources/list', undefined],
      ['resources/templates/list', undefined],
      ['resources/read', 'x://a'],
      ['resources/read', 'x://b'],
      ['resources/read', 'x://c'],
    ]);
    await expect(planTargets(server().call, {}, [])).rejects.toThrow(LoadRefusal);
  });
});
