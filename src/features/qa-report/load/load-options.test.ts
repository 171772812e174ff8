import { describe, expect, it } from 'vitest';
import { DEFAULT_LOAD_OPTIONS, readLoadOptions } from './load-options';

describe('readLoadOptions', () => {
  it('gives the engine bench\'s defaults, and no gate when the limits are empty', () => {
    expect(readLoadOptions(DEFAULT_LOAD_OPTIONS)).toEqual({ concurrency: 4, durationMs: 10_000, gates: {} });
  });

  it('turns the limits into the gates bench takes as --p95-max and --error-rate-max', () => {
    expect(readLoadOptions({ concurrency: '2', durationSeconds: '2.5', p95MaxMs: '120', errorRateMax: '0.01' })).toEqual({
      concurrency: 2,
      durationMs: 2500,
      gates: { p95MaxMs: 120, errorRateMax: 0.01 },
    });
  });

  it('says what is wrong instead of running with a value it cannot use', () => {
    expect(readLoadOptions({ ...DEFAULT_LOAD_OPTIONS, concurrency: '0' })).toMatch(/^Concurrency/);
    expect(readLoadOptions({ ...DEFAULT_LOAD_OPTIONS, concurrency: '1.5' })).toMatch(/^Concurrency/);
    expect(readLoadOptions({ ...DEFAULT_LOAD_OPTIONS, durationSeconds: '' })).toMatch(/^Duration/);
    expect(readLoadOptions({ ...DEFAULT_LOAD_OPTIONS, p95MaxMs: 'fast' })).toMatch(/^The p95 limit/);
    expect(readLoadOptions({ ...DEFAULT_LOAD_OPTIONS, errorRateMax: '2' })).toMatch(/^The error-rate limit/);
  });
});
