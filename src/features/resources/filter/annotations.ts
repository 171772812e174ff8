/** The annotation fields of a resource (spec §13.2 "annotations"). */
export interface AnnotationsLike {
  audience?: ('user' | 'assistant')[] | undefined;
  priority?: number | undefined;
  lastModified?: string | undefined;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * `lastModified` (an ISO 8601 timestamp) relative to `now`, e.g. "3 days ago", with the
 * absolute ISO time for a tooltip; `undefined` relative text when it does not parse.
 */
export function formatLastModified(value: string, now: number): { relative: string | undefined; iso: string } {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return { relative: undefined, iso: value };
  const diff = at - now;
  const iso = new Date(at).toISOString();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'second') return { relative: RELATIVE.format(Math.round(diff / ms), unit), iso };
  }
  return { relative: undefined, iso };
}

/** `priority` is 0 (optional) … 1 (required); outside that range it is a server bug worth showing. */
export function formatPriority(priority: number): { text: string; fraction: number; valid: boolean } {
  const valid = priority >= 0 && priority <= 1;
  return { text: priority.toFixed(2), fraction: Math.min(1, Math.max(0, priority)), valid };
}

/** The audience chips, deduplicated and in a stable order. */
export function audienceChips(audience: readonly string[] | undefined): string[] {
  return [...new Set(audience ?? [])].sort();
}
