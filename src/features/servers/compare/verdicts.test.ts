import { describe, expect, it } from 'vitest';
import type { CheckResult, CheckStatus } from '../../../qa/conformance';
import { checksPlan, compareVerdicts, runTime, summaryLine } from './verdicts';

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

  it('runs only the side with no report in this tab, and offers both again once each has one', () => {
    const staging = { name: 'staging' };
    const prod = { name: 'prod' };
    expect(checksPlan({ server: staging, reported: false }, { server: prod, reported: false })).toEqual({ servers: [staging, prod], label: 'Run checks on both' });
    expect(checksPlan({ server: staging, reported: true }, { server: prod, reported: false })).toEqual({ servers: [prod], label: 'Run checks on prod' });
    expect(checksPlan({ server: staging, reported: false }, { server: prod, reported: true })).toEqual({ servers: [staging], label: 'Run checks on staging' });
    expect(checksPlan({ server: staging, reported: true }, { server: prod, reported: true })).toEqual({ servers: [staging, prod], label: 'Run checks on both again' });
  });

  it('says when a run started in hours and minutes of local time', () => {
    const at = new Date(2026, 11, 6, 7, 12, 40);
    expect(runTime(at.toISOString())).toBe('07:12');
  });
});
