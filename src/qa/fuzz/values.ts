import type { Prng } from './prng';
import type { CaseKind } from './types';

/** One value to put in a property's place, and what it probes. */
export interface Mutation {
  kind: CaseKind;
  label: string;
  value: unknown;
}

type Schema = Record<string, unknown>;

const LONG_STRING = 10_000;
const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\u001b', '\u007f', '\r\n', '\t'];
const NON_ASCII = ['é', 'ß', 'Ω', '中文', 'العربية', '😀', '👩‍💻', '\u200b', '\ufeff', 'Z\u0301'];

function numberOf(schema: Schema, key: string): number | undefined {
  const value = schema[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The schema's type names (a single `type`, a list, or inferred from the keywords). */
export function typesOf(schema: Schema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  if (schema.properties !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  if (schema.enum !== undefined) return [];
  return [];
}

function pick(items: readonly string[], prng: Prng): string {
  return items[prng.below(items.length)] ?? '';
}

function stringMutations(schema: Schema, prng: Prng): Mutation[] {
  const out: Mutation[] = [];
  const min = numberOf(schema, 'minLength');
  const max = numberOf(schema, 'maxLength');
  if (min !== undefined) {
    out.push({ kind: 'length', label: 'length = minLength', value: 'a'.repeat(min) });
    if (min > 0) out.push({ kind: 'length', label: 'length = minLength − 1', value: 'a'.repeat(min - 1) });
  }
  if (max !== undefined) {
    out.push({ kind: 'length', label: 'length = maxLength', value: 'a'.repeat(max) });
    out.push({ kind: 'length', label: 'length = maxLength + 1', value: 'a'.repeat(max + 1) });
  }
  out.push({ kind: 'empty-string', label: 'empty string', value: '' });
  out.push({ kind: 'long-string', label: `${LONG_STRING} characters`, value: 'x'.repeat(LONG_STRING) });
  out.push({ kind: 'control-chars', label: 'control characters with NUL', value: `a\u0000${pick(CONTROL, prng)}b` });
  out.push({ kind: 'non-ascii', label: 'non-ASCII characters', value: `${pick(NON_ASCII, prng)}${pick(NON_ASCII, prng)}` });
  return out;
}

function numericMutations(schema: Schema, integer: boolean, prng: Prng): Mutation[] {
  const out: Mutation[] = [];
  const bounds: [string, number | undefined][] = [
    ['minimum', numberOf(schema, 'minimum')],
    ['maximum', numberOf(schema, 'maximum')],
    ['exclusiveMinimum', numberOf(schema, 'exclusiveMinimum')],
    ['exclusiveMaximum', numberOf(schema, 'exclusiveMaximum')],
  ];
  const step = integer ? 1 : 0.5;
  for (const [name, bound] of bounds) {
    if (bound === undefined) continue;
    out.push({ kind: 'boundary', label: `${name} − 1`, value: bound - step }, { kind: 'boundary', label: name, value: bound }, { kind: 'boundary', label: `${name} + 1`, value: bound + step });
  }
  const edges: [string, number][] = [
    ['0', 0],
    ['−1', -1],
    ['MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER],
    ['MIN_SAFE_INTEGER', Number.MIN_SAFE_INTEGER],
  ];
  const [label, value] = edges[prng.below(edges.length)] ?? ['0', 0];
  out.push({ kind: 'number-edge', label: `number edge ${label}`, value }, { kind: 'number-edge', label: 'number edge 1e308', value: 1e308 });
  out.push(integer ? { kind: 'number-edge', label: 'number edge 1.5 (not an integer)', value: 1.5 } : { kind: 'number-edge', label: 'number edge 5e-324', value: Number.MIN_VALUE });
  return out;
}

/** A value of another type, chosen so a lenient server would coerce it (a number as text). */
function wrongType(schema: Schema, types: readonly string[]): Mutation {
  if (types.includes('integer') || types.includes('number')) {
    const sample = numberOf(schema, 'minimum') ?? numberOf(schema, 'maximum') ?? 1;
    return { kind: 'wrong-type', label: 'a number as a string', value: String(sample) };
  }
  if (types.includes('string')) return { kind: 'wrong-type', label: 'a number for a string', value: 42 };
  if (types.includes('boolean')) return { kind: 'wrong-type', label: 'a string for a boolean', value: 'true' };
  if (types.includes('array')) return { kind: 'wrong-type', label: 'an object for an array', value: { 0: 'a' } };
  if (types.includes('object')) return { kind: 'wrong-type', label: 'an array for an object', value: ['a'] };
  return { kind: 'wrong-type', label: 'an array', value: [] };
}

function nestedMutations(types: readonly string[]): Mutation[] {
  const deep: Record<string, unknown> = {};
  let node = deep;
  for (let i = 0; i < 32; i++) {
    const child: Record<string, unknown> = {};
    node.next = child;
    node = child;
  }
  if (types.includes('array')) {
    return [
      { kind: 'nested', label: 'an empty array', value: [] },
      { kind: 'nested', label: 'an array of nested arrays and objects', value: [[[{ a: [null] }]], { b: {} }] },
    ];
  }
  return [{ kind: 'nested', label: 'a deeply nested object', value: deep }];
}

/** The mutations of one property's value; the caller labels each against the whole schema. */
export function mutationsOf(schema: unknown, prng: Prng): Mutation[] {
  const node: Schema = typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? Object.fromEntries(Object.entries(schema)) : {};
  const types = typesOf(node);
  const out: Mutation[] = [];
  // An enum's own values and one outside it say more than string edges would.
  if (types.includes('string') && !Array.isArray(node.enum)) out.push(...stringMutations(node, prng));
  if (types.includes('integer') || types.includes('number')) out.push(...numericMutations(node, !types.includes('number'), prng));
  if (Array.isArray(node.enum)) {
    for (const value of node.enum) out.push({ kind: 'valid', label: `enum value ${JSON.stringify(value)}`, value });
    out.push({ kind: 'outside-enum', label: 'a value outside the enum', value: `not-${node.enum.map(String).join('-').slice(0, 20)}` });
  }
  if (types.includes('array') || types.includes('object')) out.push(...nestedMutations(types));
  out.push({ kind: 'null', label: 'null', value: null });
  out.push(wrongType(node, types));
  return out;
}
