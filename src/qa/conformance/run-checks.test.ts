import { describe, expect, it } from 'vitest';
import { reportFails, reportToMarkdown } from './report-format';
import { runCheck, summarize } from './run-checks';
import type { CheckContext, ConformanceCheck, ConformanceReport } from './types';

/** Only the fields the runner reads; a check under test never touches the rest. */
function context(overrides: Partial<CheckContext>): CheckContext {
  const unused = () => Promise.reject(new Error('not used by this test'));
  return {
    url: 'http://127.0.0.1:1/mcp',
    era: 'modern',
    protocolVersion: '2026-07-28',
    environment: 'node',
    transport: 'http',
    stdio: undefined,
    capabilities: { tools: {} },
    rpc: unused,
    discover: unused,
    walk: unused,
    reads: unused,
    stream: unused,
    http: unused,
    canForgeHost: false,
    options: {},
    cors: unused,
    outcomes: () => [],
    exchanges: () => [],
    ...overrides,
  };
}

function check(partial: Partial<ConformanceCheck>): ConformanceCheck {
  return {
    id: 'x.y',
    title: 'X',
    severity: 'error',
    rule: { keyword: 'MUST', source: 'test', quote: 'It MUST work.' },
    spec: '§1',
    applies: { era: 'any' },
    run: () => Promise.resolve({ outcome: 'fail', message: 'broken', evidence: [3, 3, 4] }),
    ...partial,
  };
}

describe('runCheck', () => {
  it('reports a failed error check as fail and a failed warning check as warn, with unique evidence', async () => {
    const failed = await runCheck(check({}), context({}));
    expect(failed).toMatchObject({ status: 'fail', evidence: [3, 4] });
    // A fail quotes the rule it rests on, with its keyword.
    expect(failed.message).toMatch(/^broken The spec: ".+" \((MUST|SHOULD|MAY|best-practice), .+\)\.$/);
    expect(await runCheck(check({ severity: 'warning' }), context({}))).toMatchObject({ status: 'warn' });
  });

  it('marks checks n/a for another era, another environment or an undeclared capability, without running them', async () => {
    const never = () => Promise.reject(new Error('must not run'));
    expect((await runCheck(check({ applies: { era: 'legacy' }, run: never }), context({}))).status).toBe('n/a');
    expect((await runCheck(check({ applies: { era: 'any', environment: 'browser' }, run: never }), context({}))).status).toBe('n/a');
    const prompts = await runCheck(check({ applies: { era: 'any', capability: 'prompts' }, run: never }), context({}));
    expect(prompts).toMatchObject({ status: 'n/a', message: 'The server does not declare the prompts capability.' });
  });

  it('turns a check that throws into a failure instead of stopping the run', async () => {
    const result = await runCheck(check({ run: () => Promise.reject(new Error('boom')) }), context({}));
    expect(result).toMatchObject({ status: 'fail', message: 'The check itself failed: boom' });
  });
});

describe('report formats', () => {
  const results = [
    { id: 'a', title: 'A', severity: 'error' as const, spec: '§1', status: 'pass' as const, message: 'fine | really', evidence: [1], durationMs: 1 },
    { id: 'b', title: 'B', severity: 'warning' as const, spec: '§2', status: 'warn' as const, message: 'two\nlines', evidence: [], durationMs: 1 },
    { id: 'c', title: 'C', severity: 'warning' as const, keyword: 'best-practice' as const, spec: '§7.1', status: 'warn' as const, message: 'Host', evidence: [], durationMs: 1 },
  ];
  const report: ConformanceReport = {
    url: 'http://x/mcp',
    era: 'modern',
    protocolVersion: '2026-07-28',
    environment: 'node',
    startedAt: '2026-12-02T00:00:00.000Z',
    durationMs: 5,
    results,
    summary: summarize(results),
  };

  it('renders a Markdown table whose cells cannot break the table', () => {
    const markdown = reportToMarkdown(report);
    expect(markdown).toContain('| a | ✅ pass | error | §1 | fine \\| really | #1 |');
    expect(markdown).toContain('| b | ⚠️ warn | warning | §2 | two lines |  |');
    expect(markdown).toContain('| c | ⚠️ warn | warning (best practice) | §7.1 | Host |  |');
    expect(markdown).toContain('- Result: 1 pass, 0 fail, 2 warn, 0 n/a');
  });

  it('fails CI on fail, and on warn only with --fail-on warning', () => {
    expect(reportFails(report)).toBe(false);
    expect(reportFails(report, 'warning')).toBe(true);
  });
});
