import { describe, expect, it } from 'vitest';
import { runChecks } from './run-checks';
import { changingState } from './run-order';
import type { ConformanceCheck } from './types';
import { fail, pass } from './verdict';
import { standInTarget } from './checks/stand-in.test-util';

const rule = { keyword: 'MUST', source: 'test', quote: 'test' } as const;

/** A stand-in server with one piece of state: whether a subscription is open. */
function checks(state: { open: boolean }, order: string[]): ConformanceCheck[] {
  const check = (id: string, run: () => boolean, extra: Partial<ConformanceCheck> = {}): ConformanceCheck => ({
    id,
    title: id,
    severity: 'error',
    rule,
    spec: '§0',
    applies: { era: 'any' },
    run: () => {
      order.push(id);
      return Promise.resolve(run() ? pass('ok') : fail('not ok'));
    },
    ...extra,
  });
  return [
    ...changingState([check('opens.subscription', () => (state.open = true))], 'an open subscription'),
    check('sees.fresh-server', () => !state.open),
    check('inspects.run', () => false, { inspectsRun: true }),
    check('ends.connection', () => true, { endsConnection: true }),
  ];
}

const target = () => standInTarget({ url: 'http://127.0.0.1:1/mcp', era: 'modern', fetch: () => Promise.resolve(new Response(null, { status: 202 })) });

describe('run order and state left by earlier checks', () => {
  it('a check that leaves state runs after those that leave none, before the run-wide inspections and the connection end', async () => {
    const state = { open: false };
    const order: string[] = [];
    const report = await runChecks(target(), { checks: checks(state, order) });
    expect(order).toEqual(['sees.fresh-server', 'opens.subscription', 'inspects.run', 'ends.connection']);
    expect(report.results.find((r) => r.id === 'sees.fresh-server')?.status).toBe('pass');
  });

  it('a fail after a state change says what came before; one before it does not', async () => {
    const report = await runChecks(target(), { checks: checks({ open: false }, []) });
    expect(report.results.find((r) => r.id === 'inspects.run')?.message).toMatch(/^not ok .* \(Ran after earlier checks left state in the server: an open subscription\.\)$/);
    const alone = await runChecks(target(), { checks: checks({ open: false }, []), only: ['inspects.run'] });
    expect(alone.results[0]?.message).not.toContain('Ran after');
  });
});
