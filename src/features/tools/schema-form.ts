/**
 * A form model for "simple" tool input schemas (spec §19: `inputSchema` is a
 * JSON Schema object). Anything the form cannot represent faithfully makes
 * `formFields` return undefined, and the console offers only the JSON editor.
 */

export type ScalarKind = 'string' | 'number' | 'integer' | 'boolean';

interface FieldBase {
  /** Property name in `arguments`. */
  name: string;
  /** Accessible name of the control (ui-contract.md): the property's title, else its name. */
  label: string;
  description: string | undefined;
  required: boolean;
}

export type FormField =
  | (FieldBase & { kind: 'string'; format: string | undefined })
  | (FieldBase & { kind: 'enum'; options: string[] })
  | (FieldBase & { kind: 'number' | 'integer'; minimum: number | undefined; maximum: number | undefined })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'array'; item: ScalarKind })
  | (FieldBase & { kind: 'object'; fields: FormField[] });

type Schema = Record<string, unknown>;

function isRecord(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keywords the form would silently ignore; their presence sends the user to the JSON editor. */
const COMPLEX_KEYWORDS = ['oneOf', 'anyOf', 'allOf', 'not', 'if', '$ref', 'patternProperties', 'dependentSchemas', 'prefixItems'];

function isComplex(schema: Schema): boolean {
  return COMPLEX_KEYWORDS.some((keyword) => keyword in schema);
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function scalarKind(schema: Schema): ScalarKind | undefined {
  const type = schema['type'];
  return type === 'string' || type === 'number' || type === 'integer' || type === 'boolean' ? type : undefined;
}

function stringEnum(schema: Schema): string[] | undefined {
  const values = schema['enum'];
  if (!Array.isArray(values) || values.length === 0) return undefined;
  return values.every((v): v is string => typeof v === 'string') ? values : undefined;
}

function scalarField(base: FieldBase, schema: Schema, kind: ScalarKind): FormField | undefined {
  if (kind === 'string') {
    const options = stringEnum(schema);
    if (options !== undefined) return { ...base, kind: 'enum', options };
    if ('enum' in schema) return undefined;
    return { ...base, kind: 'string', format: typeof schema['format'] === 'string' ? schema['format'] : undefined };
  }
  if ('enum' in schema) return undefined;
  if (kind === 'boolean') return { ...base, kind: 'boolean' };
  return { ...base, kind, minimum: numberOrUndefined(schema['minimum']), maximum: numberOrUndefined(schema['maximum']) };
}

function field(name: string, schema: unknown, required: boolean, depth: number): FormField | undefined {
  if (!isRecord(schema) || isComplex(schema)) return undefined;
  const title = schema['title'];
  const description = schema['description'];
  const base: FieldBase = {
    name,
    label: typeof title === 'string' && title !== '' ? title : name,
    description: typeof description === 'string' ? description : undefined,
    required,
  };
  const kind = scalarKind(schema);
  if (kind !== undefined) return scalarField(base, schema, kind);
  if (schema['type'] === 'array') {
    const items = schema['items'];
    if (!isRecord(items) || isComplex(items) || 'enum' in items) return undefined;
    const item = scalarKind(items);
    return item === undefined ? undefined : { ...base, kind: 'array', item };
  }
  if (schema['type'] === 'object' && depth === 0) {
    const fields = objectFields(schema, depth + 1);
    return fields === undefined ? undefined : { ...base, kind: 'object', fields };
  }
  return undefined;
}

function objectFields(schema: Schema, depth: number): FormField[] | undefined {
  const properties = schema['properties'] ?? {};
  if (!isRecord(properties)) return undefined;
  const required = Array.isArray(schema['required']) ? schema['required'].filter((r): r is string => typeof r === 'string') : [];
  const fields: FormField[] = [];
  for (const [name, child] of Object.entries(properties)) {
    const f = field(name, child, required.includes(name), depth);
    if (f === undefined) return undefined;
    fields.push(f);
  }
  return fields;
}

/**
 * The form for a tool's `inputSchema`: strings (with enum or format), numbers
 * and integers (with bounds), booleans, arrays of scalars and objects one
 * level deep. Undefined when the schema needs the JSON editor.
 */
export function formFields(inputSchema: unknown): FormField[] | undefined {
  if (!isRecord(inputSchema) || isComplex(inputSchema)) return undefined;
  if (inputSchema['type'] !== undefined && inputSchema['type'] !== 'object') return undefined;
  return objectFields(inputSchema, 0);
}

/** Parses one line of an array-of-scalars control into its item value; undefined when it cannot. */
export function parseScalar(text: string, kind: ScalarKind): unknown {
  if (kind === 'string') return text;
  if (kind === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  const trimmed = text.trim();
  const n = Number(trimmed);
  // Keep what the user typed when it is not a number, so validation names the problem.
  return trimmed === '' || !Number.isFinite(n) ? text : n;
}
