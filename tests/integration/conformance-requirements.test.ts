import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer } from '../../demo-server/http';
import { startEverything } from '../../e2e/fixtures/everything';
import { isRecord } from '../../src/lib/is-record';
import { McpSession } from '../../src/protocol';
import { ALL_CHECKS, checkTargetFromSession, requirementsTable, runChecks, type RequirementRevision, type RequirementsTable } from '../../src/qa/conformance';
import { finished, type CliRun } from '../package/run-cli';
import { DEMO_2026, EVERYTHING_2025, EVERYTHING_2026 } from './conformance-requirements.pins';
import { spawnSourceCli } from './source-cli';

/** Each scenario as `id: status (verdict)`, the form the pins below read in. */
function rows(table: RequirementsTable): string[] {
  return table.rows.map((r) => `${r.scenario}: ${r.status}${r.verdict === undefined ? '' : ` (${r.verdict})`}`);
}

/** One run of every check (no tool calls, as `check` without flags), then the tables of both revisions. */
async function tables(url: string): Promise<Record<RequirementRevision, RequirementsTable>> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node' });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    const report = await runChecks(target, { requirements: '2026-07-28' });
    const server = { capabilities: target.capabilities, transport: 'http' as const, protocolVersion: target.protocolVersion };
    expect(report.requirements).toEqual(requirementsTable('2026-07-28', ALL_CHECKS, report.results, server));
    return { '2026-07-28': requirementsTable('2026-07-28', ALL_CHECKS, report.results, server), '2025-11-25': requirementsTable('2025-11-25', ALL_CHECKS, report.results, server) };
  } finally {
    await session.close();
  }
}

function cli(args: string[]): Promise<CliRun> {
  return finished(spawnSourceCli(['check', ...args]));
}

let demo: { url: string; close(): Promise<void> };
let everything: { url: string; close(): Promise<void> };
beforeAll(async () => {
  [demo, everything] = await Promise.all([startDemoHttpServer({ port: 0 }), startEverything(0)]);
});
afterAll(async () => {
  await Promise.all([demo.close(), everything.close()]);
});

describe('the official requirements table', () => {
  it('pins 2026-07-28 on the reference fixture and both revisions on unmodified server-everything', async () => {
    const onDemo = await tables(demo.url);
    expect(rows(onDemo['2026-07-28'])).toEqual(DEMO_2026);
    const onEverything = await tables(everything.url);
    expect(rows(onEverything['2026-07-28'])).toEqual(EVERYTHING_2026);
    expect(rows(onEverything['2025-11-25'])).toEqual(EVERYTHING_2025);
    // Its two true failures show where they belong: DNS rebinding, and the ended session's 400.
    const failing = onEverything['2025-11-25'].rows.filter((r) => r.verdict === 'fail');
    expect(failing.map((r) => [r.scenario, r.checks.filter((c) => c.status === 'fail').map((c) => c.id)])).toEqual([
      ['dns-rebinding-protection', ['http.origin-validated']],
      ['server-session-lifecycle', ['http.ended-session']],
    ]);
  }, 60_000);
});

describe('mcp-console check --requirements', () => {
  it('adds the table to the JSON report, each scenario with its covering checks and their status here', async () => {
    const run = await cli([demo.url, '--json', '--requirements', '2026-07-28', '--only', 'cache.*']);
    expect(run.code, run.stderr).toBe(0);
    const report: unknown = JSON.parse(run.stdout);
    const table = isRecord(report) ? report.requirements : undefined;
    expect(table).toMatchObject({ revision: '2026-07-28', serverVersion: '2026-07-28', summary: { covered: 6, 'partly covered': 15, 'not covered': 16, 'n/a': 0 } });
    const tableRows: unknown[] = isRecord(table) && Array.isArray(table.rows) ? table.rows : [];
    const row = (scenario: string) => tableRows.find((r) => isRecord(r) && r.scenario === scenario);
    expect(row('caching')).toMatchObject({ status: 'covered', verdict: 'pass' });
    const caching = row('caching');
    expect(isRecord(caching) ? caching.checks : []).toContainEqual({ id: 'cache.ttl.tools-list', coverage: 'shared', status: 'pass' });
    // Left out by --only: still mapped, but nothing judged it here.
    expect(row('tools-list')).toMatchObject({ status: 'partly covered', verdict: 'not run' });
  }, 90_000);

  it('ends the Markdown report with the table of the revision asked for, and refuses an unknown revision', async () => {
    const run = await cli([everything.url, '--requirements', '2025-11-25', '--only', 'lifecycle.*']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('## Official requirements: 2025-11-25');
    expect(run.stdout).toContain('| `ping` | covered | pass | `lifecycle.ping` (full: pass) |');
    expect(run.stdout).toContain('| `prompts-get-with-args` | not covered | — | — |');
    const wrong = await cli([demo.url, '--requirements', '2024-01-01']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--requirements takes "2026-07-28", "2025-11-25", not "2024-01-01"');
  }, 120_000);
});
