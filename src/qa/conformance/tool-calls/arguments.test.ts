import { describe, expect, it } from 'vitest';
import { generateArguments, requiredArguments } from './arguments';

const gen = (schema: unknown) => generateArguments(schema);

describe('generateArguments', () => {
  it('fills only required properties, preferring examples, then default, const and the first enum value', () => {
    const schema = {
      type: 'object',
      properties: {
        a: { type: 'string', examples: ['from-example'], default: 'from-default' },
        b: { type: 'integer', default: 7 },
        c: { const: 'fixed' },
        d: { type: 'string', enum: ['first', 'second'] },
        optional: { type: 'string' },
      },
      required: ['a', 'b', 'c', 'd'],
    };
    expect(gen(schema)).toEqual({ ok: true, value: { a: 'from-example', b: 7, c: 'fixed', d: 'first' } });
  });

  it('uses the smallest valid value of each type', () => {
    const schema = {
      type: 'object',
      properties: {
        n: { type: 'number', minimum: 2.5 },
        i: { type: 'integer', exclusiveMinimum: 3 },
        m: { type: 'integer', minimum: 1, multipleOf: 5 },
        neg: { type: 'integer', maximum: -4 },
        s: { type: 'string', minLength: 3 },
        b: { type: 'boolean' },
        list: { type: 'array', items: { type: 'string' }, minItems: 2 },
        nested: { type: 'object', properties: { x: { type: 'null' } }, required: ['x'] },
        nullable: { type: ['null', 'string'] },
      },
      required: ['n', 'i', 'm', 'neg', 's', 'b', 'list', 'nested', 'nullable'],
    };
    expect(gen(schema)).toEqual({
      ok: true,
      value: { n: 2.5, i: 4, m: 5, neg: -4, s: 'aaa', b: false, list: ['a', 'a'], nested: { x: null }, nullable: 'a' },
    });
  });

  it('uses samples for string formats and resolves local $ref', () => {
    const schema = {
      type: 'object',
      $defs: { when: { type: 'string', format: 'date-time' } },
      properties: { url: { type: 'string', format: 'uri' }, at: { $ref: '#/$defs/when' } },
      required: ['url', 'at'],
    };
    expect(gen(schema)).toEqual({ ok: true, value: { url: 'https://example.com/', at: '2025-01-01T00:00:00Z' } });
  });

  it('takes the first branch of anyOf / oneOf', () => {
    const schema = { type: 'object', properties: { v: { anyOf: [{ type: 'integer', minimum: 9 }, { type: 'string' }] } }, required: ['v'] };
    expect(gen(schema)).toEqual({ ok: true, value: { v: 9 } });
  });

  it('gives an empty object when nothing is required', () => {
    expect(gen({ type: 'object', properties: { q: { type: 'string' } } })).toEqual({ ok: true, value: {} });
  });

  it('says why it cannot generate: network $ref, no type, not an object', () => {
    expect(gen({ type: 'object', properties: { r: { $ref: 'https://example.com/s.json' } }, required: ['r'] })).toEqual({ ok: false, reason: 'r: cannot resolve $ref https://example.com/s.json' });
    expect(gen({ type: 'object', properties: { r: { description: 'anything' } }, required: ['r'] }).ok).toBe(false);
    expect(gen('nope')).toEqual({ ok: false, reason: 'inputSchema is not an object' });
  });

  it('lists required argument names', () => {
    expect(requiredArguments({ required: ['a', 3, 'b'] })).toEqual(['a', 'b']);
    expect(requiredArguments({})).toEqual([]);
  });
});
