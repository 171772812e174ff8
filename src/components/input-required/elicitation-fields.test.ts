import { describe, expect, it } from 'vitest';
import { fieldsFromSchema, initialValues } from './elicitation-fields';
import { collectContent } from './validate-content';

const schema = {
  type: 'object',
  properties: {
    email: { type: 'string', title: 'E-mail', format: 'email', description: 'Work address' },
    nick: { type: 'string', minLength: 2, maxLength: 4, default: 'ada' },
    age: { type: 'integer', minimum: 18, maximum: 99 },
    ratio: { type: 'number', default: 0.5 },
    agree: { type: 'boolean', default: true },
    colour: { type: 'string', enum: ['r', 'g'] },
    size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }] },
    legacy: { type: 'string', enum: ['a', 'b'], enumNames: ['Alpha', 'Beta'] },
    tags: { type: 'array', items: { type: 'string', enum: ['x', 'y', 'z'] }, maxItems: 2 },
    flavours: { type: 'array', items: { anyOf: [{ const: 'v', title: 'Vanilla' }] } },
  },
  required: ['email', 'age', 'tags'],
};

describe('fieldsFromSchema (spec §11.4 PrimitiveSchemaDefinition)', () => {
  const fields = fieldsFromSchema(schema);

  it('makes one control per property with its kind, label, bounds and required flag', () => {
    expect(fields.map((f) => [f.name, f.kind, f.label, f.required])).toEqual([
      ['email', 'string', 'E-mail', true],
      ['nick', 'string', 'nick', false],
      ['age', 'number', 'age', true],
      ['ratio', 'number', 'ratio', false],
      ['agree', 'boolean', 'agree', false],
      ['colour', 'enum', 'colour', false],
      ['size', 'enum', 'size', false],
      ['legacy', 'enum', 'legacy', false],
      ['tags', 'multi', 'tags', true],
      ['flavours', 'multi', 'flavours', false],
    ]);
    expect(fields[0]).toMatchObject({ format: 'email', description: 'Work address' });
    expect(fields[2]).toMatchObject({ integer: true, minimum: 18, maximum: 99 });
  });

  it('reads titled (oneOf/anyOf const+title), plain and legacy enumNames options', () => {
    const options = (name: string) => {
      const field = fields.find((f) => f.name === name);
      return field?.kind === 'enum' || field?.kind === 'multi' ? field.options : undefined;
    };
    expect(options('colour')).toEqual([{ value: 'r', label: 'r' }, { value: 'g', label: 'g' }]);
    expect(options('size')).toEqual([{ value: 's', label: 'Small' }, { value: 'l', label: 'Large' }]);
    expect(options('legacy')).toEqual([{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }]);
    expect(options('flavours')).toEqual([{ value: 'v', label: 'Vanilla' }]);
  });

  it('starts from the defaults', () => {
    expect(initialValues(schema, fields)).toMatchObject({ nick: 'ada', ratio: '0.5', agree: true, tags: [], email: '' });
  });

  it('tolerates a malformed schema', () => {
    expect(fieldsFromSchema(null)).toEqual([]);
    expect(fieldsFromSchema({ properties: { x: 'nonsense' } })).toMatchObject([{ name: 'x', kind: 'string' }]);
  });
});

describe('collectContent', () => {
  const fields = fieldsFromSchema(schema);
  const valid = { ...initialValues(schema, fields), email: 'a@b.co', age: '30', tags: ['x'], size: 'l' };

  it('builds typed content, omitting empty optional fields', () => {
    expect(collectContent(fields, valid)).toEqual({
      ok: true,
      content: { email: 'a@b.co', nick: 'ada', age: 30, ratio: 0.5, agree: true, size: 'l', tags: ['x'] },
    });
  });

  it('reports every violation of the schema', () => {
    const result = collectContent(fields, { ...valid, email: 'nope', nick: 'a', age: '17.5', ratio: 'x', colour: 'purple', tags: ['x', 'y', 'z'] });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Enter an email address.',
        nick: 'At least 2 characters.',
        age: 'Enter a whole number.',
        ratio: 'Enter a number.',
        colour: 'Choose one of the options.',
        tags: 'Choose at most 2.',
      },
    });
    expect(collectContent(fields, { ...valid, email: '', tags: [] })).toEqual({ ok: false, errors: { email: 'Required.', tags: 'Choose at least one.' } });
    expect(collectContent(fields, { ...valid, age: '100' })).toEqual({ ok: false, errors: { age: 'At most 99.' } });
  });
});
