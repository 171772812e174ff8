import { describe, expect, it } from 'vitest';
import type { CheckResult, CheckStatus } from '../../../qa/conformance';
import { compareVerdicts, summaryLine } from './verdicts';

function result(id: string, status: CheckStatus): CheckResult {
  return { id, title: `Title of ${id}`, severity: 'error', spec: '', status, message: '', evidence: [], durationMs: 1 };
}

describe('QA verdicts side by side', () => {
  it('lists every check of either run once, those whose verdicts differ first', () => {
    const rows = compareVerdicts(
      [result('b.same', 'pass'), result('a.fixed', 'fail'), result('c.only-before', 'warn')],
      [result('a.fixed', 'pass'), result('b.same', 'pass'), result('d.only-after', 'n/a')],
    );
    expect(rows.map((r) => [r.id, r.from, r.to, r.differs])).toEqual([
      ['a.fixed', 'fail', 'pass', true],
      ['c.only-before', 'warn', undefined, true],
      ['d.only-after', undefined, 'n/a', true],
      ['b.same', 'pass', 'pass', false],
    ]);
    expect(rows[0]?.title).toBe('Title of a.fixed');
  });

  it('summarises a run failures first', () => {
    expect(summaryLine({ pass: 30, fail: 2, warn: 1, 'n/a': 5 })).toBe('2 fail · 1 warn · 30 pass · 5 n/a');
  });
});
