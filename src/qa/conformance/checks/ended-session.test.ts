import { describe, expect, it } from 'vitest';
import { runChecks } from '../run-checks';
import { endedSessionChecks } from './ended-session';
import { standInTarget } from './stand-in.test-util';

const URL_ = 'http://127.0.0.1:4411/mcp';

/**
 * A stateful legacy server stand-in: initialize mints `s1`; DELETE answers `deleteStatus` and,
 * when 2xx, ends the session; a request for an ended session gets `endedStatus`.
 */
function server(deleteStatus: number, endedStatus: number): typeof fetch {
  let live = false;
  return (_input, init) => {
    const headers = new Headers(init?.headers);
    if (init?.method === 'DELETE') {
      if (deleteStatus < 300) live = false;
      return Promise.resolve(new Response(null, { status: deleteStatus }));
    }
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const message = typeof body === 'object' && body !== null ? body : {};
    const id = 'id' in message ? message.id : undefined;
    if ('method' in message && message.method === 'initialize') {
      live = true;
      return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } }, { headers: { 'mcp-session-id': 's1' } }));
    }
    if (id === undefined) return Promise.resolve(new Response(null, { status: 202 }));
    if (headers.get('mcp-session-id') === 's1' && !live) return Promise.resolve(Response.json({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'gone' } }, { status: endedStatus }));
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result: {} }));
  };
}

async function verdict(fetchFn: typeof fetch) {
  const report = await runChecks(standInTarget({ url: URL_, era: 'legacy', fetch: fetchFn }), { checks: endedSessionChecks });
  return report.results[0];
}

describe('http.ended-session', () => {
  it('passes when a session ended by DELETE then answers 404', async () => {
    expect(await verdict(server(200, 404))).toMatchObject({ status: 'pass', scenarios: [{ id: 'server-session-lifecycle', coverage: 'partial' }] });
  });

  it('fails, with both exchanges as evidence, when the ended session gets 400 (as server-everything answers)', async () => {
    const result = await verdict(server(200, 400));
    expect(result?.status).toBe('fail');
    expect(result?.message).toContain('must get 404 Not Found');
    expect(result?.message).toContain('got HTTP 400');
    expect(result?.evidence).toHaveLength(2);
  });

  it('is n/a when the server keeps its sessions (DELETE → 405)', async () => {
    expect(await verdict(server(405, 400))).toMatchObject({ status: 'n/a' });
  });
});
