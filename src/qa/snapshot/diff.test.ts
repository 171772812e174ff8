import { describe, expect, it } from 'vitest';
import { diffSnapshots, hasBreaking } from './diff';
import { RULES, type RuleId } from './rules';
import { baseSnapshot, withValue } from './snapshot.test-util';
import type { ServerSnapshot } from './types';

const search = ['tools', 'search'];
const input = [...search, 'inputSchema'];
const props = [...input, 'properties'];
const output = [...search, 'outputSchema'];
const args = ['prompts', 'review', 'arguments'];

type Edit = [path: string[], value: unknown];
function apply(edits: readonly Edit[], from: ServerSnapshot = baseSnapshot()): ServerSnapshot {
  return edits.reduce((snapshot, [path, value]) => withValue(path, value, snapshot), from);
}

const legacy = apply([[['protocol'], { era: 'legacy', version: '2025-11-25' }]]);

/** [rule, JSON path of the change, edits that make base → changed]; `from` overrides the base. */
const CASES: [RuleId, string, Edit[], ServerSnapshot?][] = [
  ['tool-removed', '$.tools.search', [[search, undefined]]],
  ['prompt-removed', '$.prompts.review', [[['prompts', 'review'], undefined]]],
  ['template-removed', '$.resourceTemplates.file', [[['resourceTemplates', 'file'], undefined]]],
  ['resource-removed', '$.resources["mem://a.txt"]', [[['resources', 'mem://a.txt'], undefined]]],
  ['required-property-added', '$.tools.search.inputSchema.properties.region', [[[...props, 'region'], { type: 'string' }], [[...input, 'required'], ['q', 'region']]]],
  ['property-became-required', '$.tools.search.inputSchema.required', [[[...input, 'required'], ['limit', 'q']]]],
  ['property-removed', '$.tools.search.inputSchema.properties.tags', [[[...props, 'tags'], undefined]]],
  ['required-argument-added', '$.prompts.review.arguments.lang', [[[...args, 'lang'], { required: true }]]],
  ['argument-became-required', '$.prompts.review.arguments.style.required', [[[...args, 'style', 'required'], true]]],
  ['argument-removed', '$.prompts.review.arguments.style', [[[...args, 'style'], undefined]]],
  ['type-narrowed', '$.tools.search.inputSchema.properties.q.type', [[[...props, 'q', 'type'], 'integer']]],
  ['type-narrowed', '$.tools.search.inputSchema.properties.tags.items.type', [[[...props, 'tags', 'items', 'type'], 'integer']]],
  ['enum-value-removed', '$.tools.search.inputSchema.properties.mode.enum', [[[...props, 'mode', 'enum'], ['fast']]]],
  ['enum-restricted', '$.tools.search.inputSchema.properties.q.enum', [[[...props, 'q', 'enum'], ['a', 'b']]]],
  ['constraint-tightened', '$.tools.search.inputSchema.properties.limit.maximum', [[[...props, 'limit', 'maximum'], 20]]],
  ['constraint-tightened', '$.tools.search.inputSchema.properties.limit.minimum', [[[...props, 'limit', 'minimum'], 5]]],
  ['constraint-tightened', '$.tools.search.inputSchema.properties.q.maxLength', [[[...props, 'q', 'maxLength'], 10]]],
  ['constraint-tightened', '$.tools.search.inputSchema.properties.q.pattern', [[[...props, 'q', 'pattern'], '^x']]],
  ['additional-properties-closed', '$.tools.search.inputSchema.additionalProperties', [[[...input, 'additionalProperties'], false]]],
  ['output-property-removed', '$.tools.search.outputSchema.properties.took', [[[...output, 'properties', 'took'], undefined], [[...output, 'required'], ['hits']]]],
  ['output-property-optional', '$.tools.search.outputSchema.required', [[[...output, 'required'], ['hits']]]],
  ['output-schema-removed', '$.tools.search.outputSchema', [[output, undefined]]],
  ['capability-removed', '$.capabilities.logging', [[['capabilities', 'logging'], undefined]]],
  ['capability-removed', '$.capabilities.resources.subscribe', [[['capabilities', 'resources', 'subscribe'], false]]],
  ['template-variable-removed', '$.resourceTemplates.file.variables', [[['resourceTemplates', 'file', 'variables'], ['name']]]],
  ['era-downgraded', '$.protocol.era', [[['protocol'], { era: 'legacy', version: '2025-11-25' }]]],
  ['protocol-version-downgraded', '$.protocol.version', [[['protocol', 'version'], '2025-06-18']], legacy],
  ['tool-added', '$.tools.fetch', [[['tools', 'fetch'], { headers: {}, inputSchema: { type: 'object' } }]]],
  ['prompt-added', '$.prompts.greet', [[['prompts', 'greet'], { arguments: {} }]]],
  ['template-added', '$.resourceTemplates.log', [[['resourceTemplates', 'log'], { uriTemplate: 'log://{day}', variables: ['day'] }]]],
  ['resource-added', '$.resources["mem://b.txt"]', [[['resources', 'mem://b.txt'], { name: 'b' }]]],
  ['optional-property-added', '$.tools.search.inputSchema.properties.required', [[[...props, 'required'], { type: 'boolean' }]]],
  ['property-became-optional', '$.tools.search.inputSchema.required', [[[...input, 'required'], []]]],
  ['optional-argument-added', '$.prompts.review.arguments.tone', [[[...args, 'tone'], { required: false }]]],
  ['argument-became-optional', '$.prompts.review.arguments.code.required', [[[...args, 'code', 'required'], false]]],
  ['type-widened', '$.tools.search.inputSchema.properties.limit.type', [[[...props, 'limit', 'type'], 'number']]],
  ['type-widened', '$.tools.search.inputSchema.properties.q.type', [[[...props, 'q', 'type'], ['null', 'string']]]],
  ['enum-value-added', '$.tools.search.inputSchema.properties.mode.enum', [[[...props, 'mode', 'enum'], ['deep', 'fast', 'full']]]],
  ['constraint-relaxed', '$.tools.search.inputSchema.properties.limit.maximum', [[[...props, 'limit', 'maximum'], 100]]],
  ['constraint-relaxed', '$.tools.search.inputSchema.properties.limit.minimum', [[[...props, 'limit', 'minimum'], undefined]]],
  ['additional-properties-opened', '$.tools.search.inputSchema.additionalProperties', [[[...input, 'additionalProperties'], true]], apply([[[...input, 'additionalProperties'], false]])],
  ['output-property-added', '$.tools.search.outputSchema.properties.page', [[[...output, 'properties', 'page'], { type: 'number' }]]],
  ['output-schema-added', '$.tools.search.outputSchema', [[output, { type: 'object' }]], apply([[output, undefined]])],
  ['capability-added', '$.capabilities.completions', [[['capabilities', 'completions'], {}]]],
  ['template-variable-added', '$.resourceTemplates.file.variables', [[['resourceTemplates', 'file', 'variables'], ['dir', 'ext', 'name']]]],
  ['template-changed', '$.resourceTemplates.file.uriTemplate', [[['resourceTemplates', 'file', 'uriTemplate'], 'mem:///{dir}/{name}']]],
  ['era-upgraded', '$.protocol.era', [[['protocol'], { era: 'modern', version: '2026-07-28' }]], legacy],
  ['description-changed', '$.tools.search.description', [[[...search, 'description'], 'Finds things.']]],
  ['description-changed', '$.tools.search.inputSchema.properties.q.description', [[[...props, 'q', 'description'], 'Search text']]],
  ['description-changed', '$.prompts.review.title', [[['prompts', 'review', 'title'], 'Review']]],
  ['server-info-changed', '$.server.version', [[['server', 'version'], '1.1.0']]],
  ['cache-hints-changed', '$.cacheHints["tools/list"].ttlMs', [[['cacheHints', 'tools/list', 'ttlMs'], 0]]],
  ['other-change', '$.tools.search.annotations', [[[...search, 'annotations'], { readOnlyHint: true }]]],
];

