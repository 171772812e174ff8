import { describe, expect, it } from 'vitest';
import { draftOf, schemaProblem, validateAgainst } from './schema';

describe('tool schema validation (interpreted, CSP-safe)', () => {
  it('defaults to 2020-12 and reads $schema', () => {
    expect(draftOf({ type: 'object' })).toBe('2020-12');
    expect(draftOf({ $schema: 'http://json-schema.org/draft-07/schema#' })).toBe('7');
    expect(draftOf({ $schema: 'https://example.com/my-dialect' })).toBeUndefined();
  });

  it('accepts real tool schemas', () => {
    expect(schemaProblem({ type: 'object', properties: { q: { type: 'string', minLength: 1 }, n: { type: ['integer', 'null'] } }, required: ['q'], additionalProperties: false })).toBeUndefined();
    expect(schemaProblem({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { t: { type: 'array', items: [{ type: 'string' }] } } })).toBeUndefined();
  });

  it('names the broken keyword and where it is', () => {
    expect(schemaProblem({ type: 'object', properties: { a: { type: 'text' } } })).toBe('#/properties/a: type "text" is not a JSON Schema type');
    expect(schemaProblem({ type: 'object', required: 'a' })).toBe('#: required must be an array of strings');
    expect(schemaProblem({ type: 'object', properties: { t: { type: 'array', items: [{ type: 'string' }] } } })).toBe('#/properties/t: items must be a schema (tuples are prefixItems in 2020-12)');
    expect(schemaProblem({ type: 'object', properties: { s: { type: 'string', pattern: '(' } } })).toContain('is not a valid regular expression');
    expect(schemaProblem({ type: 'object', properties: { s: { minLength: -1 } } })).toBe('#/properties/s: minLength must be a non-negative integer');
    expect(schemaProblem('object')).toBe('the schema is not an object');
  });

  it('validates values and reports where they differ', () => {
    const schema = { type: 'object', properties: { total: { type: 'number' } }, required: ['total'] };
    expect(validateAgainst(schema, { total: 3 })).toEqual({ valid: true, errors: [] });
    const bad = validateAgainst(schema, { total: 'three' });
    expect(bad.valid).toBe(false);
    expect(bad.errors.join(' ')).toContain('#/total');
  });

  it('does not modify the schema it is given (the tool listing is shared)', () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/$defs/x' } }, $defs: { x: { type: 'string' } } };
    const before = JSON.stringify(schema);
    validateAgainst(schema, { a: 'y' });
    schemaProblem(schema);
    expect(JSON.stringify(schema)).toBe(before);
  });
});
