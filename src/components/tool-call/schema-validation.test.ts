import { describe, expect, it } from 'vitest';
import { checkStructured } from './result-checks';
import { checkAgainstSchema } from './schema-validation';

const inputSchema = {
  type: 'object',
  properties: { query: { type: 'string', minLength: 1 }, limit: { type: 'integer', maximum: 10 } },
  required: ['query'],
};

describe('checkAgainstSchema', () => {
  it('accepts arguments that match', () => {
    expect(checkAgainstSchema(inputSchema, { query: 'a', limit: 3 })).toEqual({ ok: true });
  });

  it('names every problem at once', () => {
    const check = checkAgainstSchema(inputSchema, { limit: 11.5 });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.issues.join('\n')).toMatch(/required property "query"/);
      expect(check.issues.join('\n')).toMatch(/limit/);
    }
  });

  it('lets a value through with a warning when the schema cannot be used', () => {
    const check = checkAgainstSchema({ $schema: 'http://example.com/unknown-dialect', type: 'object' }, {});
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.warning).toMatch(/nothing was checked/);
  });
});

describe('checkStructured (outputSchema)', () => {
  const tool = { name: 'add', inputSchema: { type: 'object' as const }, outputSchema: { type: 'object' as const, properties: { sum: { type: 'number' } }, required: ['sum'] } };

  it('flags structured content that does not match', () => {
    const check = checkStructured(tool, { content: [], structuredContent: { sum: 'five' } });
    expect(check.kind).toBe('invalid');
  });

  it('accepts matching content and flags a missing one on success only', () => {
    expect(checkStructured(tool, { content: [], structuredContent: { sum: 5 } })).toEqual({ kind: 'valid' });
    expect(checkStructured(tool, { content: [] })).toEqual({ kind: 'missing' });
    expect(checkStructured(tool, { content: [], isError: true })).toEqual({ kind: 'none' });
  });

  it('does not judge structured content of a tool without outputSchema', () => {
    expect(checkStructured({ name: 'x', inputSchema: { type: 'object' } }, { content: [], structuredContent: { a: 1 } })).toEqual({ kind: 'unchecked' });
  });
});
