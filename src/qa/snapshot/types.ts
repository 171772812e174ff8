import type { Era } from '../../protocol';

/** Marks a file as a snapshot of ours; the version changes when the shape does. */
export const SNAPSHOT_FORMAT = 'mcp-console-snapshot';
export const SNAPSHOT_FORMAT_VERSION = 1;

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Cache hints of a list's first page (spec §12: every page of one list shares its scope). */
export interface ListCacheHints {
  ttlMs?: number;
  cacheScope?: string;
}

export interface SnapshotTool {
  title?: string;
  description?: string;
  inputSchema: JsonObject;
  outputSchema?: JsonObject;
  annotations?: JsonObject;
  /** `x-mcp-header` name → the argument path it carries (spec §7.4). */
  headers: Record<string, string>;
  icons?: JsonValue[];
  execution?: JsonObject;
}

export interface SnapshotResource {
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  size?: number;
  annotations?: JsonObject;
  icons?: JsonValue[];
  /** `sha256:<hex>` of the normalised contents, with `--contents` only. */
  contentHash?: string;
}

export interface SnapshotTemplate {
  uriTemplate: string;
  /** RFC 6570 variable names, sorted; empty when the template does not parse. */
  variables: string[];
  /** Why the template does not parse, when it does not. */
  invalid?: string;
  title?: string;
  description?: string;
  mimeType?: string;
  annotations?: JsonObject;
  icons?: JsonValue[];
}

export interface SnapshotPromptArgument {
  /** Absent `required` means optional (spec §15.2), so it is always spelled out here. */
  required: boolean;
  title?: string;
  description?: string;
}

export interface SnapshotPrompt {
  title?: string;
  description?: string;
  arguments: Record<string, SnapshotPromptArgument>;
  icons?: JsonValue[];
}

/**
 * A server's interface at one moment, as deterministic data: maps keyed by name (tools,
 * prompts, templates) or URI (resources), keys sorted, set-like arrays sorted; no
 * timestamps, session ids, headers or `_meta`.
 */
export interface ServerSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  formatVersion: typeof SNAPSHOT_FORMAT_VERSION;
  protocol: { era: Era; version: string };
  server: { name?: string; version?: string };
  capabilities: JsonObject;
  cacheHints: Record<string, ListCacheHints>;
  /** True when every resource carries a `contentHash`. */
  contentHashes: boolean;
  tools: Record<string, SnapshotTool>;
  resources: Record<string, SnapshotResource>;
  resourceTemplates: Record<string, SnapshotTemplate>;
  prompts: Record<string, SnapshotPrompt>;
}

export type ChangeKind = 'added' | 'removed' | 'changed';
export type ChangeClass = 'breaking' | 'compatible';

/** One difference between two snapshots, with the rule that classified it. */
export interface SnapshotChange {
  kind: ChangeKind;
  class: ChangeClass;
  /** Rule id, e.g. `tool-removed`, `required-property-added` (README: Snapshots and diffs). */
  rule: string;
  /** JSON path into the snapshot, e.g. `$.tools.search.inputSchema.required`. */
  path: string;
  message: string;
  before?: JsonValue;
  after?: JsonValue;
}

export interface SnapshotSide {
  server: ServerSnapshot['server'];
  protocol: ServerSnapshot['protocol'];
}

export interface SnapshotDiff {
  from: SnapshotSide;
  to: SnapshotSide;
  /** Breaking changes first, then by path. */
  changes: SnapshotChange[];
  summary: Record<ChangeClass, number>;
}
