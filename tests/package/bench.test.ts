import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { QaTargetServer } from '../../e2e/fixtures/qa-target/http';
import { BenchReport, callLog, ECHO_ARGS, expectEchoRow, SLOW_MS, STDIO_TARGET, STDIO_TIMEOUT } from '../integration/bench-harness';
import { readK6, replay } from '../integration/bench-replay';
import { installedPackage, type InstalledPackage } from './installed';
import { runCli } from './run-cli';

const RUN = ['--duration', '1', '--concurrency', '2'];

describe('bench from the installed package (issue 42)', { timeout: 120_000 }, () => {
  let pkg: InstalledPackage;
  let target: QaTargetServer;
  beforeAll(async () => {
    pkg = installedPackage();
    target = await startQaTarget(0, { faults: true, slowMs: SLOW_MS });
  });
  afterAll(async () => {
    await target.close();
  });

  it('profiles slow_echo over Streamable HTTP, and no request arrives after the exit', async () => {
    const run = await runCli(pkg.installDir, ['bench', target.url, ...ECHO_ARGS, ...RUN, '--json']);
    const exitedAt = Date.now();
    expect(run.code, run.stderr).toBe(0);
    const report = BenchReport.parse(JSON.parse(run.stdout));
    expect(report.transport).toBe('streamable-http');
    expectEchoRow(report);
    expect((await callLog(target.callsUrl)).lastRequestAt ?? Infinity).toBeLessThanOrEqual(exitedAt);
  });

  it('exits 1 with --p95-max below the delay, and 2 for delete_everything, which is never called', async () => {
    const gated = await runCli(pkg.installDir, ['bench', target.url, ...ECHO_ARGS, ...RUN, '--p95-max', String(SLOW_MS / 2)]);
    expect(gated.code, gated.stderr).toBe(1);
    const before = await callLog(target.callsUrl);
    const refused = await runCli(pkg.installDir, ['bench', target.url, '--tool', 'delete_everything', ...RUN]);
    expect(refused.code).toBe(2);
    expect(await callLog(target.callsUrl)).toMatchObject({ delete_everything: 0, total: before.total });
  });

  it('profiles slow_echo over the stdio bridge', async () => {
    const run = await runCli(pkg.installDir, ['bench', ...ECHO_ARGS, ...RUN, '--json', ...STDIO_TIMEOUT, '--', ...STDIO_TARGET], { SLOW_MS: String(SLOW_MS) });
    expect(run.code, run.stderr).toBe(0);
    const report = BenchReport.parse(JSON.parse(run.stdout));
    expect(report.transport).toBe('stdio');
    expectEchoRow(report);
  });

  it('writes a k6 script whose requests the server answers', async () => {
    const file = join(pkg.installDir, 'bench-load.js');
    const run = await runCli(pkg.installDir, ['bench', target.url, ...ECHO_ARGS, '--export', 'k6', file]);
    expect(run.code, run.stderr).toBe(0);
    const replayed = await replay(readK6(readFileSync(file, 'utf8')).plan);
    expect(replayed.map((r) => [r.method, r.status, r.answer?.result !== undefined])).toEqual([
      ['server/discover', 200, true],
      ['tools/call', 200, true],
    ]);
  });
});
