import { describe, expect, it } from 'vitest';
import { runChecks } from '../run-checks';
import type { CheckResult } from '../types';
import { rebindingChecks } from './rebinding';
import { standInTarget } from './stand-in.test-util';

/**
 * The target is injected: a public name that is never resolved (every request goes to the
 * stand-in fetch), so the public-server branch is tested without a real public host.
 */
const PUBLIC_URL = 'https://mcp.example.com/mcp';
const LOOPBACK_URL = 'http://127.0.0.1:4671/mcp';

/** An open server: answers every request (foreign Origin and Host included) with a result, and records the headers it got. */
function openServer(seen: Headers[]): typeof fetch {
  return (_input, init) => {
    seen.push(new Headers(init?.headers));
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : null;
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id, result: { supportedVersions: ['2026-07-28'], capabilities: {} } }));
  };
}

async function run(url: string, seen: Headers[] = [], hostSeen: Headers[] = []): Promise<Record<string, CheckResult | undefined>> {
  const report = await runChecks(
    standInTarget({ url, era: 'modern', fetch: openServer(seen), hostFetch: openServer(hostSeen) }),
    { checks: rebindingChecks },
  );
  return Object.fromEntries(report.results.map((r) => [r.id, r]));
}

describe('DNS rebinding checks by address space', () => {
  it('on a public server an accepted foreign Origin is only a warn that says when that is fine, and the Host probe is n/a', async () => {
    const seen: Headers[] = [];
    const hostSeen: Headers[] = [];
    const results = await run(PUBLIC_URL, seen, hostSeen);
    const origin = results['http.origin-validated'];
    expect(origin?.status).toBe('warn');
    expect(origin?.message).toContain('every browser origin is allowed on purpose');
    expect(origin?.message).not.toContain('hostHeaderValidation');
    expect(origin?.evidence).toHaveLength(1);
    expect(seen.map((h) => h.get('origin'))).toContain('https://evil.mcp-console.invalid');
    const host = results['http.host-validated'];
    expect(host?.status).toBe('n/a');
    expect(host?.message).toContain('public address');
    expect(hostSeen).toEqual([]);
  });

  it('the same open server on loopback fails Origin (a MUST) and is warned on Host (best practice), with the SDK fix', async () => {
    const hostSeen: Headers[] = [];
    const results = await run(LOOPBACK_URL, [], hostSeen);
    expect(results['http.origin-validated']?.status).toBe('fail');
    expect(results['http.host-validated']?.status).toBe('warn');
    expect(results['http.host-validated']?.keyword).toBe('best-practice');
    expect(results['http.host-validated']?.message).toContain('hostHeaderValidation');
    expect(hostSeen.map((h) => h.get('host'))).toEqual(['evil.mcp-console.invalid:4671']);
  });

  it('on an HTTP+SSE server each probe is a GET of the SSE endpoint: a stream that starts fails Origin quoting the 2024-11-05 MUST, a 403 passes', async () => {
    const seen: { method: string; origin: string | null }[] = [];
    const sse = (refuse: boolean): typeof fetch => (_input, init) => {
      const headers = new Headers(init?.headers);
      seen.push({ method: init?.method ?? 'GET', origin: headers.get('origin') });
      if (refuse) return Promise.resolve(new Response('Origin not allowed', { status: 403 }));
      return Promise.resolve(new Response('event: endpoint\ndata: /messages?sessionId=abc\n\n', { headers: { 'content-type': 'text/event-stream' } }));
    };
    const runSse = async (refuse: boolean) => {
      const target = { ...standInTarget({ url: 'http://127.0.0.1:4671/sse', era: 'legacy', fetch: sse(refuse), hostFetch: sse(refuse) }), transport: 'sse' as const };
      const report = await runChecks(target, { checks: rebindingChecks });
      return Object.fromEntries(report.results.map((r) => [r.id, r]));
    };
    const open = await runSse(false);
    expect(open['http.origin-validated']?.status).toBe('fail');
    expect(open['http.origin-validated']?.message).toContain('"Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks" (MUST, MCP 2024-11-05');
    expect(open['http.origin-validated']?.message).toContain('its endpoint event sent');
    expect(open['http.host-validated']?.status).toBe('warn');
    expect(seen.map((s) => s.method)).toEqual(['GET', 'GET']);
    expect(seen[0]?.origin).toBe('https://evil.mcp-console.invalid');
    const guarded = await runSse(true);
    expect(guarded['http.origin-validated']?.status).toBe('pass');
    expect(guarded['http.host-validated']?.status).toBe('pass');
  });
});
