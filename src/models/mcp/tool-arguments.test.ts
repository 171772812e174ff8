import { describe, expect, it } from 'vitest';
import { parseToolArguments } from './tool-arguments';

describe('parseToolArguments', () => {
  it('reads a JSON object, and empty text as no arguments', () => {
    expect(parseToolArguments('{"a":2,"b":3}')).toEqual({ ok: true, value: { a: 2, b: 3 } });
    expect(parseToolArguments('  ')).toEqual({ ok: true, value: {} });
  });

  it('refuses broken JSON and JSON that is not an object, saying which', () => {
    const broken = parseToolArguments('{"a":');
    expect(broken.ok ? '' : broken.error).toMatch(/^The arguments are not JSON: /);
    expect(parseToolArguments('[1]')).toEqual({ ok: false, error: 'The arguments are JSON but not an object: an array' });
    expect(parseToolArguments('null')).toEqual({ ok: false, error: 'The arguments are JSON but not an object: null' });
    expect(parseToolArguments('7')).toEqual({ ok: false, error: 'The arguments are JSON but not an object: a number' });
  });
});
