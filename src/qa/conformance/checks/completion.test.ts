import { describe, expect, it } from 'vitest';
import { runChecks } from '../run-checks';
import { isRecord } from '../values';
import { completionChecks } from './completion';
import { standInTarget } from './stand-in.test-util';

/** A prompts server whose completion/complete answers `completion` (a JSON-RPC result or error member). */
function server(completion: Record<string, unknown>): typeof fetch {
  return (_input, init) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const message = isRecord(body) ? body : {};
    const id = message.id ?? null;
    if (message.method === 'prompts/list') {
      return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result: { prompts: [{ name: 'review', arguments: [{ name: 'lang' }] }] } }));
    }
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id, ...completion }));
  };
}

async function statuses(completion: Record<string, unknown>) {
  const target = standInTarget({ url: 'http://127.0.0.1:4541/mcp', era: 'legacy', capabilities: { prompts: {}, completions: {} }, fetch: server(completion) });
  const report = await runChecks(target, { checks: completionChecks });
  return report.results.map((r) => `${r.id} ${r.status}: ${r.message}`);
}

describe('completion checks and a server that refuses a completion (spec §16 errors)', () => {
  it('an allowed JSON-RPC error (-32603) is n/a with the error quoted, not "no completion object"', async () => {
    const lines = await statuses({ error: { code: -32603, message: 'Completion backend down' } });
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/ n\/a: .*-32603 "Completion backend down"/);
  });

  it('-32601 for a declared capability is still a failure', async () => {
    const lines = await statuses({ error: { code: -32601, message: 'Method not found' } });
    expect(lines.find((l) => l.startsWith('completion.values'))).toMatch(/ fail: /);
  });

  it('a result is still inspected', async () => {
    const lines = await statuses({ result: { completion: { values: ['ts', 'py'], hasMore: false } } });
    expect(lines.every((l) => / pass: /.test(l))).toBe(true);
  });
});
