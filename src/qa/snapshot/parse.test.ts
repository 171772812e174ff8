import { describe, expect, it } from 'vitest';
import { jsonPath } from './json-path';
import { parseSnapshot } from './parse';
import { diffToMarkdown } from './render';
import { diffSnapshots } from './diff';
import { schemaLocation } from './schema-location';
import { baseSnapshot, withValue } from './snapshot.test-util';
import { canonicalJson } from './canonical';

describe('parseSnapshot', () => {
  it('reads back what a snapshot serialises to', () => {
    const parsed = parseSnapshot(canonicalJson(baseSnapshot()));
    expect(parsed).toEqual({ ok: true, snapshot: baseSnapshot() });
  });

  it.each([
    ['not json', 'not JSON'],
    ['[]', 'a snapshot is a JSON object'],
    ['{"format":"other"}', 'not an MCP Console snapshot'],
    [canonicalJson(withValue(['formatVersion'], 99)), 'format version 99 is not supported'],
    [canonicalJson(withValue(['protocol', 'era'], 'future')), 'protocol must hold era'],
    [canonicalJson(withValue(['tools'], [])), 'tools must map names to objects'],
  ])('refuses %s', (text, error) => {
    const parsed = parseSnapshot(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toContain(error);
  });
});

describe('paths', () => {
  it('writes JSONPath member names in brackets unless they are plain identifiers', () => {
    expect(jsonPath(['tools', 'get-weather', 'inputSchema', 'properties', 'city'])).toBe('$.tools["get-weather"].inputSchema.properties.city');
    expect(jsonPath(['resources', 'mem://a "b"', 'icons', 0])).toBe('$.resources["mem://a \\"b\\""].icons[0]');
  });

  it('tells a property named like a keyword from the keyword', () => {
    expect(schemaLocation(['properties', 'required'])).toEqual({ at: 'member', schema: [], container: 'properties', name: 'required' });
    expect(schemaLocation(['properties', 'a', 'required'])).toEqual({ at: 'keyword', schema: ['properties', 'a'], keyword: 'required', inside: false });
    expect(schemaLocation(['properties', 'a', 'items', 'anyOf', 1, 'enum'])).toEqual({ at: 'keyword', schema: ['properties', 'a', 'items', 'anyOf', 1], keyword: 'enum', inside: false });
  });
});

describe('diffToMarkdown', () => {
  it('lists breaking changes before compatible ones and keeps server text out of the table syntax', () => {
    const b = withValue(['tools', 'search'], undefined, withValue(['tools', 'a|b'], { headers: {}, inputSchema: {} }));
    const markdown = diffToMarkdown(diffSnapshots(baseSnapshot(), b));
    expect(markdown.indexOf('## Breaking')).toBeLessThan(markdown.indexOf('## Compatible'));
    expect(markdown).toContain('**1 breaking**, 1 compatible.');
    expect(markdown).toContain('tool "a\\|b"');
  });

  it('says when nothing changed', () => {
    expect(diffToMarkdown(diffSnapshots(baseSnapshot(), baseSnapshot()))).toContain('No changes.');
  });
});
