import type { PathSegment } from './json-path';
import { EXACT_CONSTRAINTS, LOWER_BOUNDS, UPPER_BOUNDS, type RawChange, type RuleId } from './rules';
import { schemaLocation } from './schema-location';
import type { JsonValue } from './types';

/** Whether the schema at `schema` (relative to the root) lists `name` as required, on one side. */
export type RequiredLookup = (schema: readonly PathSegment[], name: string) => boolean;

const TEXT_KEYWORDS = new Set(['title', 'description', 'examples', '$comment']);

function bound(change: RawChange, lower: boolean): RuleId {
  const { before, after } = change;
  if (typeof after !== 'number') return 'constraint-relaxed';
  if (typeof before !== 'number') return 'constraint-tightened';
  return (lower ? after > before : after < before) ? 'constraint-tightened' : 'constraint-relaxed';
}

function typeSet(value: JsonValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * A `type` change (collapsed to the whole keyword by the diff) narrows when some type it
 * accepted is no longer accepted; `number` still accepts every `integer`.
 */
function typeChange(change: RawChange): RuleId {
  if (change.kind !== 'changed') return change.kind === 'added' ? 'type-narrowed' : 'type-widened';
  const after = typeSet(change.after);
  const covered = (t: string): boolean => after.includes(t) || (t === 'integer' && after.includes('number'));
  return typeSet(change.before).every(covered) ? 'type-widened' : 'type-narrowed';
}

function closes(change: RawChange): boolean {
  return change.after === false && change.before !== false;
}

function inputKeyword(keyword: string, change: RawChange): RuleId {
  if (TEXT_KEYWORDS.has(keyword)) return 'description-changed';
  if (keyword === 'required' && change.member) return change.kind === 'added' ? 'property-became-required' : 'property-became-optional';
  if (keyword === 'type') return typeChange(change);
  if (keyword === 'enum') {
    if (change.member) return change.kind === 'added' ? 'enum-value-added' : 'enum-value-removed';
    return change.kind === 'removed' ? 'constraint-relaxed' : 'enum-restricted';
  }
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') {
    return closes(change) ? 'additional-properties-closed' : change.before === false ? 'additional-properties-opened' : 'other-change';
  }
  if (LOWER_BOUNDS.has(keyword)) return bound(change, true);
  if (UPPER_BOUNDS.has(keyword)) return bound(change, false);
  if (EXACT_CONSTRAINTS.has(keyword)) return change.kind === 'removed' ? 'constraint-relaxed' : 'constraint-tightened';
  return 'other-change';
}

/**
 * A change inside a tool's `inputSchema` (the arguments callers send): it breaks when the
 * schema accepts less than before. `path` is relative to the schema root.
 */
export function classifyInput(path: readonly PathSegment[], change: RawChange, requiredAfter: RequiredLookup): RuleId {
  const location = schemaLocation(path);
  if (location.at === 'member' && location.container === 'properties') {
    if (change.kind === 'removed') return 'property-removed';
    if (change.kind === 'added') return requiredAfter(location.schema, location.name) ? 'required-property-added' : 'optional-property-added';
    return 'other-change';
  }
  if (location.at !== 'keyword' || location.inside) return 'other-change';
  return inputKeyword(location.keyword, change);
}

/**
 * A change inside a tool's `outputSchema` (what consumers read from `structuredContent`): it
 * breaks when the schema promises less than before.
 */
export function classifyOutput(path: readonly PathSegment[], change: RawChange): RuleId {
  if (path.length === 0) return change.kind === 'removed' ? 'output-schema-removed' : change.kind === 'added' ? 'output-schema-added' : 'other-change';
  const location = schemaLocation(path);
  if (location.at === 'member' && location.container === 'properties') {
    return change.kind === 'removed' ? 'output-property-removed' : change.kind === 'added' ? 'output-property-added' : 'other-change';
  }
  if (location.at === 'keyword' && !location.inside) {
    if (TEXT_KEYWORDS.has(location.keyword)) return 'description-changed';
    if (location.keyword === 'required' && change.member && change.kind === 'removed') return 'output-property-optional';
  }
  return 'other-change';
}
