import { Validator, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { isRecord } from '../values';

/**
 * JSON Schema for tool schemas, interpreted (no code generation, so it runs under the
 * app's CSP without 'unsafe-eval'); docs/decisions/0012-json-schema-validator.md.
 */
const DRAFT_OF: Readonly<Record<string, SchemaDraft>> = {
  'https://json-schema.org/draft/2020-12/schema': '2020-12',
  'https://json-schema.org/draft/2019-09/schema': '2019-09',
  'http://json-schema.org/draft-07/schema': '7',
  'http://json-schema.org/draft-04/schema': '4',
};
const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SINGLE_SCHEMAS = ['not', 'if', 'then', 'else', 'additionalProperties', 'propertyNames', 'contains', 'unevaluatedItems', 'unevaluatedProperties'];
const NON_NEGATIVE = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minContains', 'maxContains'];
const NUMBERS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];
const MAX_NODES = 2_000;

/** The dialect a schema declares (`$schema`), 2020-12 when it declares none (spec §19). */
export function draftOf(schema: unknown): SchemaDraft | undefined {
  if (!isRecord(schema) || schema.$schema === undefined) return '2020-12';
  if (typeof schema.$schema !== 'string') return undefined;
  return DRAFT_OF[schema.$schema.replace(/#$/, '')];
}

/**
 * A deep copy in the validator's type: it annotates the schema objects it is given
 * (`__absolute_uri__`…), and the tool listing is shared by other checks.
 */
function copyForValidator(schema: Record<string, unknown>): Schema {
  const copy: unknown = JSON.parse(JSON.stringify(schema));
  if (!isValidatorSchema(copy)) throw new Error('the schema is not an object');
  return copy;
}

/** Any object is handed to the validator, which reports what it cannot use. */
function isValidatorSchema(value: unknown): value is Schema {
  return isRecord(value);
}

function isSchema(value: unknown): boolean {
  return typeof value === 'boolean' || isRecord(value);
}

/** First structural problem of one schema node (keyword values of the wrong kind), or undefined. */
function nodeProblem(node: Record<string, unknown>, path: string, draft: SchemaDraft): string | undefined {
  const type = node.type;
  const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
  if (types.some((t) => typeof t !== 'string' || !TYPES.includes(t))) return `${path}: type ${JSON.stringify(type)} is not a JSON Schema type`;
  if (node.required !== undefined && !(Array.isArray(node.required) && node.required.every((r) => typeof r === 'string'))) return `${path}: required must be an array of strings`;
  if (node.enum !== undefined && !Array.isArray(node.enum)) return `${path}: enum must be an array`;
  for (const key of NON_NEGATIVE) if (node[key] !== undefined && !(Number.isInteger(node[key]) && Number(node[key]) >= 0)) return `${path}: ${key} must be a non-negative integer`;
  for (const key of NUMBERS) if (node[key] !== undefined && typeof node[key] !== 'number' && !(draft === '4' && typeof node[key] === 'boolean')) return `${path}: ${key} must be a number`;
  if (node.pattern !== undefined) {
    if (typeof node.pattern !== 'string') return `${path}: pattern must be a string`;
    try {
      new RegExp(node.pattern, 'u');
    } catch {
      return `${path}: pattern ${JSON.stringify(node.pattern)} is not a valid regular expression`;
    }
  }
  if (node.items !== undefined && !isSchema(node.items) && !(Array.isArray(node.items) && draft !== '2020-12')) {
    return `${path}: items must be a schema${draft === '2020-12' ? ' (tuples are prefixItems in 2020-12)' : ''}`;
  }
  for (const key of SCHEMA_MAPS) if (node[key] !== undefined && !isRecord(node[key])) return `${path}: ${key} must be an object of schemas`;
  for (const key of SCHEMA_LISTS) if (node[key] !== undefined && !(Array.isArray(node[key]) && node[key].length > 0)) return `${path}: ${key} must be a non-empty array of schemas`;
  return undefined;
}

/** Children of a schema node, with their paths. */
function children(node: Record<string, unknown>, path: string): [unknown, string][] {
  const out: [unknown, string][] = [];
  for (const key of SCHEMA_MAPS) if (isRecord(node[key])) for (const [name, child] of Object.entries(node[key])) out.push([child, `${path}/${key}/${name}`]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) node[key].forEach((child: unknown, i: number) => out.push([child, `${path}/${key}/${i}`]));
  for (const key of SINGLE_SCHEMAS) if (node[key] !== undefined) out.push([node[key], `${path}/${key}`]);
  if (Array.isArray(node.items)) node.items.forEach((child: unknown, i: number) => out.push([child, `${path}/items/${i}`]));
  else if (node.items !== undefined) out.push([node.items, `${path}/items`]);
  return out;
}

/** Why `schema` is not a usable JSON Schema, or undefined when it is one. */
export function schemaProblem(schema: unknown): string | undefined {
  if (!isRecord(schema)) return 'the schema is not an object';
  const draft = draftOf(schema);
  if (draft === undefined) return `$schema ${JSON.stringify(schema.$schema)} is not a dialect this checker knows`;
  const stack: [unknown, string][] = [[schema, '#']];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen > MAX_NODES) return `more than ${MAX_NODES} schema nodes`;
    const [node, path] = stack.pop() ?? [true, '#'];
    if (typeof node === 'boolean') continue;
    if (!isRecord(node)) return `${path} is neither a schema object nor a boolean`;
    const problem = nodeProblem(node, path, draft);
    if (problem !== undefined) return problem;
    stack.push(...children(node, path));
  }
  try {
    new Validator(copyForValidator(schema), draft).validate(null);
  } catch (err) {
    return `the schema cannot be used: ${err instanceof Error ? err.message : String(err)}`;
  }
  return undefined;
}

export interface SchemaValidation {
  valid: boolean;
  /** The first few errors, as `instance path: what`. */
  errors: string[];
}

/** Validates `value` against `schema` (its declared dialect, 2020-12 by default). */
export function validateAgainst(schema: unknown, value: unknown): SchemaValidation {
  if (!isRecord(schema)) return { valid: false, errors: ['the schema is not an object'] };
  try {
    const result = new Validator(copyForValidator(schema), draftOf(schema) ?? '2020-12', false).validate(value);
    const errors = result.errors.filter((e) => e.keyword !== 'properties' && e.keyword !== 'allOf').slice(0, 3).map((e) => `${e.instanceLocation}: ${e.error}`);
    return { valid: result.valid, errors };
  } catch (err) {
    return { valid: false, errors: [`the schema cannot be used: ${err instanceof Error ? err.message : String(err)}`] };
  }
}
