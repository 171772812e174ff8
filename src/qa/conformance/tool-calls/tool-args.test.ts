import { describe, expect, it } from 'vitest';
import { parseTimeoutMs, parseToolArgs } from './tool-args';

describe('--tool-args and --timeout values', () => {
  it('maps each tool name to its JSON object; "=" inside the JSON is kept', () => {
    expect(parseToolArgs(['search={"q":"a=b"}', 'get={}'])).toEqual({ search: { q: 'a=b' }, get: {} });
  });

  it('refuses a missing name, invalid JSON and non-object arguments', () => {
    expect(() => parseToolArgs(['={"q":1}'])).toThrow('--tool-args takes <tool name>=<JSON object>');
    expect(() => parseToolArgs(['search'])).toThrow('--tool-args takes');
    expect(() => parseToolArgs(['search={q:1}'])).toThrow('--tool-args search: not valid JSON');
    expect(() => parseToolArgs(['search=[1]'])).toThrow('must be a JSON object');
    expect(() => parseToolArgs(['search=null'])).toThrow('must be a JSON object');
  });

  it('takes a positive whole number of milliseconds', () => {
    expect(parseTimeoutMs('2500')).toBe(2500);
    for (const bad of ['0', '-1', '1.5', '2s', '']) expect(() => parseTimeoutMs(bad), bad).toThrow('--timeout takes milliseconds');
  });
});
