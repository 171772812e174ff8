/** Distinct values kept per kind: a server that never repeats one cannot grow the table without end. */
const MAX_ENTRIES = 512;

/** One shared copy per distinct value, up to `MAX_ENTRIES`; later new values pass through unshared. */
class Interner<T, K = string> {
  readonly #values = new Map<K, T>();

  get(key: K, value: T): T {
    const known = this.#values.get(key);
    if (known !== undefined) return known;
    if (this.#values.size < MAX_ENTRIES) this.#values.set(key, value);
    return value;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const mimeTypes = new Interner<string>();
const audiences = new Interner<unknown[]>();
const iconLists = new Interner<unknown[]>();
const priorities = new Interner<number, number>();

function internField(record: Record<string, unknown>, field: string, intern: (value: unknown) => unknown): void {
  const value = record[field];
  if (value !== undefined) record[field] = intern(value);
}

const internMimeType = (value: unknown): unknown => (typeof value === 'string' ? mimeTypes.get(value, value) : value);

const internAudience = (value: unknown): unknown =>
  Array.isArray(value) && value.every((role) => typeof role === 'string') ? audiences.get(value.join('\u0000'), value) : value;

// Icons repeat across a listing (one set per kind of resource), each with its `data:` URI.
const internIcons = (value: unknown): unknown => (Array.isArray(value) && value.length > 0 ? iconLists.get(JSON.stringify(value), value) : value);

const internPriority = (value: unknown): unknown => (typeof value === 'number' ? priorities.get(value, value) : value);

const ANNOTATION_FIELDS = new Set(['audience', 'priority', 'lastModified']);

/**
 * Annotations of one fixed shape, every field in the object itself. A field that has held
 * something other than a number is a tagged field, where every priority can point at one shared
 * number; in a double field V8 boxes each object's priority on its own (100,000 boxes).
 */
function fixedAnnotations(audience: unknown, priority: unknown, lastModified: unknown): Record<string, unknown> {
  return { audience, priority, lastModified };
}

/**
 * Stands in for every empty annotations object. Built first, with no priority, it also makes the
 * shape's priority field a tagged one before any page arrives.
 */
const NO_ANNOTATIONS = fixedAnnotations(undefined, undefined, undefined);

/** Annotations rebuilt in that shape; ones with fields this console does not know stay as sent. */
function internAnnotations(annotations: Record<string, unknown>): Record<string, unknown> {
  let empty = true;
  for (const key in annotations) {
    empty = false;
    if (ANNOTATION_FIELDS.has(key)) continue;
    const kept = { ...annotations };
    internField(kept, 'audience', internAudience);
    return kept;
  }
  if (empty) return NO_ANNOTATIONS;
  return fixedAnnotations(internAudience(annotations['audience']), internPriority(annotations['priority']), annotations['lastModified']);
}

/**
 * The page's resources, each a copy whose values that repeat across a large listing (MIME types,
 * audiences, icon lists) are one shared copy. 100,000 resources hold a few distinct values of
 * each, so most of those copies were the same text many times over (issue 43). The page itself is
 * left as it came: in the 2026 era it is the parse the traffic log shows (cache/spec-schemas.ts).
 * Shared values are read-only by convention, as everything in the query cache is.
 */
export function internResources(resources: unknown): unknown {
  if (!Array.isArray(resources)) return resources;
  return resources.map((resource: unknown) => {
    if (!isRecord(resource)) return resource;
    const copy = { ...resource };
    internField(copy, 'mimeType', internMimeType);
    internField(copy, 'icons', internIcons);
    const annotations = copy['annotations'];
    if (isRecord(annotations)) copy['annotations'] = internAnnotations(annotations);
    return copy;
  });
}
