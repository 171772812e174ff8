import { describe, expect, it } from 'vitest';
import { createTappedFetch } from '../../../protocol';
import { TrafficLog } from '../../../protocol';
import { runChecks } from '../run-checks';
import { unknownSessionCheck } from './unknown-session';

const URL_ = 'http://127.0.0.1:4410/mcp';

/** A legacy server stand-in: answers a request without a session id like a stateful server, and a made-up one with `status`. */
function serverAnswering(status: number, withoutSession = 400): typeof fetch {
  return (_input, init) => {
    const headers = new Headers(init?.headers);
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : null;
    const answer = headers.has('mcp-session-id') ? status : withoutSession;
    const payload = answer < 300 ? { jsonrpc: '2.0', id, result: {} } : { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: No valid session ID provided' } };
    return Promise.resolve(Response.json(payload, { status: answer }));
  };
}

async function statusFor(fetchFn: typeof fetch, era: 'legacy' | 'modern' = 'legacy') {
  const traffic = new TrafficLog();
  const report = await runChecks(
    {
      url: URL_,
      era,
      protocolVersion: era === 'legacy' ? '2025-11-25' : '2026-07-28',
      environment: 'node',
      capabilities: {},
      fetch: createTappedFetch(fetchFn, traffic, { secretHeaders: [] }),
      traffic,
      headers: {},
      sessionId: () => 'real-session',
      timeoutMs: 2_000,
    },
    { checks: [unknownSessionCheck] },
  );
  return report.results[0];
}

describe('http.unknown-session', () => {
  it.each([
    [404, 'pass'],
    [400, 'warn'],
    [200, 'warn'],
    [500, 'warn'],
  ])('a made-up session answered %i → %s (a best practice: no MUST covers an id the server never issued)', async (status, expected) => {
    const result = await statusFor(serverAnswering(status));
    expect(result?.status).toBe(expected);
    expect(result?.severity).toBe('warning');
    expect(result?.keyword).toBe('best-practice');
  });

  it('is n/a for a legacy server that uses no sessions at all', async () => {
    expect((await statusFor(serverAnswering(200, 200)))?.status).toBe('n/a');
  });

  it('is n/a on a modern server without sending anything', async () => {
    let sent = 0;
    const result = await statusFor(() => {
      sent += 1;
      return Promise.resolve(new Response(null, { status: 500 }));
    }, 'modern');
    expect(result?.status).toBe('n/a');
    expect(sent).toBe(0);
  });
});
