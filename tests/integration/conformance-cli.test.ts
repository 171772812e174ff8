import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer } from '../../demo-server/http';
import { startDefectServer } from '../../e2e/fixtures/defect-server';
import { startQaServer } from '../../e2e/fixtures/qa-legacy-server';
import { spawnSourceCli } from './source-cli';


/** Runs `mcp-console …` as CI would and collects its exit code and output. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnSourceCli(args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function parseReport(text: string): { summary: Record<string, number>; results: { id: string; status: string }[] } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('summary' in parsed) || !('results' in parsed)) throw new Error('not a report');
  const { summary, results } = parsed;
  if (typeof summary !== 'object' || summary === null || !Array.isArray(results)) throw new Error('malformed report');
  return {
    summary: Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, Number(v)])),
    results: results.map((r: unknown) => ({
      id: typeof r === 'object' && r !== null && 'id' in r ? String(r.id) : '',
      status: typeof r === 'object' && r !== null && 'status' in r ? String(r.status) : '',
    })),
  };
}

describe('mcp-console check (CLI)', () => {
  let demo: { url: string; close(): Promise<void> };
  let defect: { url: string; close(): Promise<void> };
  let twin: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    [demo, defect, twin] = await Promise.all([startDemoHttpServer({ port: 0 }), startDefectServer(0), startQaServer({ port: 0, broken: false })]);
  });
  afterAll(async () => {
    await Promise.all([demo.close(), defect.close(), twin.close()]);
  });

  // The demo server answers a foreign Origin on loopback (a fail since issue 23), so the clean run uses the QA twin.
  it('exits 0 on a server without failures and prints a Markdown report', async () => {
    const run = await cli(['check', twin.url]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('# MCP conformance report');
    expect(run.stdout).toMatch(/\| lifecycle\.ping \| ✅ pass \|/);
  });

  it('exits 1 on the demo server with --fail-on warning (it has SHOULD-level findings)', async () => {
    const run = await cli(['check', demo.url, '--fail-on', 'warning', '--json']);
    expect(run.code).toBe(1);
    expect(parseReport(run.stdout).summary.warn).toBeGreaterThan(0);
  });

  it('exits 1 on the defect server and prints valid JSON with --json', async () => {
    const run = await cli(['check', defect.url, '--json']);
    expect(run.code).toBe(1);
    const report = parseReport(run.stdout);
    expect(report.summary.fail).toBeGreaterThan(0);
    expect(report.results.find((r) => r.id === 'cache.ttl.tools-list')?.status).toBe('fail');
  });

  it('exits 2 with usage on bad arguments', async () => {
    const run = await cli(['check']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: mcp-console check <url>');
  });
});
