import { describe, expect, it } from 'vitest';
import { applyBaseline, baselineFails, describeBaseline, parseBaseline, writeBaseline } from './baseline';
import type { CheckResult, CheckStatus, ConformanceReport } from './types';

function result(id: string, status: CheckStatus): CheckResult {
  return { id, title: id, severity: status === 'warn' ? 'warning' : 'error', spec: '§1', status, message: `${id} says ${status}`, evidence: [], durationMs: 0 };
}

function report(...results: CheckResult[]): ConformanceReport {
  const summary = { pass: 0, fail: 0, warn: 0, 'n/a': 0 };
  for (const r of results) summary[r.status]++;
  return { url: 'http://127.0.0.1:1/mcp', era: 'legacy', protocolVersion: '2025-11-25', environment: 'node', startedAt: '', durationMs: 0, results, summary };
}

describe('baseline', () => {
  const current = report(result('a.fails', 'fail'), result('b.warns', 'warn'), result('c.passes', 'pass'), result('d.new-fail', 'fail'));

  it('exits clean when only accepted checks fail, and marks them in the report', () => {
    const outcome = applyBaseline(report(result('a.fails', 'fail'), result('c.passes', 'pass')), { accepted: ['a.fails'] });
    expect(baselineFails(outcome)).toBe(false);
    expect(outcome.baselined).toEqual(['a.fails']);
    expect(outcome.report.results[0]?.status).toBe('fail');
    expect(outcome.report.results[0]?.message).toBe('[baselined] a.fails says fail');
  });

  it('still fails on a failure the baseline does not accept', () => {
    expect(baselineFails(applyBaseline(current, { accepted: ['a.fails'] }))).toBe(true);
  });

  it('reports accepted checks that now pass as stale, and ids the run did not report', () => {
    const outcome = applyBaseline(current, { accepted: ['a.fails', 'c.passes', 'z.gone', 'd.new-fail'] });
    expect(outcome.stale).toEqual(['c.passes']);
    expect(outcome.unknown).toEqual(['z.gone']);
    expect(baselineFails(outcome)).toBe(false);
    expect(describeBaseline(outcome)).toBe('baseline: 2 accepted finding(s), 1 stale entry (now passing: c.passes; remove from the baseline), 1 entry not in this run (z.gone)');
  });

  it('with failOn warning, an unaccepted warn fails and an accepted one does not', () => {
    expect(baselineFails(applyBaseline(current, { accepted: ['a.fails', 'd.new-fail'] }), 'warning')).toBe(true);
    expect(baselineFails(applyBaseline(current, { accepted: ['a.fails', 'd.new-fail', 'b.warns'] }), 'warning')).toBe(false);
  });

  it('round-trips: the baseline written from a report accepts exactly its fails and warns', () => {
    const text = writeBaseline(current);
    expect(parseBaseline(text)).toEqual({ accepted: ['a.fails', 'b.warns', 'd.new-fail'] });
    expect(baselineFails(applyBaseline(current, parseBaseline(text)), 'warning')).toBe(false);
  });

  it('rejects a malformed baseline file with the expected shape in the message', () => {
    expect(() => parseBaseline('{"accepted": "a"}')).toThrow('a baseline is {"accepted": ["check.id", …]}');
    expect(() => parseBaseline('[]')).toThrow('a baseline is');
  });
});
