import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLegacySessionServer } from '../../e2e/fixtures/legacy-session-server';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { QaTargetServer } from '../../e2e/fixtures/qa-target/http';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { benchCli, callLog, ECHO_ARGS } from './bench-harness';
import { readK6, readLocust, replay, type Replayed } from './bench-replay';

const PROFILE = [...ECHO_ARGS, '--tool', 'lookup', '--args', '{"query":"alpha","limit":5}', '--concurrency', '3', '--duration', '5', '--p95-max', '500', '--error-rate-max', '0.01'];

/** Every request was answered 200 with a JSON-RPC result that is not a tool error; the handshake too. */
function expectAnswered(replayed: readonly Replayed[]): void {
  for (const one of replayed) {
    expect(one.status, one.method).toBeLessThan(300);
    if (one.method === 'notifications/initialized') continue;
    expect(one.answer?.error, one.method).toBeUndefined();
    expect(one.answer?.result, one.method).toBeTypeOf('object');
    expect(one.answer?.result, one.method).not.toMatchObject({ isError: true });
  }
}

describe('bench --export (issue 42): the scripts\' requests are valid MCP requests the server answers', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-bench-export-'));
  let target: QaTargetServer;
  let legacy: FixtureServer;
  beforeAll(async () => {
    [target, legacy] = await Promise.all([startQaTarget(0, { faults: true, slowMs: 20 }), startLegacySessionServer(0)]);
  });
  afterAll(async () => {
    await Promise.all([target.close(), legacy.close()]);
  });

  it('writes a k6 script with the profile\'s gates as thresholds, calls nothing itself, and its requests are answered', async () => {
    const file = join(dir, 'load.js');
    const before = await callLog(target.callsUrl);
    const run = await benchCli(['bench', target.url, ...PROFILE, '--export', 'k6', file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`wrote ${file}`);
    expect((await callLog(target.callsUrl)).total).toBe(before.total);
    const { plan, options } = readK6(readFileSync(file, 'utf8'));
    expect(options).toEqual({
      scenarios: { profile: { executor: 'constant-vus', vus: 3, duration: '5s' } },
      thresholds: {
        'http_req_duration{mcp_target:tools/call_slow_echo}': ['p(95)<=500'],
        'http_req_duration{mcp_target:tools/call_lookup}': ['p(95)<=500'],
        mcp_errors: ['rate<=0.01'],
      },
    });
    expect(plan.handshake.map((r) => r.method)).toEqual(['server/discover']);
    expect(plan.requests.map((r) => [r.method, r.name, r.headers['mcp-method'], r.headers['mcp-name']])).toEqual([
      ['tools/call', 'slow_echo', 'tools/call', 'slow_echo'],
      ['tools/call', 'lookup', 'tools/call', 'lookup'],
    ]);
    const replayed = await replay(plan);
    expectAnswered(replayed);
    expect((await callLog(target.callsUrl)).total).toBe(before.total + 2);
  });

  it('writes a Locust file whose requests are answered the same way', async () => {
    const file = join(dir, 'locustfile.py');
    const run = await benchCli(['bench', target.url, ...PROFILE, '--export', 'locust', file]);
    expect(run.code, run.stderr).toBe(0);
    const script = readFileSync(file, 'utf8');
    expect(script).toContain('class Profile(LoadTestShape):');
    expect(script).toContain('environment.process_exit_code = 1');
    // Locust itself is not installed here; Python's own parser (python3 is on every machine of this kind) checks the file is Python.
    expect(() => execFileSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read(), sys.argv[1])', file], { stdio: 'pipe' })).not.toThrow();
    const { plan, origin, path } = readLocust(script);
    expect(`${String(origin)}${String(path)}`).toBe(target.url);
    expect(plan).toMatchObject({ concurrency: 3, durationS: 5, p95MaxMs: 500, errorRateMax: 0.01 });
    expectAnswered(await replay(plan));
  });

  it('opens a legacy session in the handshake (initialize, then initialized) and keeps its id on every request', async () => {
    const file = join(dir, 'legacy.js');
    const run = await benchCli(['bench', legacy.url, '--export', 'k6', file, '--header', 'X-Team: qa']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('set MCP_HEADER_X_TEAM to the --header values');
    const script = readFileSync(file, 'utf8');
    expect(script).not.toContain('"x-team":"qa"');
    const { plan } = readK6(script);
    expect(plan.era).toBe('legacy');
    expect(plan.headerEnv).toEqual({ 'x-team': 'MCP_HEADER_X_TEAM' });
    expect(plan.handshake.map((r) => r.method)).toEqual(['initialize', 'notifications/initialized']);
    expect(plan.requests.map((r) => r.method)).toContain('resources/read');
    expectAnswered(await replay(plan));
  });

  it('refuses --export for a stdio server started here (exit 2)', async () => {
    const run = await benchCli(['bench', '--export', 'k6', join(dir, 'never.js'), '--', 'node', 'server.js']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--export writes a script for an HTTP server');
  });
});
