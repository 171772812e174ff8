import { describe, expect, it } from 'vitest';
import type { CheckResult, CheckStatus, ConformanceReport } from '../../qa/conformance';
import { compareRuns, loadRun, saveRun } from './run-history';
import { groupResults, NO_REPORT_FILTER, openByDefault } from './report-view';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const result = (id: string, status: CheckStatus, severity: CheckResult['severity'] = 'error'): CheckResult => ({
  id,
  title: `title of ${id}`,
  severity,
  spec: '§8',
  status,
  message: `message ${id}`,
  evidence: [],
  durationMs: 0,
});

const report = (url: string, results: CheckResult[]): ConformanceReport => ({
  url,
  era: 'modern',
  protocolVersion: '2026-07-28',
  environment: 'browser',
  startedAt: '2026-01-02T03:04:05.000Z',
  durationMs: 1,
  results,
  summary: { pass: 0, fail: 0, warn: 0, 'n/a': 0 },
});

describe('run history', () => {
  it('keeps the last run per server and reads back only its own versioned schema', () => {
    const storage = memoryStorage();
    saveRun(storage, report('http://a/mcp', [result('tools.x', 'fail')]));
    saveRun(storage, report('http://b/mcp', [result('tools.x', 'pass')]));
    expect(loadRun(storage, 'http://a/mcp')).toEqual({ startedAt: '2026-01-02T03:04:05.000Z', statuses: { 'tools.x': 'fail' } });
    expect(loadRun(storage, 'http://b/mcp')?.statuses).toEqual({ 'tools.x': 'pass' });
    storage.setItem('mcp-console.qa-runs', JSON.stringify({ version: 99, runs: {} }));
    expect(loadRun(storage, 'http://a/mcp')).toBeUndefined();
    storage.setItem('mcp-console.qa-runs', '{broken');
    expect(loadRun(storage, 'http://a/mcp')).toBeUndefined();
  });

  it('marks new failures and fixed checks against the previous run', () => {
    const previous = { startedAt: 'x', statuses: { a: 'pass', b: 'fail', c: 'warn', d: 'fail' } as const };
    const changes = compareRuns(previous, [
      { id: 'a', status: 'fail' },
      { id: 'b', status: 'pass' },
      { id: 'c', status: 'warn' },
      { id: 'd', status: 'n/a' },
      { id: 'e', status: 'warn' },
    ]);
    expect([...changes]).toEqual([
      ['a', 'new failure'],
      ['b', 'fixed'],
      ['e', 'new failure'],
    ]);
    expect(compareRuns(undefined, [{ id: 'a', status: 'fail' }]).size).toBe(0);
  });
});

describe('report view', () => {
  const results = [result('tools.a', 'pass'), result('discover.b', 'fail'), result('tools.c', 'fail', 'warning'), result('discover.d', 'warn', 'warning')];

  it('groups by status then area in report order', () => {
    expect(groupResults(results, NO_REPORT_FILTER).map((g) => [g.key, g.results.map((r) => r.id)])).toEqual([
      ['fail:discovery', ['discover.b']],
      ['fail:tools', ['tools.c']],
      ['warn:discovery', ['discover.d']],
      ['pass:tools', ['tools.a']],
    ]);
    const statuses: CheckStatus[] = ['fail', 'warn', 'pass', 'n/a'];
    expect(statuses.map(openByDefault)).toEqual([true, true, false, false]);
  });

  it('filters by status, severity and text', () => {
    const ids = (filter: Parameters<typeof groupResults>[1]) => groupResults(results, filter).flatMap((g) => g.results.map((r) => r.id));
    expect(ids({ ...NO_REPORT_FILTER, statuses: ['pass', 'warn'] })).toEqual(['discover.d', 'tools.a']);
    expect(ids({ ...NO_REPORT_FILTER, severity: 'warning' })).toEqual(['tools.c', 'discover.d']);
    expect(ids({ ...NO_REPORT_FILTER, text: ' TITLE OF TOOLS' })).toEqual(['tools.c', 'tools.a']);
  });
});
