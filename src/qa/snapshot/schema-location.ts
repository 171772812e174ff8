import type { PathSegment } from './json-path';

/** Keywords whose value maps names to subschemas. */
const NAMED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is one subschema. */
const SINGLE = new Set(['items', 'additionalProperties', 'unevaluatedProperties', 'additionalItems', 'unevaluatedItems', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
/** Keywords whose value is a list of subschemas. */
const LISTED = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/**
 * Where a change sits inside a JSON Schema: on a named member of `properties` (and its
 * kin) itself, or on a keyword of some (sub)schema. `schema` is the path from the root
 * schema to the schema that owns the member or keyword.
 */
export type SchemaLocation =
  | { at: 'member'; schema: PathSegment[]; container: string; name: string }
  | { at: 'keyword'; schema: PathSegment[]; keyword: string; inside: boolean }
  | { at: 'schema'; schema: PathSegment[] };

/**
 * Reads a path relative to a schema root by walking keyword / name alternation, so a
 * property named `required` is never mistaken for the `required` keyword.
 */
export function schemaLocation(path: readonly PathSegment[]): SchemaLocation {
  let i = 0;
  while (i < path.length) {
    const keyword = path[i];
    const schema = path.slice(0, i);
    if (typeof keyword !== 'string') return { at: 'keyword', schema, keyword: String(keyword), inside: true };
    const next = path[i + 1];
    const rest = path.length - i - 1;
    if (NAMED.has(keyword)) {
      if (rest === 0) return { at: 'keyword', schema, keyword, inside: false };
      if (rest === 1) return { at: 'member', schema, container: keyword, name: String(next) };
      i += 2;
    } else if (SINGLE.has(keyword)) {
      if (rest === 0) return { at: 'keyword', schema, keyword, inside: false };
      i += typeof next === 'number' ? 2 : 1;
    } else if (LISTED.has(keyword)) {
      if (rest <= 1) return { at: 'keyword', schema, keyword, inside: rest === 1 };
      i += 2;
    } else {
      return { at: 'keyword', schema, keyword, inside: rest > 0 };
    }
  }
  return { at: 'schema', schema: [...path] };
}
