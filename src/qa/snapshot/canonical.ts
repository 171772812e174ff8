import type { JsonObject, JsonValue } from './types';

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Untrusted server JSON as a `JsonValue` with every object's keys sorted, so that two
 * equal interfaces serialise to equal bytes whatever order the server wrote them in.
 * `_meta` is dropped at every depth: it carries per-response data, not interface.
 */
export function canonical(value: unknown): JsonValue {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(canonical);
  if (!isJsonObject(value)) return null;
  // fromEntries defines own properties, so a server key named `__proto__` stays a key.
  const entries: [string, JsonValue][] = [];
  for (const key of Object.keys(value).sort()) {
    const item = value[key];
    if (key === '_meta' || item === undefined || typeof item === 'function') continue;
    entries.push([key, canonical(item)]);
  }
  return Object.fromEntries(entries);
}

export function canonicalObject(value: unknown): JsonObject {
  const result = canonical(value);
  return isJsonObject(result) ? result : {};
}

/** Sort order for set-like arrays whose items may be of mixed types. */
export function compareJson(a: JsonValue, b: JsonValue): number {
  const left = JSON.stringify(a);
  const right = JSON.stringify(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Canonical JSON text: sorted keys, two-space indent, one trailing newline. */
export function canonicalJson(value: unknown): string {
  return `${JSON.stringify(canonical(value), null, 2)}\n`;
}

/** `sha256:<hex>` via WebCrypto, which Node 20 and every browser the console supports have. */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `sha256:${Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
