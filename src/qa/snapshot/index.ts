// Snapshots and diffs of a server's interface (issue 18): data only, the same in Node and browsers.
import { canonicalJson } from './canonical';
import type { ServerSnapshot } from './types';

export type * from './types';
export { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION } from './types';
export { buildSnapshot, snapshotTargetFromSession, type SnapshotOptions, type SnapshotTarget } from './build';
export { SnapshotError } from './collect';
export { takeSnapshot, type TakeSnapshotOptions } from './take';
export { parseSnapshot, type ParsedSnapshot } from './parse';
export { diffSnapshots, hasBreaking } from './diff';
export { diffTitle, diffToJson, diffToMarkdown } from './render';
export { RULES, type Rule, type RuleId } from './rules';

/** The snapshot file's text: canonical JSON (sorted keys, two-space indent, trailing newline). */
export function snapshotToJson(snapshot: ServerSnapshot): string {
  return canonicalJson(snapshot);
}
