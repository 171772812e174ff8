import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diffOutcomes } from '../../recording/history/diff-model';
import type { HistoryCall } from '../../recording/history/types';
import { DiffView } from './diff-view';
import { HistoryTable } from './history-table';

afterEach(cleanup);

function call(n: number, text: string, extra: Partial<HistoryCall> = {}): HistoryCall {
  return { id: `c${n}`, method: 'tools/call', target: 'echo', params: { name: 'echo', arguments: { text } }, result: { content: [{ type: 'text', text }] }, startedAt: n * 1000, durationMs: 12, ...extra };
}

describe('History views', () => {
  it('lists calls newest first with method, target, arguments, status and a Re-run per row', async () => {
    const onToggle = vi.fn();
    const onRerun = vi.fn();
    const calls = [call(1, 'one'), call(2, 'two', { result: undefined, error: { message: 'Invalid params', code: -32602 } })];
    render(<HistoryTable calls={calls} selected={new Set(['c1'])} onToggle={onToggle} onRerun={onRerun} running={new Set()} />);
    const rows = within(screen.getByRole('table', { name: 'History' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('2tools/callecho{"text":"two"}error -32602'), expect.stringContaining('1tools/callecho{"text":"one"}ok')]);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select call 1' }).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select call 2' }));
    expect(onToggle).toHaveBeenCalledWith('c2');
    const [first] = rows;
    if (first === undefined) throw new Error('no row');
    await userEvent.click(within(first).getByRole('button', { name: 'Re-run' }));
    expect(onRerun).toHaveBeenCalledWith(calls[1]);
  });

  it('cannot re-run while nothing is connected', () => {
    render(<HistoryTable calls={[call(1, 'one')]} selected={new Set()} onToggle={() => undefined} onRerun={undefined} running={new Set()} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Re-run' }).disabled).toBe(true);
  });

  it('shows region Diff with the changed lines as deletions and insertions', () => {
    const a = { number: 1, call: call(1, 'alpha\nbeta') };
    const b = { number: 2, call: call(2, 'alpha\ngamma') };
    render(<DiffView a={a} b={b} diff={diffOutcomes(a.call, b.call)} onClose={() => undefined} />);
    const diff = screen.getByRole('region', { name: 'Diff' });
    expect(within(diff).getByRole('status').textContent).toBe('1 difference');
    expect(within(diff).getAllByRole('deletion').map((d) => d.textContent)).toContain('− beta');
    expect(within(diff).getAllByRole('insertion').map((d) => d.textContent)).toContain('+ gamma');
  });
});
