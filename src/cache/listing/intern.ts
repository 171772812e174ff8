/** Distinct values kept per kind: a server that never repeats one cannot grow the table without end. */
const MAX_ENTRIES = 512;

/** One shared copy per distinct value, up to `MAX_ENTRIES`; later new values pass through unshared. */
class Interner<T> {
  readonly #values = new Map<string, T>();

  get(key: string, value: T): T {
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

function internField(record: Record<string, unknown>, field: string, intern: (value: unknown) => unknown): void {
  const value = record[field];
  if (value !== undefined) record[field] = intern(value);
}

const internMimeType = (value: unknown): unknown => (typeof value === 'string' ? mimeTypes.get(value, value) : value);

const internAudience = (value: unknown): unknown =>
  Array.isArray(value) && value.every((role) => typeof role === 'string') ? audiences.get(value.join('\u0000'), value) : value;

// Icons repeat across a listing (one set per kind of resource), each with its `data:` URI.
const internIcons = (value: unknown): unknown => (Array.isArray(value) && value.length > 0 ? iconLists.get(JSON.stringify(value), value) : value);

/**
 * Replaces the values that repeat across a large listing (MIME types, audiences, icon lists) by
 * one shared copy, in place, in a page the validator just built. 100,000 resources hold a few
 * distinct values of each, so most of those copies were the same text many times over (issue 43).
 * Shared values are read-only by convention, as everything in the query cache is.
 */
export function internResourceValues(resources: unknown): void {
  if (!Array.isArray(resources)) return;
  for (const resource of resources) {
    if (!isRecord(resource)) continue;
    internField(resource, 'mimeType', internMimeType);
    internField(resource, 'icons', internIcons);
    const annotations = resource['annotations'];
    if (isRecord(annotations)) internField(annotations, 'audience', internAudience);
  }
}
