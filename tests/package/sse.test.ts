import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEverythingSse } from '../../e2e/fixtures/everything';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { startGuardedSseServer } from '../../e2e/fixtures/v1-sse-guarded-server';
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

  it('check connects over HTTP+SSE, grades the JSON-RPC checks, and fails only the foreign Origin its stream accepts', async () => {
    const run = await runCli(pkg.installDir, ['check', server.url, '--format', 'json']);
    expect(run.code, run.stderr).toBe(1);
    const report = Report.parse(JSON.parse(run.stdout));
    const status = (id: string) => report.results.find((r) => r.id === id)?.status;
    expect(status('lifecycle.ping')).toBe('pass');
    expect(report.results.filter((r) => r.status === 'fail').map((r) => r.id)).toEqual(['http.origin-validated']);
    const origin = report.results.find((r) => r.id === 'http.origin-validated');
    expect(String(origin?.['message'])).toContain('"Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks" (MUST');
  });

  it('check passes the rebinding probes of an HTTP+SSE server that refuses a foreign Origin and Host', async () => {
    const guarded = await startGuardedSseServer(0);
    try {
      const run = await runCli(pkg.installDir, ['check', guarded.url, '--format', 'json', '--only', 'http.*']);
      expect(run.code, run.stderr).toBe(0);
      const report = Report.parse(JSON.parse(run.stdout));
      expect(report.results.map((r) => [r.id, r.status])).toEqual(expect.arrayContaining([['http.origin-validated', 'pass'], ['http.host-validated', 'pass']]));
    } finally {
      await guarded.close();
    }
  });

  it('snapshot lists its tools', async () => {
    const run = await runCli(pkg.installDir, ['snapshot', server.url]);
    expect(run.code, run.stderr).toBe(0);
    const snapshot = z.object({ format: z.string(), tools: z.record(z.string(), z.unknown()) }).loose().parse(JSON.parse(run.stdout));
    expect(snapshot.format).toBe('mcp-console-snapshot');
    expect(Object.keys(snapshot.tools)).toContain('echo');
  });
});
