import { canonical, isJsonObject } from './canonical';
import { classify, type Lookup } from './classify';
import { jsonPath } from './json-path';
import { RULES, type RawChange } from './rules';
import { structuralChanges } from './structural';
import { collapseTypes, withoutEchoes } from './diff-steps';
import type { ChangeClass, JsonValue, ServerSnapshot, SnapshotChange, SnapshotDiff } from './types';

const OWNERS: Record<string, string> = { tools: 'tool', prompts: 'prompt', resourceTemplates: 'template', resources: 'resource' };

/** The snapshot as the diff sees it; content hashes only count when both sides have them. */
function comparable(snapshot: ServerSnapshot, hashes: boolean): JsonValue {
  const resources = hashes
    ? snapshot.resources
    : Object.fromEntries(Object.entries(snapshot.resources).map(([uri, { contentHash: _hash, ...rest }]) => [uri, rest]));
  const { format: _format, formatVersion: _version, contentHashes: _flag, ...rest } = snapshot;
  return canonical({ ...rest, resources });
}

function lookupIn(root: JsonValue): Lookup {
  return (path) => {
    let node: JsonValue | undefined = root;
    for (const segment of path) {
      if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
      else if (isJsonObject(node)) node = node[String(segment)];
      else return undefined;
    }
    return node;
  };
}

function short(value: JsonValue | undefined): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** One line a server author can read: the rule, what it is about, and the value that moved. */
function describe(title: string, change: RawChange): string {
  const [section, item] = change.path;
  const ownerKind = typeof section === 'string' ? OWNERS[section] : undefined;
  if (ownerKind === undefined) {
    const subject = change.path.join('.');
    const detail = change.kind === 'changed' ? `${short(change.before)} → ${short(change.after)}` : change.kind;
    return `${title}: ${subject} ${detail}`;
  }
  const owner = `${ownerKind} ${JSON.stringify(String(item))}`;
  if (change.member) return `${title}: ${owner}, ${short(change.kind === 'added' ? change.after : change.before)}`;
  if (change.path.length <= 2) return `${title}: ${owner}`;
  const detail = change.kind === 'changed' ? `${short(change.before)} → ${short(change.after)}` : JSON.stringify(String(change.path.at(-1)));
  return `${title}: ${owner}, ${detail}`;
}

function toChange(change: RawChange, after: Lookup): SnapshotChange {
  const rule = classify(change, after);
  const { class: changeClass, title } = RULES[rule];
  return {
    kind: change.kind,
    class: changeClass,
    rule,
    path: jsonPath(change.path),
    message: change.note === undefined ? describe(title, change) : `${describe(title, change)}; ${change.note}`,
    ...(change.before === undefined ? {} : { before: change.before }),
    ...(change.after === undefined ? {} : { after: change.after }),
  };
}

const CLASS_ORDER: Record<ChangeClass, number> = { breaking: 0, compatible: 1 };

function order(a: SnapshotChange, b: SnapshotChange): number {
  return CLASS_ORDER[a.class] - CLASS_ORDER[b.class] || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);
}

/**
 * What changed from snapshot `a` to snapshot `b`, each change with its JSON path and class
 * (issue 18 rules: `RULES`), breaking changes first.
 */
export function diffSnapshots(a: ServerSnapshot, b: ServerSnapshot): SnapshotDiff {
  const hashes = a.contentHashes && b.contentHashes;
  const left = comparable(a, hashes);
  const right = comparable(b, hashes);
  const after = lookupIn(right);
  const changes = withoutEchoes(collapseTypes(structuralChanges(left, right), lookupIn(left), after))
    .map((change) => toChange(change, after))
    .sort(order);
  const breaking = changes.filter((c) => c.class === 'breaking').length;
  return {
    from: { server: a.server, protocol: a.protocol },
    to: { server: b.server, protocol: b.protocol },
    changes,
    summary: { breaking, compatible: changes.length - breaking },
  };
}

export function hasBreaking(diff: SnapshotDiff): boolean {
  return diff.summary.breaking > 0;
}
