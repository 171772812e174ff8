import { describe, expect, it } from 'vitest';
import { gateFailures, loadRows } from './stats';
import type { LoadSample, LoadTarget } from './types';

const TARGETS: LoadTarget[] = [
  { method: 'tools/list', name: undefined, params: {} },
  { method: 'tools/call', name: 'slow_echo', params: { name: 'slow_echo', arguments: {} } },
];

describe('load rows and gates', () => {
  const samples: LoadSample[] = [
    ...Array.from({ length: 19 }, (): LoadSample => ({ target: 1, ms: 40.04, outcome: 'ok' })),
    { target: 1, ms: 900, outcome: 'error', error: 'no answer within 900 ms' },
    { target: 1, ms: 12, outcome: 'cancelled' },
    { target: 0, ms: 5, outcome: 'ok' },
  ];
  const rows = loadRows(TARGETS, samples, 2000);

  it('counts answered requests per target, errors among them, and leaves cancelled ones out of the latencies', () => {
    expect(rows[1]).toEqual({ method: 'tools/call', name: 'slow_echo', count: 20, errors: 1, cancelled: 1, perSecond: 10, p50Ms: 40, p95Ms: 40, p99Ms: 900, firstError: 'no answer within 900 ms' });
    expect(rows[0]).toMatchObject({ method: 'tools/list', name: null, count: 1, errors: 0, cancelled: 0, p95Ms: 5 });
  });

  it('breaks --p95-max only for a row above it, and --error-rate-max for a row whose share of errors is above it', () => {
    expect(gateFailures(rows, { p95MaxMs: 40 })).toEqual([]);
    expect(gateFailures(rows, { p95MaxMs: 39 })).toEqual(['tools/call slow_echo: p95 40 ms is above --p95-max 39 ms']);
    expect(gateFailures(rows, { errorRateMax: 0.05 })).toEqual([]);
    expect(gateFailures(rows, { errorRateMax: 0.01 })).toEqual(['tools/call slow_echo: error rate 0.050 (1 of 20) is above --error-rate-max 0.01']);
  });

  it('fails every gate for a row that got no answer at all', () => {
    const silent = loadRows(TARGETS.slice(0, 1), [{ target: 0, ms: 3, outcome: 'cancelled' }], 1000);
    expect(gateFailures(silent, { p95MaxMs: 1000, errorRateMax: 1 })).toHaveLength(2);
    expect(gateFailures(silent, {})).toEqual([]);
  });
});
