import { generateArguments } from '../conformance/tool-calls/arguments';
import { validateAgainst } from '../conformance/tool-calls/schema';
import { createPrng, shuffled, type Prng } from './prng';
import { mutationsOf, typesOf } from './values';
import type { CaseKind, FuzzCase } from './types';

/**
 * Cases for one tool from its inputSchema, the same for the same seed: the least valid
 * arguments, then one property varied at a time (nested objects too), the arguments as a
 * whole (null, the wrong type, a required property left out, an unknown one), and each enum
 * value beside the other strings left empty. Every case is labelled by the schema itself.
 */
type Schema = Record<string, unknown>;

const MAX_NESTING = 2;
const UNKNOWN_PROPERTY = 'mcpConsoleFuzzUnknown';

function asSchema(value: unknown): Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
}

function propertiesOf(schema: Schema): [string, Schema][] {
  return Object.entries(asSchema(schema.properties)).map(([name, child]) => [name, asSchema(child)]);
}

function requiredOf(schema: Schema): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
}

/** The least valid value of a schema, or an empty object when none can be made. */
function leastValue(schema: Schema): Record<string, unknown> {
  const generated = generateArguments(schema);
  return generated.ok ? asSchema(generated.value) : {};
}

/** `base` with `path` set to `value`, creating the parent objects on the way. */
function withValue(base: Record<string, unknown>, path: readonly string[], parents: readonly Schema[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return base;
  if (rest.length === 0) return { ...base, [head]: value };
  const [parent, ...deeper] = parents;
  const current = base[head];
  const child = typeof current === 'object' && current !== null && !Array.isArray(current) ? asSchema(current) : leastValue(parent ?? {});
  return { ...base, [head]: withValue(child, rest, deeper, value) };
}

type Draft = Omit<FuzzCase, 'valid'>;

function propertyDrafts(schema: Schema, base: Record<string, unknown>, prng: Prng, path: string[], parents: Schema[]): Draft[] {
  const out: Draft[] = [];
  for (const [name, child] of propertiesOf(schema)) {
    const at = [...path, name];
    const target = at.join('.');
    for (const mutation of mutationsOf(child, prng)) out.push({ kind: mutation.kind, target, label: `${target}: ${mutation.label}`, input: withValue(base, at, parents, mutation.value) });
    if (typesOf(child).includes('object') && at.length <= MAX_NESTING) out.push(...propertyDrafts(child, base, prng, at, [...parents, child]));
  }
  return out;
}

function wholeDrafts(schema: Schema, base: Record<string, unknown>): Draft[] {
  const out: Draft[] = [
    { kind: 'valid', target: '', label: 'the least valid arguments', input: base },
    { kind: 'null', target: '', label: 'arguments: null', input: null },
    { kind: 'wrong-type', target: '', label: 'arguments: an array', input: ['a'] },
    { kind: 'unknown-property', target: '', label: `an unknown property ${UNKNOWN_PROPERTY}`, input: { ...base, [UNKNOWN_PROPERTY]: 'x' } },
  ];
  for (const name of requiredOf(schema)) {
    const rest = Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
    out.push({ kind: 'missing-required', target: name, label: `${name}: left out (required)`, input: rest });
  }
  return out;
}

/** Each enum value with each other string property empty: faults hide where two inputs meet. */
function enumDrafts(schema: Schema, base: Record<string, unknown>): Draft[] {
  const properties = propertiesOf(schema);
  const strings = properties.filter(([, child]) => typesOf(child).includes('string') && !Array.isArray(child.enum));
  return properties.flatMap(([name, child]) =>
    (Array.isArray(child.enum) ? child.enum : []).flatMap((value: unknown) =>
      strings.filter(([other]) => other !== name).map(([other]): Draft => ({ kind: 'empty-string', target: name, label: `${name}: ${JSON.stringify(value)} with ${other} empty`, input: { ...base, [name]: value, [other]: '' } })),
    ),
  );
}

function seedFor(seed: number, tool: string): number {
  let hash = seed >>> 0;
  for (const char of tool) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Up to `max` cases: the valid case first, then the kinds in turn so a small budget still covers each. */
function interleave(drafts: readonly FuzzCase[], max: number, prng: Prng): FuzzCase[] {
  const [first, ...rest] = drafts;
  if (first === undefined) return [];
  const groups = new Map<CaseKind, FuzzCase[]>();
  for (const draft of rest) groups.set(draft.kind, [...(groups.get(draft.kind) ?? []), draft]);
  const queues = shuffled([...groups.values()], prng).map((group) => shuffled(group, prng));
  const out: FuzzCase[] = [first];
  while (out.length < max && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined && out.length < max) out.push(next);
    }
  }
  return out;
}

/** The cases for `tool`'s `inputSchema`, reproducible for `seed`. */
export function generateCases(tool: string, inputSchema: unknown, options: { seed: number; max: number }): FuzzCase[] {
  const schema = asSchema(inputSchema);
  const prng = createPrng(seedFor(options.seed, tool));
  const base = leastValue(schema);
  const drafts = [...wholeDrafts(schema, base), ...propertyDrafts(schema, base, prng, [], []), ...enumDrafts(schema, base)];
  const seen = new Set<string>();
  const unique = drafts.filter((draft) => {
    const key = JSON.stringify(draft.input);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const labelled = unique.map((draft) => ({ ...draft, valid: validateAgainst(schema, draft.input).valid }));
  return interleave(labelled, Math.max(1, options.max), prng);
}
