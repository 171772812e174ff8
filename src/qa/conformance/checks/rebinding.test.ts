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
});
