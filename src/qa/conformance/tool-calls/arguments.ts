import { isRecord } from '../values';

/**
 * Arguments for a tool call, generated from its inputSchema: the author's own
 * `examples`, then `default`, `const`, the first `enum` value, else the smallest value
 * the schema allows. Only required properties are filled: the least a call can send.
 * Pure; the caller validates the result against the schema before using it.
 */
export type Generated = { ok: true; value: unknown } | { ok: false; reason: string };

const MAX_DEPTH = 8;
const FORMAT_SAMPLES: Readonly<Record<string, string>> = {
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  url: 'https://example.com/',
  email: 'qa@example.com',
  date: '2025-01-01',
  'date-time': '2025-01-01T00:00:00Z',
  time: '00:00:00Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  hostname: 'example.com',
};

type Schema = Record<string, unknown>;

/** Follows a local `#/…` reference; network references are never fetched (spec §19). */
function resolveRef(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(1).split('/').filter((p) => p !== '')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    node = isRecord(node) ? node[key] : undefined;
  }
  return isRecord(node) ? node : undefined;
}

function firstType(schema: Schema): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null') ?? (type.includes('null') ? 'null' : undefined);
  if (isRecord(schema.properties) || Array.isArray(schema.required)) return 'object';
  if (schema.items !== undefined || schema.prefixItems !== undefined) return 'array';
  return undefined;
}

function smallestNumber(schema: Schema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + step : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : undefined;
  let value = min ?? (max !== undefined && max < 0 ? max : 0);
  if (integer) value = Math.ceil(value);
  const multiple = schema.multipleOf;
  if (typeof multiple === 'number' && multiple > 0) value = Math.ceil(value / multiple) * multiple;
  return value;
}

function smallestString(schema: Schema): string {
  const format = typeof schema.format === 'string' ? FORMAT_SAMPLES[schema.format] : undefined;
  if (format !== undefined) return format;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  // One visible character reads better in the server's logs than an empty string.
  const length = Math.max(min, typeof schema.maxLength === 'number' && schema.maxLength < 1 ? 0 : 1);
  return 'a'.repeat(length);
}

function authored(schema: Schema): { found: boolean; value: unknown } {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { found: true, value: schema.examples[0] };
  if ('default' in schema) return { found: true, value: schema.default };
  if ('const' in schema) return { found: true, value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { found: true, value: schema.enum[0] };
  return { found: false, value: undefined };
}

function generate(root: Schema, input: unknown, depth: number): Generated {
  if (input === true || input === undefined) return { ok: true, value: 'a' };
  if (!isRecord(input)) return { ok: false, reason: 'a schema is neither an object nor true' };
  if (depth > MAX_DEPTH) return { ok: false, reason: `nesting deeper than ${MAX_DEPTH}` };
  let schema = input;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    if (target === undefined) return { ok: false, reason: `cannot resolve $ref ${schema.$ref}` };
    schema = { ...target, ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$ref')) };
  }
  const own = authored(schema);
  if (own.found) return { ok: true, value: own.value };
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0 && firstType(schema) === undefined) return generate(root, branches[0], depth + 1);
  }
  switch (firstType(schema)) {
    case 'string':
      return { ok: true, value: smallestString(schema) };
    case 'integer':
      return { ok: true, value: smallestNumber(schema, true) };
    case 'number':
      return { ok: true, value: smallestNumber(schema, false) };
    case 'boolean':
      return { ok: true, value: false };
    case 'null':
      return { ok: true, value: null };
    case 'array':
      return generateArray(root, schema, depth);
    case 'object':
      return generateObject(root, schema, depth);
    default:
      return { ok: false, reason: `no type to generate a value for (${JSON.stringify(schema).slice(0, 60)})` };
  }
}

function generateArray(root: Schema, schema: Schema, depth: number): Generated {
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const values: unknown[] = [];
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
  for (let i = 0; i < min; i++) {
    const item = generate(root, prefix[i] ?? schema.items, depth + 1);
    if (!item.ok) return item;
    values.push(item.value);
  }
  return { ok: true, value: values };
}

function generateObject(root: Schema, schema: Schema, depth: number): Generated {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
  const value: Record<string, unknown> = {};
  for (const name of required) {
    const property = generate(root, properties[name], depth + 1);
    if (!property.ok) return { ok: false, reason: `${name}: ${property.reason}` };
    value[name] = property.value;
  }
  return { ok: true, value };
}

/** Arguments for a tool whose input schema is `schema` (an object schema). */
export function generateArguments(schema: unknown): Generated {
  if (!isRecord(schema)) return { ok: false, reason: 'inputSchema is not an object' };
  const generated = generate(schema, schema, 0);
  if (generated.ok && !isRecord(generated.value)) return { ok: false, reason: 'the generated arguments are not an object' };
  return generated;
}

/** Names of the required top-level arguments, the ones a "missing argument" call leaves out. */
export function requiredArguments(schema: unknown): string[] {
  return isRecord(schema) && Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
}
