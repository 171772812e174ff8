import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { QaTargetServer } from '../../e2e/fixtures/qa-target/http';
import { finished, type CliRun } from '../package/run-cli';
import { spawnSourceCli } from './source-cli';

/** Runs `mcp-console …` as CI would and collects its exit code and output. */
function cli(args: string[]): Promise<CliRun> {
  return finished(spawnSourceCli(args));
}

interface Finding {
  tool: string;
  kind: string;
  input: Record<string, unknown>;
  detail: string;
  reproduce: { command: string; curl: string };
}

function findingsOf(stdout: string): { seed: number; cases: number; findings: Finding[] } {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== 'object' || parsed === null || !('findings' in parsed) || !Array.isArray(parsed.findings)) throw new Error(`not a fuzz report: ${stdout.slice(0, 200)}`);
  const seed = 'seed' in parsed ? Number(parsed.seed) : NaN;
  const cases = 'cases' in parsed ? Number(parsed.cases) : NaN;
  // The CLI's own JSON, read back as the shape the ui-contract gives it.
  return { seed, cases, findings: parsed.findings.filter((f: unknown): f is Finding => typeof f === 'object' && f !== null && 'kind' in f && 'input' in f) };
}

async function destructiveCalls(server: QaTargetServer): Promise<unknown> {
  const log: unknown = await (await fetch(server.callsUrl)).json();
  return typeof log === 'object' && log !== null && 'delete_everything' in log ? log.delete_everything : undefined;
}

let faulty: QaTargetServer;
let twin: QaTargetServer;
beforeAll(async () => {
  [faulty, twin] = await Promise.all([startQaTarget(0, { faults: true, slowMs: 40 }), startQaTarget(0, { faults: false, slowMs: 40 })]);
});
afterAll(async () => {
  await Promise.all([faulty.close(), twin.close()]);
});

// Each case starts the CLI (and one a stdio server): seconds each on the slow 2-core CI machine.
describe('mcp-console fuzz (CLI) on the QA target', { timeout: 90_000 }, () => {
  it('finds each planted fault with its input, exits 1, and never calls the destructive tool', async () => {
    const run = await cli(['fuzz', faulty.url, '--timeout', '500', '--seed', '5', '--format', 'json']);
    expect(run.code, run.stderr).toBe(1);
    const report = findingsOf(run.stdout);
    expect(report.seed).toBe(5);
    const lookup = report.findings.filter((f) => f.tool === 'lookup');
    expect(lookup).toContainEqual(expect.objectContaining({ kind: 'hang', input: { query: 'a', limit: 100 } }));
    expect(lookup).toContainEqual(expect.objectContaining({ kind: 'leak', input: { query: '', mode: 'prefix' } }));
    expect(lookup).toContainEqual(expect.objectContaining({ kind: 'invalid-accepted', input: { query: 'a', limit: '1' } }));
    const crash = lookup.find((f) => f.kind === 'crash');
    expect(crash?.detail).toBe('HTTP 500 (text/html)');
    expect(String(crash?.input.query).length).toBeGreaterThan(64);
    // Nothing but the planted faults: the slow tool and every other input are fine.
    expect(report.findings.map((f) => f.kind).sort()).toEqual(['crash', 'hang', 'invalid-accepted', 'leak']);
    const hang = lookup.find((f) => f.kind === 'hang');
    expect(hang?.reproduce.command).toBe(`mcp-console fuzz ${faulty.url} --tool lookup --seed 5 --timeout 500`);
    expect(hang?.reproduce.curl).toContain(`'mcp-name: lookup'`);
    expect(hang?.reproduce.curl).toContain('"arguments":{"query":"a","limit":100}');
    expect(await destructiveCalls(faulty)).toBe(0);
  });

  it('gives the correct twin exit 0 with no finding, as JUnit', async () => {
    const run = await cli(['fuzz', twin.url, '--timeout', '2000', '--format', 'junit']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('<testsuite name="lookup"');
    expect(run.stdout).toContain('<testsuite name="slow_echo"');
    expect(run.stdout).not.toContain('<failure');
    expect(await destructiveCalls(twin)).toBe(0);
  });

  it('fuzzes a stdio server started with -- <command>, and reports the process that crashed', async () => {
    const run = await cli(['fuzz', '--timeout', '500', '--format', 'json', '--', process.execPath, '--import', 'tsx', 'e2e/fixtures/qa-target-server.ts', '--stdio']);
    expect(run.code, run.stderr).toBe(1);
    const report = findingsOf(run.stdout);
    const crash = report.findings.find((f) => f.kind === 'crash');
    expect(crash?.tool).toBe('lookup');
    expect(crash?.detail).toContain('exited with code 70');
    expect(String(crash?.input.query).length).toBeGreaterThan(64);
    expect(report.findings.filter((f) => f.kind !== 'hang' && f.kind !== 'leak' && f.kind !== 'invalid-accepted')).toEqual([crash]);
    expect(crash?.reproduce.command).toMatch(/^mcp-console fuzz --tool lookup --seed 1 --timeout 500 -- /);
  });
});
