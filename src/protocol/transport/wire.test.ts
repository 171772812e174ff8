import { describe, expect, it } from 'vitest';
import { encodeHeaderValue } from './wire';

describe('encodeHeaderValue (spec §7.3)', () => {
  it('sends plain-safe ASCII as is', () => {
    expect(encodeHeaderValue('demo://docs/readme.md')).toBe('demo://docs/readme.md');
  });

  it('encodes non-ASCII, edge whitespace and empty values as a base64 sentinel', () => {
    expect(encodeHeaderValue('Hello, 世界')).toBe('=?base64?SGVsbG8sIOS4lueVjA==?=');
    expect(encodeHeaderValue(' padded ')).toBe('=?base64?IHBhZGRlZCA=?=');
    expect(encodeHeaderValue('')).toBe('=?base64??=');
  });

  it('encodes a plain value that already looks like the sentinel', () => {
    expect(encodeHeaderValue('=?base64?abc?=')).toBe(`=?base64?${btoa('=?base64?abc?=')}?=`);
  });
});
