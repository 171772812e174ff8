import { describe, expect, it } from 'vitest';
import { formFields, parseScalar } from './schema-form';

describe('formFields', () => {
  it('builds controls for simple schemas, named by title else name', () => {
    const fields = formFields({
      type: 'object',
      properties: {
        city: { type: 'string', title: 'City', enum: ['Paris', 'Rome'] },
        email: { type: 'string', format: 'email', description: 'Where to write' },
        count: { type: 'integer', minimum: 1, maximum: 5 },
        ratio: { type: 'number' },
        dry: { type: 'boolean' },
        tags: { type: 'array', items: { type: 'string' } },
        limits: { type: 'object', properties: { max: { type: 'number' } }, required: ['max'] },
      },
      required: ['city', 'count'],
    });
    expect(fields).toEqual([
      { name: 'city', label: 'City', description: undefined, required: true, kind: 'enum', options: ['Paris', 'Rome'] },
      { name: 'email', label: 'email', description: 'Where to write', required: false, kind: 'string', format: 'email' },
      { name: 'count', label: 'count', description: undefined, required: true, kind: 'integer', minimum: 1, maximum: 5 },
      { name: 'ratio', label: 'ratio', description: undefined, required: false, kind: 'number', minimum: undefined, maximum: undefined },
      { name: 'dry', label: 'dry', description: undefined, required: false, kind: 'boolean' },
      { name: 'tags', label: 'tags', description: undefined, required: false, kind: 'array', item: 'string' },
      {
        name: 'limits',
        label: 'limits',
        description: undefined,
        required: false,
        kind: 'object',
        fields: [{ name: 'max', label: 'max', description: undefined, required: true, kind: 'number', minimum: undefined, maximum: undefined }],
      },
    ]);
  });

  it('treats a schema without properties as a tool without arguments', () => {
    expect(formFields({ type: 'object' })).toEqual([]);
  });

  it.each([
    ['composition', { type: 'object', properties: { a: { anyOf: [{ type: 'string' }, { type: 'number' }] } } }],
    ['$ref', { type: 'object', properties: { a: { $ref: '#/$defs/x' } }, $defs: { x: { type: 'string' } } }],
    ['objects nested two levels', { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'object', properties: {} } } } } }],
    ['arrays of objects', { type: 'object', properties: { a: { type: 'array', items: { type: 'object' } } } }],
    ['a non-string enum', { type: 'object', properties: { a: { type: 'integer', enum: [1, 2] } } }],
    ['a type union', { type: 'object', properties: { a: { type: ['string', 'null'] } } }],
    ['a non-object root', { type: 'array' }],
  ])('sends %s to the JSON editor', (_label, schema) => {
    expect(formFields(schema)).toBeUndefined();
  });
});

describe('parseScalar', () => {
  it('converts array items to their declared type and keeps what cannot be converted', () => {
    expect(parseScalar('42', 'integer')).toBe(42);
    expect(parseScalar('1.5', 'number')).toBe(1.5);
    expect(parseScalar('abc', 'number')).toBe('abc');
    expect(parseScalar('true', 'boolean')).toBe(true);
    expect(parseScalar(' x ', 'string')).toBe(' x ');
  });
});
