import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_TIMEOUT_MS, MIN_REQUEST_TIMEOUT_MS, parseRequestTimeout } from './request-timeout';

describe('parseRequestTimeout', () => {
  it('reads ?timeout= in milliseconds', () => {
    expect(parseRequestTimeout('?server=x&timeout=2000')).toBe(2000);
  });

  it('keeps the default when absent or not a number', () => {
    expect(parseRequestTimeout('?server=x')).toBeUndefined();
    expect(parseRequestTimeout('?timeout=')).toBeUndefined();
    expect(parseRequestTimeout('?timeout=soon')).toBeUndefined();
  });

  it('clamps out-of-range values', () => {
    expect(parseRequestTimeout('?timeout=1')).toBe(MIN_REQUEST_TIMEOUT_MS);
    expect(parseRequestTimeout('?timeout=99999999')).toBe(MAX_REQUEST_TIMEOUT_MS);
  });
});
