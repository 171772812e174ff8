import microdiff from 'microdiff';
import { compareJson, isJsonObject } from './canonical';
import type { PathSegment } from './json-path';
import type { RawChange } from './rules';
import type { JsonValue } from './types';

/**
 * The structural part of a diff, by microdiff. Arrays of plain values (`required`, `enum`,
 * `type`, template variables, audiences) are sets: before diffing they become objects keyed by
 * each value, so adding one enum value reads as one addition rather than as every later index
 * shifting.
 */
class Prepared {
  private readonly sets = new WeakSet<object>();

  prepare(value: JsonValue): unknown {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.every((item) => item === null || typeof item !== 'object') ? this.set(value) : value.map((item) => this.prepare(item));
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, this.prepare(item)]));
  }

  isSet(value: unknown): value is Record<string, JsonValue> {
    return typeof value === 'object' && value !== null && this.sets.has(value);
  }

  /** Back to plain JSON: sets as sorted arrays. */
  restore(value: unknown): JsonValue | undefined {
    if (value === undefined) return undefined;
    if (this.isSet(value)) return Object.values(value).sort(compareJson);
    if (Array.isArray(value)) return value.map((item) => this.restore(item) ?? null);
    if (isJsonObject(value)) return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, this.restore(item) ?? null]));
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : null;
  }

  private set(values: readonly JsonValue[]): Record<string, JsonValue> {
    const set = Object.fromEntries(values.map((v) => [JSON.stringify(v), v]));
    this.sets.add(set);
    return set;
  }
}

function at(root: unknown, path: readonly PathSegment[]): unknown {
  let node = root;
  for (const segment of path) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isJsonObject(node)) node = node[String(segment)];
    else return undefined;
  }
  return node;
}

/** Set-valued containers whose creation or removal is reported member by member. */
const EXPANDED_SETS = new Set(['required', 'variables']);

function expand(prepared: Prepared, change: RawChange, whole: unknown): RawChange[] {
  const last = change.path.at(-1);
  if (change.kind === 'changed' || !prepared.isSet(whole) || typeof last !== 'string' || !EXPANDED_SETS.has(last)) return [change];
  return Object.values(whole).map((member) => ({ kind: change.kind, path: change.path, member: true, ...(change.kind === 'added' ? { after: member } : { before: member }) }));
}

/** Every structural difference from `a` to `b` as raw (unclassified) changes. */
export function structuralChanges(a: JsonValue, b: JsonValue): RawChange[] {
  const prepared = new Prepared();
  const left = prepared.prepare(a);
  const right = prepared.prepare(b);
  if (!isJsonObject(left) || !isJsonObject(right)) return [];
  return microdiff(left, right).flatMap((d): RawChange[] => {
    const path = d.path.slice(0, -1);
    const key = d.path.at(-1);
    const owner = d.type === 'CREATE' ? at(right, path) : at(left, path);
    if (key !== undefined && prepared.isSet(owner)) {
      const member: unknown = d.type === 'CREATE' ? d.value : d.type === 'REMOVE' ? d.oldValue : undefined;
      const value = prepared.restore(member);
      return [{ kind: d.type === 'CREATE' ? 'added' : 'removed', path, member: true, ...(d.type === 'CREATE' ? { after: value } : { before: value }) }];
    }
    const before = d.type === 'CREATE' ? undefined : prepared.restore(d.oldValue);
    const after = d.type === 'REMOVE' ? undefined : prepared.restore(d.value);
    const kind = d.type === 'CREATE' ? 'added' : d.type === 'REMOVE' ? 'removed' : 'changed';
    const change: RawChange = { kind, path: [...d.path], member: false, before, after };
    return expand(prepared, change, d.type === 'CREATE' ? d.value : d.type === 'REMOVE' ? d.oldValue : undefined);
  });
}
