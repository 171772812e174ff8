import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingSse } from '../../e2e/fixtures/everything';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { QaTargetServer } from '../../e2e/fixtures/qa-target/http';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { BenchReport, benchCli, callLog, ECHO_ARGS, expectEchoRow, SLOW_MS, STDIO_TARGET, STDIO_TIMEOUT } from './bench-harness';

const CONCURRENCY = 3;
const DURATION_S = 1.5;
const RUN = ['--duration', String(DURATION_S), '--concurrency', String(CONCURRENCY)];

describe('mcp-console bench (CLI from source, issue 42)', { timeout: 120_000 }, () => {
  let target: QaTargetServer;
  beforeAll(async () => {
    target = await startQaTarget(0, { faults: true, slowMs: SLOW_MS });
  });
  afterAll(async () => {
    await target.close();
  });

  it('profiles slow_echo over Streamable HTTP: percentiles fit its delay, every call is counted, and nothing arrives after the exit', async () => {
    const before = await callLog(target.callsUrl);
    const run = await benchCli(['bench', target.url, ...ECHO_ARGS, ...RUN, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = BenchReport.parse(JSON.parse(run.stdout));
    expect(report).toMatchObject({ transport: 'streamable-http', concurrency: CONCURRENCY, failures: [] });
    const row = expectEchoRow(report);
    const after = await callLog(target.callsUrl);
    // Each call the server saw is in the report: answered, or cancelled at the end (one cancelled
    // just after it was issued may never have reached the server).
    expect(after.total - before.total).toBeGreaterThanOrEqual(row.count);
    expect(after.total - before.total).toBeLessThanOrEqual(row.count + row.cancelled);
    expect(after.lastRequestAt).not.toBeNull();
    expect(after.lastRequestAt ?? Infinity).toBeLessThanOrEqual(run.exitedAt);
  });

  it('exits 1 with --p95-max below the tool\'s delay, and 0 with one far above it', async () => {
    const below = await benchCli(['bench', target.url, ...ECHO_ARGS, ...RUN, '--p95-max', String(SLOW_MS / 2)]);
    expect(below.code, below.stderr).toBe(1);
    expect(below.stdout).toContain('## Gates broken');
    expect(below.stdout).toMatch(new RegExp(`tools/call slow_echo: p95 [\\d.]+ ms is above --p95-max ${SLOW_MS / 2} ms`));
    const above = await benchCli(['bench', target.url, ...ECHO_ARGS, ...RUN, '--p95-max', '60000', '--error-rate-max', '0']);
    expect(above.code, above.stderr).toBe(0);
    expect(above.stdout).toContain('Every row held p95 ≤ 60000 ms and error rate ≤ 0.');
  });

  it('refuses delete_everything with exit 2 before any call is sent', async () => {
    const before = await callLog(target.callsUrl);
    const run = await benchCli(['bench', target.url, ...ECHO_ARGS, '--tool', 'delete_everything', ...RUN]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('"delete_everything" is not annotated readOnlyHint: true');
    const after = await callLog(target.callsUrl);
    expect(after.delete_everything).toBe(0);
    expect(after.total).toBe(before.total);
  });

  it('without --tool profiles the list methods and reads the resources, in Markdown naming the transport', async () => {
    const run = await benchCli(['bench', target.url, '--duration', '1', '--concurrency', '2']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Transport: Streamable HTTP, protocol 2026-07-28. 2 concurrent requests');
    for (const method of ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read qa://docs/readme.md']) {
      expect(run.stdout).toMatch(new RegExp(`\\| ${method.replace(/[/.]/g, '\\$&')} \\| [1-9]\\d* \\| 0 \\|`));
    }
  });

  it('profiles slow_echo over the stdio bridge, and refuses delete_everything there too without calling it', async () => {
    const env = { SLOW_MS: String(SLOW_MS) };
    const run = await benchCli(['bench', ...ECHO_ARGS, ...RUN, '--json', ...STDIO_TIMEOUT, '--', ...STDIO_TARGET], env);
    expect(run.code, run.stderr).toBe(0);
    const report = BenchReport.parse(JSON.parse(run.stdout));
    expect(report.transport).toBe('stdio');
    expect(report.url).toMatch(/^stdio: /);
    expectEchoRow(report);
    const refused = await benchCli(['bench', '--tool', 'delete_everything', ...RUN, ...STDIO_TIMEOUT, '--', ...STDIO_TARGET], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('"delete_everything" is not annotated readOnlyHint: true');
    expect(refused.stderr).not.toContain('delete_everything was called');
  });
});

describe('mcp-console bench on an HTTP+SSE (2024-11-05) server', { timeout: 120_000 }, () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startEverythingSse(0);
  });
  afterAll(async () => {
    await server.close();
  });

  it('runs the list methods over the SSE session and names the transport', async () => {
    const run = await benchCli(['bench', server.url, '--duration', '1', '--concurrency', '2', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = BenchReport.parse(JSON.parse(run.stdout));
    expect(report.transport).toBe('http+sse');
    const list = report.rows.find((r) => r.method === 'tools/list');
    expect(list?.count).toBeGreaterThan(0);
    expect(list?.errors).toBe(0);
  });
});
