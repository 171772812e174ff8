import type { CheckResult, ConformanceReport } from '../../src/qa/conformance';

/** One check result for the report writers' unit tests. */
export function testResult(id: string, status: CheckResult['status'], message = `${id} says ${status}`): CheckResult {
  return { id, title: `Title of ${id}`, severity: status === 'warn' ? 'warning' : 'error', spec: '§12 Caching hints', status, message, evidence: [3, 4], durationMs: 12 };
}

/** A report holding `results`, with a summary that counts them. */
export function testReport(results: CheckResult[]): ConformanceReport {
  const count = (s: CheckResult['status']): number => results.filter((r) => r.status === s).length;
  return {
    url: 'http://127.0.0.1:1/mcp',
    era: 'modern',
    protocolVersion: '2026-07-28',
    environment: 'node',
    startedAt: '2026-12-03T07:00:00.000Z',
    durationMs: 1500,
    results,
    summary: { pass: count('pass'), fail: count('fail'), warn: count('warn'), 'n/a': count('n/a') },
  };
}
