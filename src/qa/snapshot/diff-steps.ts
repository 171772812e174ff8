import type { Lookup } from './classify';
import type { PathSegment } from './json-path';
import type { RawChange } from './rules';
import { schemaLocation } from './schema-location';

const pathKey = (kind: string, path: readonly PathSegment[]): string => `${kind} ${JSON.stringify(path)}`;

/** The path of the schema `type` keyword a change falls in, if it does. */
function typeKeywordPath(path: readonly PathSegment[]): PathSegment[] | undefined {
  const [section, item, field, ...inner] = path;
  if (section !== 'tools' || item === undefined || (field !== 'inputSchema' && field !== 'outputSchema')) return undefined;
  const location = schemaLocation(inner);
  if (location.at !== 'keyword' || location.keyword !== 'type') return undefined;
  return [section, item, field, ...location.schema, 'type'];
}

/**
 * A `type` is judged as a whole (`number` → `integer` is one narrowing, not a removal and
 * an addition), so its member changes become one change of the keyword.
 */
export function collapseTypes(changes: readonly RawChange[], before: Lookup, after: Lookup): RawChange[] {
  const seen = new Set<string>();
  return changes.flatMap((change): RawChange[] => {
    const path = typeKeywordPath(change.path);
    if (path === undefined) return [change];
    const key = JSON.stringify(path);
    if (seen.has(key)) return [];
    seen.add(key);
    const was = before(path);
    const now = after(path);
    return [{ kind: was === undefined ? 'added' : now === undefined ? 'removed' : 'changed', path, member: false, before: was, after: now }];
  });
}

/**
 * What a change of era alone explains, by kind: a tool's `execution` is 2025-11-25 vocabulary
 * (task support) that 2026-07-28 servers no longer send, and cache hints exist only in 2026-07-28.
 * Listing those per tool or per list would bury the server's own changes.
 */
function eraNoise(change: RawChange): 'execution' | 'cache hints' | undefined {
  const [section, item, field] = change.path;
  if (section === 'tools' && item !== undefined && field === 'execution') return 'execution';
  if (section === 'cacheHints' && change.kind !== 'changed') return 'cache hints';
  return undefined;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The era change, noting what it accounts for (counted, not listed). */
function eraNote(dropped: readonly RawChange[]): string | undefined {
  const tools = new Set(dropped.filter((c) => eraNoise(c) === 'execution').map((c) => String(c.path[1])));
  const lists = new Set(dropped.filter((c) => eraNoise(c) === 'cache hints').map((c) => String(c.path[1])));
  const parts = [
    tools.size === 0 ? '' : `the execution field of ${plural(tools.size, 'tool', 'tools')} (2025-11-25 only)`,
    lists.size === 0 ? '' : `the cache hints of ${plural(lists.size, 'list', 'lists')} (2026-07-28 only)`,
  ].filter((part) => part !== '');
  return parts.length === 0 ? undefined : `the era alone accounts for ${parts.join(' and ')}, not listed one by one`;
}

/**
 * Changes that only repeat another: a property added or removed with its `required` entry is
 * reported on the property (whose rule says whether it is required), and a protocol version, or a
 * field only one era has, that moved with the era is reported once, on the era.
 */
export function withoutEchoes(changes: readonly RawChange[]): RawChange[] {
  const plain = new Set(changes.filter((c) => !c.member).map((c) => pathKey(c.kind, c.path)));
  const eraChanged = plain.has(pathKey('changed', ['protocol', 'era']));
  const kept = changes.filter((c) => {
    if (eraChanged && c.path.length === 2 && c.path[0] === 'protocol' && c.path[1] === 'version') return false;
    if (eraChanged && eraNoise(c) !== undefined) return false;
    if (!c.member || c.path.at(-1) !== 'required') return true;
    const name = c.kind === 'added' ? c.after : c.before;
    return typeof name !== 'string' || !plain.has(pathKey(c.kind, [...c.path.slice(0, -1), 'properties', name]));
  });
  const note = eraChanged ? eraNote(changes.filter((c) => eraNoise(c) !== undefined)) : undefined;
  if (note === undefined) return kept;
  return kept.map((c) => (c.path.length === 2 && c.path[0] === 'protocol' && c.path[1] === 'era' ? { ...c, note } : c));
}
