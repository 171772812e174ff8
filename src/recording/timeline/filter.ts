import type { TimelineEvent } from './types';

/** The keys the Timeline filter understands; anything else is free text (as in DevTools). */
export const FILTER_KEYS = ['lane', 'method', 'status'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export interface FilterClause {
  key: FilterKey;
  /** Alternatives (`lane:http,cache`); a value ending in `*` matches as a prefix. */
  values: readonly string[];
  negated: boolean;
}

export interface TimelineFilter {
  clauses: readonly FilterClause[];
  /** Lower-cased words every event must contain (in its label or details); `-word` must not. */
  text: readonly string[];
  excludedText: readonly string[];
}

function isFilterKey(value: string): value is FilterKey {
  return (FILTER_KEYS as readonly string[]).includes(value);
}

/** Splits on whitespace, keeping `"quoted phrases"` (and `key:"quoted value"`) together. */
function tokens(input: string): string[] {
  const out: string[] = [];
  const pattern = /(-?[^\s"]*)"([^"]*)"?|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    const quoted = match[2];
    out.push(quoted === undefined ? (match[3] ?? '') : `${match[1] ?? ''}${quoted}`);
  }
  return out.filter((t) => t !== '' && t !== '-');
}

/**
 * Parses DevTools-style filter text: `method:tools/call status:error lane:cache` plus free
 * text; `-key:value` and `-word` exclude; `key:a,b` means either. Never throws: text that is not
 * a known `key:value` is searched for as it is.
 */
export function parseTimelineFilter(input: string): TimelineFilter {
  const clauses: FilterClause[] = [];
  const text: string[] = [];
  const excludedText: string[] = [];
  for (const token of tokens(input)) {
    const negated = token.startsWith('-');
    const body = negated ? token.slice(1) : token;
    const colon = body.indexOf(':');
    const key = colon > 0 ? body.slice(0, colon).toLowerCase() : '';
    const values = colon > 0 ? body.slice(colon + 1).split(',').filter((v) => v !== '') : [];
    if (isFilterKey(key) && values.length > 0) clauses.push({ key, values, negated });
    else (negated ? excludedText : text).push(body.toLowerCase());
  }
  return { clauses, text, excludedText };
}

export const EMPTY_FILTER: TimelineFilter = { clauses: [], text: [], excludedText: [] };

export function isEmptyFilter(filter: TimelineFilter): boolean {
  return filter.clauses.length === 0 && filter.text.length === 0 && filter.excludedText.length === 0;
}

function valueMatches(actual: string | undefined, wanted: string): boolean {
  if (actual === undefined) return false;
  const a = actual.toLowerCase();
  const w = wanted.toLowerCase();
  return w.endsWith('*') ? a.startsWith(w.slice(0, -1)) : a === w;
}

function fieldOf(event: TimelineEvent, key: FilterKey): string | undefined {
  if (key === 'lane') return event.lane;
  if (key === 'status') return event.status;
  return event.method;
}

function searchable(event: TimelineEvent): string {
  return `${event.label}\n${event.details.join('\n')}`.toLowerCase();
}

/** Whether `event` passes every clause and word of `filter`. */
export function matchesFilter(event: TimelineEvent, filter: TimelineFilter): boolean {
  for (const clause of filter.clauses) {
    const hit = clause.values.some((v) => valueMatches(fieldOf(event, clause.key), v));
    if (hit === clause.negated) return false;
  }
  if (filter.text.length === 0 && filter.excludedText.length === 0) return true;
  const haystack = searchable(event);
  return filter.text.every((w) => haystack.includes(w)) && !filter.excludedText.some((w) => haystack.includes(w));
}
