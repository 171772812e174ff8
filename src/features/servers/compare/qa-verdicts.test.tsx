import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckResult, CheckStatus, ConformanceReport } from '../../../qa/conformance';
import { QaVerdicts } from './qa-verdicts';

afterEach(cleanup);

const STARTED = new Date(2026, 11, 6, 7, 12, 5);

function report(url: string, statuses: Record<string, CheckStatus>): ConformanceReport {
  const results = Object.entries(statuses).map(([id, status]): CheckResult => ({ id, title: `Title of ${id}`, severity: 'error', spec: '', status, message: '', evidence: [], durationMs: 1 }));
  const summary = { pass: 0, fail: 0, warn: 0, 'n/a': 0 };
  for (const r of results) summary[r.status] += 1;
  return { url, era: 'modern', protocolVersion: '2026-07-28', environment: 'browser', startedAt: STARTED.toISOString(), durationMs: 5, results, summary };
}

describe('the comparison’s QA reports', () => {
  it('shows a side already checked in this tab at once, with its time and Run again, and the other as not run yet', async () => {
    const onRunAgain = vi.fn();
    render(<QaVerdicts from={{ name: 'staging', report: report('http://a/mcp', { 'x.one': 'pass' }) }} to={{ name: 'prod', report: undefined }} busy={false} onRunAgain={onRunAgain} />);
    const region = screen.getByRole('region', { name: 'QA reports' });
    expect(region.textContent).toContain('QA run at 07:12: 0 fail · 0 warn · 1 pass · 0 n/a');
    expect(region.textContent).toContain('Not run yet');
    expect(within(region).queryByRole('table', { name: 'Verdicts' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Run again on prod' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Run again on staging' }));
    expect(onRunAgain).toHaveBeenCalledWith('from');
  });

  it('lists the verdicts of both once both have a report, differing checks first, and Run again waits for a run going on', () => {
    render(
      <QaVerdicts
        from={{ name: 'staging', report: report('http://a/mcp', { 'a.same': 'pass', 'b.broke': 'pass' }) }}
        to={{ name: 'prod', report: report('http://b/mcp', { 'a.same': 'pass', 'b.broke': 'fail' }) }}
        busy
        onRunAgain={() => undefined}
      />,
    );
    const region = screen.getByRole('region', { name: 'QA reports' });
    expect(region.textContent).toContain('1 check differs.');
    const rows = within(within(region).getByRole('table', { name: 'Verdicts' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['checkstagingprod', 'differs b.broke Title of b.brokepassfail', ' a.same Title of a.samepasspass']);
    expect(within(region).getByRole('button', { name: 'Run again on prod' })).toHaveProperty('disabled', true);
  });
});
