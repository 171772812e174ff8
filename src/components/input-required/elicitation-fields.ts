/** One selectable value of an enum field: the value sent, and what the user reads. */
export interface EnumOption {
  value: string;
  label: string;
}

interface FieldBase {
  name: string;
  /** `title` ?? name: the accessible name of the control. */
  label: string;
  description: string | undefined;
  required: boolean;
}

/** A form control generated from one `requestedSchema` property (spec §11.4 PrimitiveSchemaDefinition). */
export type ElicitField =
  | (FieldBase & { kind: 'string'; format: string | undefined; minLength: number | undefined; maxLength: number | undefined })
  | (FieldBase & { kind: 'number'; integer: boolean; minimum: number | undefined; maximum: number | undefined })
  | (FieldBase & { kind: 'boolean' })
  | (FieldBase & { kind: 'enum'; options: EnumOption[] })
  | (FieldBase & { kind: 'multi'; options: EnumOption[]; minItems: number | undefined; maxItems: number | undefined });

/** Form state: text for strings and numbers (parsed on submit), booleans, string lists. */
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;
export type ContentValue = string | number | boolean | string[];

type Json = Record<string, unknown>;

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** `oneOf`/`anyOf` of `{const, title}`, plain `enum` (with legacy `enumNames` as labels). */
function enumOptions(schema: Json): EnumOption[] | undefined {
  const titled = Array.isArray(schema['oneOf']) ? schema['oneOf'] : Array.isArray(schema['anyOf']) ? schema['anyOf'] : undefined;
  if (titled !== undefined) {
    return titled.filter(isJson).flatMap((entry) => {
      const value = str(entry['const']);
      return value === undefined ? [] : [{ value, label: str(entry['title']) ?? value }];
    });
  }
  if (!Array.isArray(schema['enum'])) return undefined;
  const names = strings(schema['enumNames']);
  return strings(schema['enum']).map((value, index) => ({ value, label: names[index] ?? value }));
}

function fieldOf(name: string, schema: Json, required: boolean): ElicitField {
  const base: FieldBase = { name, label: str(schema['title']) ?? name, description: str(schema['description']), required };
  const type = schema['type'];
  if (type === 'array') {
    const items = isJson(schema['items']) ? schema['items'] : {};
    return { ...base, kind: 'multi', options: enumOptions(items) ?? [], minItems: num(schema['minItems']), maxItems: num(schema['maxItems']) };
  }
  if (type === 'boolean') return { ...base, kind: 'boolean' };
  if (type === 'number' || type === 'integer') {
    return { ...base, kind: 'number', integer: type === 'integer', minimum: num(schema['minimum']), maximum: num(schema['maximum']) };
  }
  const options = enumOptions(schema);
  if (options !== undefined) return { ...base, kind: 'enum', options };
  return { ...base, kind: 'string', format: str(schema['format']), minLength: num(schema['minLength']), maxLength: num(schema['maxLength']) };
}

/** The fields of an elicitation form, in the schema's property order. */
export function fieldsFromSchema(requestedSchema: unknown): ElicitField[] {
  if (!isJson(requestedSchema) || !isJson(requestedSchema['properties'])) return [];
  const required = new Set(strings(requestedSchema['required']));
  return Object.entries(requestedSchema['properties']).map(([name, schema]) => fieldOf(name, isJson(schema) ? schema : {}, required.has(name)));
}

/** Starting values: the schema's `default`s, else empty. */
export function initialValues(requestedSchema: unknown, fields: readonly ElicitField[]): FormValues {
  const properties = isJson(requestedSchema) && isJson(requestedSchema['properties']) ? requestedSchema['properties'] : {};
  const values: FormValues = {};
  for (const field of fields) {
    const schema = properties[field.name];
    const fallback = isJson(schema) ? schema['default'] : undefined;
    if (field.kind === 'boolean') values[field.name] = fallback === true;
    else if (field.kind === 'multi') values[field.name] = strings(fallback);
    else if (typeof fallback === 'string' || typeof fallback === 'number') values[field.name] = String(fallback);
    else values[field.name] = '';
  }
  return values;
}
