import { parseUriTemplate } from '../../lib/uri/uri-template';
import { canonical, canonicalObject, compareJson, isJsonObject } from './canonical';
import type { JsonObject, JsonValue, SnapshotPrompt, SnapshotPromptArgument, SnapshotResource, SnapshotTemplate, SnapshotTool } from './types';

/** JSON Schema keywords whose array value is a set: order carries no meaning, so it is sorted. */
const SET_KEYWORDS = new Set(['required', 'enum', 'type']);

/**
 * zod and other generators spell out the JS safe-integer range on every integer; it is what a
 * JSON number in JavaScript can carry anyway, so it is no constraint and is dropped.
 */
function impliedBound(schema: JsonObject, key: string, item: JsonValue): boolean {
  const integer = schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  return integer && ((key === 'minimum' && item === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && item === Number.MAX_SAFE_INTEGER));
}

/** Sorts the set-like arrays of a (canonical) JSON Schema at every depth. */
export function normaliseSchema(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(normaliseSchema);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !impliedBound(value, key, item))
      .map(([key, item]) => [key, SET_KEYWORDS.has(key) && Array.isArray(item) ? [...item].sort(compareJson) : normaliseSchema(item)]),
  );
}

function schemaOf(value: unknown): JsonObject {
  const result = normaliseSchema(canonical(value));
  return isJsonObject(result) ? result : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A record keyed by server-chosen names, keys sorted; fromEntries keeps `__proto__` an own key. */
export function sortedRecord<T>(entries: ReadonlyMap<string, T>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** A set-like array, canonical and sorted; undefined when `value` is no array. */
function sortedSet(value: unknown): JsonValue[] | undefined {
  const items = Array.isArray(value) ? canonical(value) : undefined;
  return Array.isArray(items) ? items.sort(compareJson) : undefined;
}

/** Icons as a sorted set; `sizes` sorted too (spec §14). */
function iconsOf(value: unknown): JsonValue[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const icons = value.filter(isJsonObject).map((icon) => {
    return canonicalObject({ ...icon, sizes: sortedSet(icon.sizes) });
  });
  return icons.sort(compareJson);
}

/**
 * Annotations without `lastModified`: it moves with every edit of the contents, which is not
 * an interface change (`--contents` hashes cover contents). `audience` is a set.
 */
function annotationsOf(value: unknown): JsonObject | undefined {
  if (!isJsonObject(value)) return undefined;
  const { lastModified: _lastModified, audience, ...rest } = value;
  return canonicalObject({ ...rest, audience: sortedSet(audience) });
}

/** `x-mcp-header` names of properties reachable through `properties` alone (spec §7.4). */
export function headersOf(schema: JsonObject): Record<string, string> {
  return sortedRecord(new Map(headerEntries(schema, '')));
}

function headerEntries(schema: JsonObject, prefix: string): [string, string][] {
  const properties = schema.properties;
  if (!isJsonObject(properties)) return [];
  return Object.entries(properties).flatMap(([name, property]): [string, string][] => {
    if (!isJsonObject(property)) return [];
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const header = property['x-mcp-header'];
    const own: [string, string][] = typeof header === 'string' ? [[header, path]] : [];
    return [...own, ...headerEntries(property, path)];
  });
}

export function normaliseTool(tool: Record<string, unknown>): SnapshotTool {
  const inputSchema = schemaOf(tool.inputSchema);
  return {
    title: text(tool.title),
    description: text(tool.description),
    inputSchema,
    outputSchema: isJsonObject(tool.outputSchema) ? schemaOf(tool.outputSchema) : undefined,
    annotations: isJsonObject(tool.annotations) ? canonicalObject(tool.annotations) : undefined,
    headers: headersOf(inputSchema),
    icons: iconsOf(tool.icons),
    execution: isJsonObject(tool.execution) ? canonicalObject(tool.execution) : undefined,
  };
}

export function normaliseResource(resource: Record<string, unknown>): SnapshotResource {
  return {
    name: text(resource.name) ?? '',
    title: text(resource.title),
    description: text(resource.description),
    mimeType: text(resource.mimeType),
    size: typeof resource.size === 'number' && Number.isFinite(resource.size) ? resource.size : undefined,
    annotations: annotationsOf(resource.annotations),
    icons: iconsOf(resource.icons),
  };
}

export function normaliseTemplate(template: Record<string, unknown>): SnapshotTemplate {
  const uriTemplate = text(template.uriTemplate) ?? '';
  const parsed = parseUriTemplate(uriTemplate);
  return {
    uriTemplate,
    variables: parsed.ok ? [...new Set(parsed.variables.map((v) => v.name))].sort() : [],
    invalid: parsed.ok ? undefined : parsed.error,
    title: text(template.title),
    description: text(template.description),
    mimeType: text(template.mimeType),
    annotations: annotationsOf(template.annotations),
    icons: iconsOf(template.icons),
  };
}

export function normalisePrompt(prompt: Record<string, unknown>): SnapshotPrompt {
  const args = new Map<string, SnapshotPromptArgument>();
  const listed = Array.isArray(prompt.arguments) ? prompt.arguments.filter(isJsonObject) : [];
  for (const arg of listed) {
    const name = text(arg.name);
    if (name === undefined || args.has(name)) continue;
    args.set(name, { required: arg.required === true, title: text(arg.title), description: text(arg.description) });
  }
  return { title: text(prompt.title), description: text(prompt.description), arguments: sortedRecord(args), icons: iconsOf(prompt.icons) };
}
