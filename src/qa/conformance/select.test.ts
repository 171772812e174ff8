import { describe, expect, it } from 'vitest';
import { globToRegExp, selectChecks, unmatchedGlobs } from './select';

const checks = ['http.origin-validated', 'http.host-validated', 'tools.call-content', 'tools.name-unique', 'cache.ttl.tools-list'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('check selection by glob', () => {
  it('matches * across dots and ? as one character; the rest is literal', () => {
    expect(globToRegExp('http.*').test('http.host-validated')).toBe(true);
    expect(globToRegExp('http.*').test('httpxhost')).toBe(false);
    expect(globToRegExp('*.tools-list').test('cache.ttl.tools-list')).toBe(true);
    expect(globToRegExp('tools.name-uniqu?').test('tools.name-unique')).toBe(true);
    expect(globToRegExp('a+b').test('a+b')).toBe(true);
  });

  it('keeps --only matches and drops --skip matches, in registry order', () => {
    expect(ids(selectChecks(checks, {}))).toEqual(ids(checks));
    expect(ids(selectChecks(checks, { only: ['tools.*', 'http.origin-validated'] }))).toEqual(['http.origin-validated', 'tools.call-content', 'tools.name-unique']);
    expect(ids(selectChecks(checks, { only: ['tools.*'], skip: ['tools.call-*'] }))).toEqual(['tools.name-unique']);
    expect(ids(selectChecks(checks, { skip: ['*'] }))).toEqual([]);
  });

  it('reports globs that match nothing', () => {
    expect(unmatchedGlobs(checks, ['http.*', 'htp.*'])).toEqual(['htp.*']);
  });
});
