import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEverythingSse } from '../../e2e/fixtures/everything';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { installedPackage, type InstalledPackage } from './installed';
import { runCli } from './run-cli';

const Report = z.object({ results: z.array(z.object({ id: z.string(), status: z.string() }).loose()) }).loose();

// Issue 32 as users get it: the installed bin on an HTTP+SSE (2024-11-05) endpoint, the unmodified
// server-everything in sse mode.
describe('check and snapshot on an HTTP+SSE URL from the installed package (issue 32)', () => {
  let pkg: InstalledPackage;
  let server: FixtureServer;
  beforeAll(async () => {
    pkg = installedPackage();
    server = await startEverythingSse(0);
  });
  afterAll(async () => {
    await server.close();
  });

  it('check connects over HTTP+SSE, grades the JSON-RPC checks, and fails nothing', async () => {
    const run = await runCli(pkg.installDir, ['check', server.url, '--format', 'json']);
    expect(run.code, run.stderr).toBe(0);
    const report = Report.parse(JSON.parse(run.stdout));
    const status = (id: string) => report.results.find((r) => r.id === id)?.status;
    expect(status('lifecycle.ping')).toBe('pass');
    expect(status('http.origin-validated')).toBe('n/a');
    expect(report.results.filter((r) => r.status === 'fail')).toEqual([]);
  });

  it('snapshot lists its tools', async () => {
    const run = await runCli(pkg.installDir, ['snapshot', server.url]);
    expect(run.code, run.stderr).toBe(0);
    const snapshot = z.object({ format: z.string(), tools: z.record(z.string(), z.unknown()) }).loose().parse(JSON.parse(run.stdout));
    expect(snapshot.format).toBe('mcp-console-snapshot');
    expect(Object.keys(snapshot.tools)).toContain('echo');
  });
});
