import type { Era } from '../protocol';

/** A TTL longer than a day is more likely a bug than an intent; nothing stays fresh longer. */
export const MAX_STALE_TIME_MS = 24 * 60 * 60 * 1000;

export const LEGACY_HINTS_NOTE = 'legacy era: no cache hints';

export type CacheScope = 'public' | 'private';

/** The cache hints of one result: as interpreted, and exactly as received (spec §12). */
export interface CacheHints {
  /** The received `ttlMs` when it is a finite number (even a negative or fractional one). */
  ttlMs: number | undefined;
  /** The received `cacheScope` when it is one of the two defined values. */
  cacheScope: CacheScope | undefined;
  /** The fields as they arrived, for display; absent members were absent on the wire. */
  raw: { ttlMs?: unknown; cacheScope?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(result: unknown, name: string): { present: boolean; value: unknown } {
  if (!isRecord(result) || !Object.hasOwn(result, name)) return { present: false, value: undefined };
  return { present: true, value: result[name] };
}

/** Reads `ttlMs` / `cacheScope` off a result without trusting their types. */
export function readHints(result: unknown): CacheHints {
  const ttl = field(result, 'ttlMs');
  const scope = field(result, 'cacheScope');
  const raw: CacheHints['raw'] = {};
  if (ttl.present) raw.ttlMs = ttl.value;
  if (scope.present) raw.cacheScope = scope.value;
  return {
    ttlMs: typeof ttl.value === 'number' && Number.isFinite(ttl.value) ? ttl.value : undefined,
    cacheScope: scope.value === 'public' || scope.value === 'private' ? scope.value : undefined,
    raw,
  };
}

/**
 * `staleTime` for a result (spec §12): its `ttlMs` when that is a number ≥ 0,
 * otherwise 0 (absent, negative and non-numeric hints mean "stale at once"),
 * capped at 24 h. A fractional TTL is rounded down: a hint never buys extra freshness.
 */
export function staleTimeFromHints(result: unknown): number {
  const { ttlMs } = readHints(result);
  if (ttlMs === undefined || ttlMs < 0) return 0;
  return Math.min(Math.floor(ttlMs), MAX_STALE_TIME_MS);
}

function describe(value: unknown): string {
  // JSON cannot carry these; JSON.stringify would return undefined for them.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return typeof value;
  return JSON.stringify(value);
}

function ttlWarnings(raw: CacheHints['raw']): string[] {
  if (!('ttlMs' in raw)) return ['ttlMs is missing: treated as 0 (stale at once).'];
  const value = raw.ttlMs;
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`ttlMs ${describe(value)} is not a number: treated as 0.`];
  if (value < 0) return [`ttlMs ${value} is negative: treated as 0.`];
  if (!Number.isInteger(value)) return [`ttlMs ${value} is not an integer: rounded down to ${Math.floor(value)}.`];
  if (value > MAX_STALE_TIME_MS) return [`ttlMs ${value} exceeds 24 h: capped at ${MAX_STALE_TIME_MS}.`];
  return [];
}

function scopeWarnings(raw: CacheHints['raw']): string[] {
  if (!('cacheScope' in raw)) return ['cacheScope is missing: treated as private.'];
  const value = raw.cacheScope;
  if (value === 'public' || value === 'private') return [];
  return [`cacheScope ${describe(value)} is not "public" or "private": treated as private.`];
}

/**
 * Human-readable problems with a result's cache hints (spec §12: modern results
 * MUST carry both). Legacy results carry none by design, which earns one note
 * rather than a list of warnings.
 */
export function hintWarnings(result: unknown, era: Era): string[] {
  if (era === 'legacy') return [LEGACY_HINTS_NOTE];
  const { raw } = readHints(result);
  if (!('ttlMs' in raw) && !('cacheScope' in raw)) {
    return ['Result carries no cache hints (ttlMs, cacheScope): treated as ttlMs 0, private.'];
  }
  return [...ttlWarnings(raw), ...scopeWarnings(raw)];
}

/**
 * A warning when the pages of one list disagree on `cacheScope` — servers MUST
 * use the same scope on every page (spec §12, §18). Pages without a valid scope are ignored.
 */
export function scopeMismatch(pages: readonly { cacheScope: CacheScope | undefined }[]): string | undefined {
  const scopes = new Set(pages.map((p) => p.cacheScope).filter((s) => s !== undefined));
  if (scopes.size < 2) return undefined;
  const listed = pages.map((p, i) => `page ${i + 1}: ${p.cacheScope ?? 'none'}`).join(', ');
  return `Pages of this list disagree on cacheScope (${listed}); the spec requires one scope per list.`;
}
