import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { QaTargetServer } from '../../e2e/fixtures/qa-target/http';
import { callLog, STDIO_TARGET } from '../integration/bench-harness';
import { installedPackage, type InstalledPackage } from './installed';
import { runCli } from './run-cli';

function kinds(stdout: string): string[] {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== 'object' || parsed === null || !('findings' in parsed) || !Array.isArray(parsed.findings)) throw new Error(`not a fuzz report: ${stdout.slice(0, 200)}`);
  return parsed.findings.map((f: unknown) => (typeof f === 'object' && f !== null && 'kind' in f ? String(f.kind) : '')).sort();
}

describe('fuzz from the installed package (issue 42)', { timeout: 90_000 }, () => {
  let pkg: InstalledPackage;
  let faulty: QaTargetServer;
  let twin: QaTargetServer;
  beforeAll(async () => {
    pkg = installedPackage();
    [faulty, twin] = await Promise.all([startQaTarget(0, { faults: true, slowMs: 40 }), startQaTarget(0, { faults: false, slowMs: 40 })]);
  });
  afterAll(async () => {
    await Promise.all([faulty.close(), twin.close()]);
  });

  it('finds the four planted faults, exits 1, and never calls delete_everything', async () => {
    const run = await runCli(pkg.installDir, ['fuzz', faulty.url, '--timeout', '500', '--json']);
    expect(run.code, run.stderr).toBe(1);
    expect(kinds(run.stdout)).toEqual(['crash', 'hang', 'invalid-accepted', 'leak']);
    expect((await callLog(faulty.callsUrl)).delete_everything).toBe(0);
  });

  it('exits 0 on the correct twin, over HTTP and over the stdio bridge', async () => {
    const http = await runCli(pkg.installDir, ['fuzz', twin.url, '--timeout', '2000', '--json']);
    expect(http.code, http.stderr).toBe(0);
    expect(kinds(http.stdout)).toEqual([]);
    const stdio = await runCli(pkg.installDir, ['fuzz', '--timeout', '2000', '--json', '--', ...STDIO_TARGET], { FAULTS: 'off' });
    expect(stdio.code, stdio.stderr).toBe(0);
    expect(kinds(stdio.stdout)).toEqual([]);
  });
});
