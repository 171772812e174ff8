/** Small type guards and decoders the checks share; server data is untrusted JSON. */

import { isRecord } from '../../lib/is-record';

export { isRecord };

export function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Canonical base64 (RFC 4648 §4) as `blob` and `data` fields require. */
export function isBase64(value: string): boolean {
  return value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);
}

/** Decoded byte length of valid base64. */
export function base64ByteLength(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}

export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** An absolute URI with a scheme (RFC 3986 §3). */
export function isAbsoluteUri(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) || /\s/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** `type/subtype` with optional parameters (RFC 6838 §4.2). */
export function isMimeType(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\s*;.*)?$/.test(value);
}

export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

/** A short list for a message: the first few items, then a count. */
export function sample(values: readonly string[], max = 3): string {
  const shown = values.slice(0, max).map((v) => JSON.stringify(v)).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}

export function ids(...values: (number | undefined)[]): number[] {
  return values.filter((v): v is number => v !== undefined);
}
