import { describe, expect, it } from 'vitest';
import { canonical, canonicalJson, sha256 } from './canonical';
import { normalisePrompt, normaliseResource, normaliseSchema, normaliseTemplate, normaliseTool } from './normalize';

describe('canonical JSON', () => {
  it('sorts keys at every depth and drops _meta, undefined and non-finite numbers', () => {
    const value = canonical({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined, _meta: { at: 'now' } }, n: Number.NaN });
    expect(JSON.stringify(value)).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1,"n":null}');
  });

  it('keeps a server key named __proto__ as an own key', () => {
    const value = canonical(JSON.parse('{"__proto__":{"x":1}}'));
    expect(Object.keys(value ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('serialises with two-space indent and a trailing newline; hashes with SHA-256', async () => {
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{\n  "a": 2,\n  "b": 1\n}\n');
    expect(await sha256('abc')).toBe('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('normalisation', () => {
  it('sorts the set-like keywords of a schema and drops the implied safe-integer range', () => {
    const schema = normaliseSchema(
      canonical({ type: ['string', 'null'], enum: ['b', 'a', 1], required: ['z', 'a'], properties: { n: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: 9 } } }),
    );
    expect(schema).toEqual({ enum: ['a', 'b', 1], properties: { n: { maximum: 9, type: 'integer' } }, required: ['a', 'z'], type: ['null', 'string'] });
  });

  it('keeps a tool interface: schemas, annotations and x-mcp-header paths, never _meta', () => {
    const tool = normaliseTool({
      name: 'deploy',
      title: 'Deploy',
      inputSchema: {
        type: 'object',
        properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, target: { type: 'object', properties: { zone: { type: 'string', 'x-mcp-header': 'Zone' } } } },
      },
      annotations: { readOnlyHint: false },
      _meta: { secret: 'x' },
    });
    expect(tool.headers).toEqual({ Region: 'region', Zone: 'target.zone' });
    expect(tool.title).toBe('Deploy');
    expect(JSON.stringify(tool)).not.toContain('secret');
  });

  it('drops lastModified from resource annotations; sorts audiences, icons and icon sizes by their JSON', () => {
    const resource = normaliseResource({
      uri: 'mem://a',
      name: 'a',
      size: 12,
      annotations: { audience: ['user', 'assistant'], priority: 0.5, lastModified: '2026-01-01T00:00:00Z' },
      icons: [{ src: 'https://b.example/i.png', sizes: ['48x48', '16x16'] }, { src: 'https://a.example/i.png' }],
    });
    expect(resource.annotations).toEqual({ audience: ['assistant', 'user'], priority: 0.5 });
    expect(resource.icons).toEqual([{ sizes: ['16x16', '48x48'], src: 'https://b.example/i.png' }, { src: 'https://a.example/i.png' }]);
    expect(resource.size).toBe(12);
  });

  it('reads template variables with the RFC 6570 grammar, and says why a template does not parse', () => {
    expect(normaliseTemplate({ name: 'f', uriTemplate: 'file:///{+path}{?q,lang}{&q}' }).variables).toEqual(['lang', 'path', 'q']);
    const broken = normaliseTemplate({ name: 'b', uriTemplate: 'file:///{path' });
    expect(broken.variables).toEqual([]);
    expect(broken.invalid).toEqual(expect.any(String));
  });

  it('keys prompt arguments by name with an explicit required flag; a repeated name keeps the first', () => {
    const prompt = normalisePrompt({ name: 'p', arguments: [{ name: 'b', required: true }, { name: 'a' }, { name: 'b' }, { required: true }] });
    expect(prompt.arguments).toEqual({ a: { required: false }, b: { required: true } });
    expect(Object.keys(prompt.arguments)).toEqual(['a', 'b']);
  });
});
