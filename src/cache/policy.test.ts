import { describe, expect, it } from 'vitest';
import { LEGACY_HINTS_NOTE, MAX_STALE_TIME_MS, hintWarnings, readHints, scopeMismatch, staleTimeFromHints } from './policy';

describe('staleTimeFromHints (spec §12)', () => {
  it.each([
    ['a positive integer TTL', { ttlMs: 1_500 }, 1_500],
    ['zero: stale at once', { ttlMs: 0 }, 0],
    ['absent (older servers)', {}, 0],
    ['negative: ignored', { ttlMs: -5 }, 0],
    ['a string', { ttlMs: '1500' }, 0],
    ['null', { ttlMs: null }, 0],
    ['fractional: rounded down', { ttlMs: 1_500.9 }, 1_500],
    ['longer than a day: capped', { ttlMs: 7 * MAX_STALE_TIME_MS }, MAX_STALE_TIME_MS],
    ['exactly a day', { ttlMs: MAX_STALE_TIME_MS }, MAX_STALE_TIME_MS],
  ])('%s', (_label, result, expected) => {
    expect(staleTimeFromHints(result)).toBe(expected);
  });

  it('reads nothing from non-objects', () => {
    expect(staleTimeFromHints(undefined)).toBe(0);
    expect(staleTimeFromHints([1])).toBe(0);
  });
});

describe('readHints', () => {
  it('keeps the hints exactly as received next to their interpretation', () => {
    expect(readHints({ ttlMs: -1, cacheScope: 'shared' })).toEqual({ ttlMs: -1, cacheScope: undefined, raw: { ttlMs: -1, cacheScope: 'shared' } });
    expect(readHints({ contents: [] })).toEqual({ ttlMs: undefined, cacheScope: undefined, raw: {} });
  });
});

describe('hintWarnings', () => {
  it('is silent for well-formed modern hints', () => {
    expect(hintWarnings({ ttlMs: 0, cacheScope: 'public' }, 'modern')).toEqual([]);
  });

  it('flags a modern result without hints once', () => {
    expect(hintWarnings({ tools: [] }, 'modern')).toEqual([expect.stringContaining('no cache hints')]);
  });

  it('names each malformed hint', () => {
    expect(hintWarnings({ ttlMs: -10, cacheScope: 'public' }, 'modern')).toEqual(['ttlMs -10 is negative: treated as 0.']);
    expect(hintWarnings({ ttlMs: 2.5, cacheScope: 'private' }, 'modern')).toEqual(['ttlMs 2.5 is not an integer: rounded down to 2.']);
    expect(hintWarnings({ ttlMs: '60', cacheScope: 'public' }, 'modern')).toEqual(['ttlMs "60" is not a number: treated as 0.']);
    expect(hintWarnings({ ttlMs: 10, cacheScope: 'team' }, 'modern')).toEqual(['cacheScope "team" is not "public" or "private": treated as private.']);
    expect(hintWarnings({ ttlMs: 10 }, 'modern')).toEqual(['cacheScope is missing: treated as private.']);
    expect(hintWarnings({ cacheScope: 'public' }, 'modern')).toEqual(['ttlMs is missing: treated as 0 (stale at once).']);
    expect(hintWarnings({ ttlMs: MAX_STALE_TIME_MS + 1, cacheScope: 'public' }, 'modern')).toEqual([expect.stringContaining('exceeds 24 h')]);
  });

  it('gives legacy results a single note instead of warnings', () => {
    expect(hintWarnings({ tools: [] }, 'legacy')).toEqual([LEGACY_HINTS_NOTE]);
  });
});

describe('scopeMismatch', () => {
  it('warns when pages of one list disagree on cacheScope', () => {
    expect(scopeMismatch([{ cacheScope: 'public' }, { cacheScope: 'private' }])).toMatch(/page 1: public, page 2: private/);
  });

  it('accepts one scope, and ignores pages without a valid one', () => {
    expect(scopeMismatch([{ cacheScope: 'public' }, { cacheScope: 'public' }, { cacheScope: undefined }])).toBeUndefined();
    expect(scopeMismatch([])).toBeUndefined();
  });
});
