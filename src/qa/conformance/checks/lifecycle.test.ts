import { describe, expect, it } from 'vitest';
import { runChecks } from '../run-checks';
import { lifecycleChecks } from './lifecycle';
import { standInTarget } from './stand-in.test-util';

const SUBSCRIBE = lifecycleChecks.filter((c) => c.id === 'lifecycle.resources-subscribe');

/** A legacy server stand-in that lists one resource and answers the methods in `missing` with -32601. */
function server(missing: string[]): typeof fetch {
  return (_input, init) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : null;
    const method = typeof body === 'object' && body !== null && 'method' in body ? body.method : undefined;
    if (typeof method === 'string' && missing.includes(method)) return Promise.resolve(Response.json({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    const result = method === 'resources/list' ? { resources: [{ uri: 'qa://one', name: 'one' }] } : {};
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result }));
  };
}

async function subscribeResult(missing: string[], capabilities: Record<string, unknown> = { resources: { subscribe: true } }) {
  const report = await runChecks(
    standInTarget({ url: 'http://127.0.0.1:4672/mcp', era: 'legacy', capabilities, fetch: server(missing), sessionId: 's-1' }),
    { checks: SUBSCRIBE },
  );
  return report.results[0];
}

describe('lifecycle.resources-subscribe', () => {
  it('passes when both halves answer', async () => {
    expect((await subscribeResult([]))?.status).toBe('pass');
  });

  it('warns on subscribe, citing it (the spec states no keyword for a declared subscribe that errors)', async () => {
    const result = await subscribeResult(['resources/subscribe']);
    expect(result?.status).toBe('warn');
    expect(result?.message).toMatch(/^resources\/subscribe qa:\/\/one failed: .*-32601.*although resources\.subscribe is declared/);
    expect(result?.evidence).toHaveLength(1);
  });

  it('warns on unsubscribe alone, citing both exchanges', async () => {
    const result = await subscribeResult(['resources/unsubscribe']);
    expect(result?.status).toBe('warn');
    expect(result?.message).toMatch(/^resources\/unsubscribe qa:\/\/one failed/);
    expect(result?.evidence).toHaveLength(2);
  });

  it('is n/a when resources.subscribe is not declared', async () => {
    expect((await subscribeResult(['resources/subscribe'], { resources: {} }))?.message).toBe('resources.subscribe is not declared.');
  });
});
