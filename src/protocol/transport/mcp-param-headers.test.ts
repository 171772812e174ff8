import { describe, expect, it } from 'vitest';
import { encodeHeaderValue, isPlainSafe, paramHeaders, scanHeaderParams } from './mcp-param-headers';

describe('encodeHeaderValue (spec §7.3)', () => {
  it('sends plain-safe strings as they are', () => {
    expect(encodeHeaderValue('us-west1')).toBe('us-west1');
    expect(encodeHeaderValue('a b\tc')).toBe('a b\tc');
  });

  it('base64-encodes non-ASCII with the lowercase sentinel', () => {
    expect(encodeHeaderValue('Hello, 世界')).toBe('=?base64?SGVsbG8sIOS4lueVjA==?=');
  });

  it('base64-encodes edge whitespace, control characters and the empty string', () => {
    expect(encodeHeaderValue(' padded ')).toBe('=?base64?IHBhZGRlZCA=?=');
    expect(encodeHeaderValue('\tlead')).toBe(`=?base64?${btoa('\tlead')}?=`);
    expect(encodeHeaderValue('a\r\nb')).toBe(`=?base64?${btoa('a\r\nb')}?=`);
    expect(encodeHeaderValue('')).toBe('=?base64??=');
  });

  it('encodes a plain value that already looks like the sentinel', () => {
    expect(encodeHeaderValue('=?base64?abc?=')).toBe(`=?base64?${btoa('=?base64?abc?=')}?=`);
    expect(encodeHeaderValue('=?base64?abc')).toBe('=?base64?abc');
  });

  it('converts integers to decimal and booleans to true/false', () => {
    expect(encodeHeaderValue(42)).toBe('42');
    expect(encodeHeaderValue(-7)).toBe('-7');
    expect(encodeHeaderValue(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    expect(encodeHeaderValue(true)).toBe('true');
    expect(encodeHeaderValue(false)).toBe('false');
  });

  it('classifies plain-safe values', () => {
    expect(isPlainSafe('abc')).toBe(true);
    expect(isPlainSafe('')).toBe(false);
    expect(isPlainSafe('trailing ')).toBe(false);
    expect(isPlainSafe('é')).toBe(false);
    expect(isPlainSafe('\u007f')).toBe(false);
  });
});

const schema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'object', properties, ...extra });

describe('scanHeaderParams (spec §7.4)', () => {
  it('collects declarations reachable through properties, at any depth', () => {
    const scan = scanHeaderParams(
      schema({
        region: { type: 'string', 'x-mcp-header': 'Region' },
        opts: { type: 'object', properties: { dry: { type: 'boolean', 'x-mcp-header': 'Dry-Run' } } },
        count: { type: 'integer', 'x-mcp-header': 'Count' },
        plain: { type: 'string' },
      }),
    );
    expect(scan).toEqual({
      valid: true,
      params: [
        { header: 'Region', path: ['region'], type: 'string' },
        { header: 'Dry-Run', path: ['opts', 'dry'], type: 'boolean' },
        { header: 'Count', path: ['count'], type: 'integer' },
      ],
    });
  });

  it.each([
    ['an empty name', schema({ a: { type: 'string', 'x-mcp-header': '' } }), /non-empty/],
    ['a name with a space', schema({ a: { type: 'string', 'x-mcp-header': 'My Region' } }), /RFC 9110 token/],
    ['a name with CR/LF', schema({ a: { type: 'string', 'x-mcp-header': 'A\r\nB' } }), /RFC 9110 token/],
    ['a non-string name', schema({ a: { type: 'string', 'x-mcp-header': 3 } }), /non-empty string/],
    ['a number property', schema({ a: { type: 'number', 'x-mcp-header': 'A' } }), /not "number"/],
    ['an object property', schema({ a: { type: 'object', 'x-mcp-header': 'A' } }), /not "object"/],
    ['a property without type', schema({ a: { 'x-mcp-header': 'A' } }), /not null/],
    ['a duplicate name (case-insensitive)', schema({ a: { type: 'string', 'x-mcp-header': 'Region' }, b: { type: 'string', 'x-mcp-header': 'REGION' } }), /declared twice/],
    ['a declaration under items', schema({ a: { type: 'array', items: { type: 'string', 'x-mcp-header': 'A' } } }), /not reachable/],
    ['a declaration under anyOf', schema({}, { anyOf: [schema({ a: { type: 'string', 'x-mcp-header': 'A' } })] }), /not reachable/],
    ['a declaration under $defs', schema({}, { $defs: { x: { type: 'string', 'x-mcp-header': 'A' } } }), /not reachable/],
    ['a declaration under additionalProperties', schema({}, { additionalProperties: { type: 'string', 'x-mcp-header': 'A' } }), /not reachable/],
    ['a declaration on the root', { type: 'object', 'x-mcp-header': 'A' }, /not reachable/],
  ])('rejects %s', (_label, inputSchema, reason) => {
    const scan = scanHeaderParams(inputSchema);
    expect(scan.valid).toBe(false);
    if (!scan.valid) expect(scan.reason).toMatch(reason);
  });

  it('accepts a schema without declarations', () => {
    expect(scanHeaderParams(schema({ a: { type: 'number' } }))).toEqual({ valid: true, params: [] });
  });
});

describe('paramHeaders', () => {
  const params = [
    { header: 'Region', path: ['region'], type: 'string' as const },
    { header: 'Dry-Run', path: ['opts', 'dry'], type: 'boolean' as const },
    { header: 'Count', path: ['count'], type: 'integer' as const },
  ];

  it('mirrors present values with the spec encoding', () => {
    expect(paramHeaders(params, { region: 'Zürich', opts: { dry: false }, count: 3 })).toEqual({
      'Mcp-Param-Region': `=?base64?${btoa(String.fromCharCode(...new TextEncoder().encode('Zürich')))}?=`,
      'Mcp-Param-Dry-Run': 'false',
      'Mcp-Param-Count': '3',
    });
  });

  it('omits absent and null values', () => {
    expect(paramHeaders(params, { region: null, opts: {} })).toEqual({});
  });
});