describe('diffSnapshots classification rules', () => {
  it.each(CASES)('%s at %s', (rule, path, edits, from = baseSnapshot()) => {
    const diff = diffSnapshots(from, apply(edits, from));
    expect(diff.changes.map((c) => [c.rule, c.path, c.class])).toContainEqual([rule, path, RULES[rule].class]);
    expect(diff.changes.filter((c) => c.class === 'breaking').length > 0).toBe(RULES[rule].class === 'breaking');
    expect(hasBreaking(diff)).toBe(RULES[rule].class === 'breaking');
  });

  it('has a test for every rule', () => {
    expect(new Set(CASES.map(([rule]) => rule))).toEqual(new Set([...Object.keys(RULES)].filter((r) => r !== 'contents-changed')));
  });

  it('reports a required property that arrives with its required entry as one change', () => {
    const diff = diffSnapshots(baseSnapshot(), apply(CASES[4]?.[2] ?? []));
    expect(diff.changes).toEqual([expect.objectContaining({ rule: 'required-property-added', kind: 'added', after: { type: 'string' } })]);
  });

  it('reports the era alone when the version moved with it', () => {
    const diff = diffSnapshots(baseSnapshot(), legacy);
    expect(diff.changes).toEqual([expect.objectContaining({ rule: 'era-downgraded', before: 'modern', after: 'legacy' })]);
  });

  it('reports once, on the era, what only the era explains: execution (2025-11-25) and cache hints (2026-07-28)', () => {
    const inLegacy = apply(
      [
        [['cacheHints'], {}],
        [['tools', 'search', 'execution'], { taskSupport: 'forbidden' }],
        [['tools', 'lookup'], { headers: {}, inputSchema: { type: 'object' }, execution: { taskSupport: 'optional' } }],
      ],
      legacy,
    );
    const inModern = apply([[['tools', 'lookup'], { headers: {}, inputSchema: { type: 'object' } }], [['tools', 'search', 'description'], 'Finds.']]);
    const diff = diffSnapshots(inLegacy, inModern);
    expect(diff.changes.map((c) => c.rule).sort()).toEqual(['description-changed', 'era-upgraded']);
    expect(diff.changes.find((c) => c.rule === 'era-upgraded')?.message).toBe(
      'Protocol era or version upgraded: protocol.era "legacy" → "modern"; the era alone accounts for the execution field of 2 tools (2025-11-25 only) and the cache hints of 1 list (2026-07-28 only), not listed one by one',
    );
    // Within one era the same fields are the server's own changes, listed as usual.
    const execution = apply([[['tools', 'search', 'execution'], { taskSupport: 'forbidden' }]], legacy);
    expect(diffSnapshots(execution, legacy).changes.map((c) => c.path)).toEqual(['$.tools.search.execution']);
  });

  it('compares content hashes only when both sides have them', () => {
    const hashed = (hash: string) => apply([[['contentHashes'], true], [['resources', 'mem://a.txt', 'contentHash'], hash]]);
    expect(diffSnapshots(hashed('sha256:aa'), hashed('sha256:bb')).changes).toEqual([
      expect.objectContaining({ rule: 'contents-changed', class: 'compatible', path: '$.resources["mem://a.txt"].contentHash' }),
    ]);
    expect(diffSnapshots(baseSnapshot(), hashed('sha256:aa')).changes).toEqual([]);
  });

  it('orders breaking changes first, then by path, and counts both classes', () => {
    const diff = diffSnapshots(baseSnapshot(), apply([[['tools', 'zeta'], { headers: {}, inputSchema: {} }], [search, undefined], [['capabilities', 'logging'], undefined]]));
    expect(diff.changes.map((c) => c.path)).toEqual(['$.capabilities.logging', '$.tools.search', '$.tools.zeta']);
    expect(diff.summary).toEqual({ breaking: 2, compatible: 1 });
  });

  it('finds no change between equal snapshots, whatever their key order', () => {
    const properties = baseSnapshot().tools.search?.inputSchema.properties ?? {};
    const reversed = withValue(props, Object.fromEntries(Object.entries(properties).reverse()));
    expect(diffSnapshots(baseSnapshot(), reversed).changes).toEqual([]);
  });
});
