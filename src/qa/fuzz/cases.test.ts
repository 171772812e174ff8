import { describe, expect, it } from 'vitest';
import { generateCases } from './cases';
import { CASE_KINDS } from './types';

const SCHEMA = {
  type: 'object',
  properties: {
    query: { type: 'string', minLength: 1, maxLength: 8 },
    limit: { type: 'integer', minimum: 1, maximum: 10 },
    ratio: { type: 'number', exclusiveMaximum: 1 },
    mode: { type: 'string', enum: ['exact', 'prefix'] },
    flags: { type: 'array', items: { type: 'boolean' } },
    filter: { type: 'object', properties: { owner: { type: 'string' } }, required: ['owner'] },
  },
  required: ['query'],
  additionalProperties: false,
};

const cases = (seed: number, max = 500) => generateCases('search', SCHEMA, { seed, max });
const byLabel = (label: string) => cases(7).find((c) => c.label === label);

describe('fuzz case generation', () => {
  it('gives the same cases for the same seed, and other values for another seed', () => {
    expect(cases(7)).toEqual(cases(7));
    expect(JSON.stringify(cases(7))).not.toBe(JSON.stringify(cases(8)));
  });

  it('covers every kind of the issue, and the first case is the least valid arguments', () => {
    const all = cases(7);
    expect(new Set(all.map((c) => c.kind))).toEqual(new Set(CASE_KINDS));
    expect(all[0]).toMatchObject({ kind: 'valid', valid: true, input: { query: 'a' } });
  });

  it('probes each bound on both sides and labels each case by the schema', () => {
    expect(byLabel('limit: minimum − 1')).toMatchObject({ input: { query: 'a', limit: 0 }, valid: false });
    expect(byLabel('limit: minimum')).toMatchObject({ input: { limit: 1 }, valid: true });
    expect(byLabel('limit: maximum')).toMatchObject({ input: { limit: 10 }, valid: true });
    expect(byLabel('limit: maximum + 1')).toMatchObject({ input: { limit: 11 }, valid: false });
    expect(byLabel('ratio: exclusiveMaximum')).toMatchObject({ input: { ratio: 1 }, valid: false });
    expect(byLabel('query: length = maxLength')).toMatchObject({ input: { query: 'a'.repeat(8) }, valid: true });
    expect(byLabel('query: length = maxLength + 1')).toMatchObject({ input: { query: 'a'.repeat(9) }, valid: false });
    expect(byLabel('query: length = minLength − 1')).toMatchObject({ input: { query: '' }, valid: false });
  });

  it('sends NUL among the control characters, the wrong type, null, and values outside the enum', () => {
    const all = cases(7);
    expect(all.some((c) => c.kind === 'control-chars' && JSON.stringify(c.input).includes('\\u0000'))).toBe(true);
    expect(byLabel('limit: a number as a string')).toMatchObject({ input: { limit: '1' }, valid: false });
    expect(byLabel('arguments: null')).toMatchObject({ input: null, valid: false });
    expect(byLabel('mode: a value outside the enum')).toMatchObject({ valid: false });
    expect(byLabel('query: left out (required)')).toMatchObject({ input: {}, valid: false });
    expect(byLabel('an unknown property mcpConsoleFuzzUnknown')).toMatchObject({ valid: false });
  });

  it('reaches into nested objects and arrays, and meets each enum value with an empty string', () => {
    expect(byLabel('filter.owner: null')).toMatchObject({ input: { query: 'a', filter: { owner: null } }, valid: false });
    expect(byLabel('filter.owner: empty string')).toMatchObject({ input: { filter: { owner: '' } }, valid: true });
    expect(byLabel('flags: an array of nested arrays and objects')).toMatchObject({ valid: false });
    expect(byLabel('mode: "prefix" with query empty')).toMatchObject({ input: { query: '', mode: 'prefix' }, valid: false });
  });

  it('keeps to the budget and still covers many kinds in a small one', () => {
    const few = cases(7, 12);
    expect(few).toHaveLength(12);
    expect(new Set(few.map((c) => c.kind)).size).toBeGreaterThanOrEqual(10);
  });
});
