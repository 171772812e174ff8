import type { ChangeClass, ChangeKind, JsonValue } from './types';
import type { PathSegment } from './json-path';

/** One structural difference, before classification; `member` marks one value of a set-like array at `path`. */
export interface RawChange {
  kind: ChangeKind;
  path: PathSegment[];
  before?: JsonValue;
  after?: JsonValue;
  member: boolean;
  /** Said after the change's own line (the era change names what it alone accounts for). */
  note?: string;
}

export interface Rule {
  class: ChangeClass;
  /** What happened, as a sentence head ("Tool removed"). */
  title: string;
}

/**
 * Our breaking/compatible rules (issue 18; README "Snapshots and diffs" has an example of each).
 * Input schemas and prompt arguments break callers when they accept less; output schemas break
 * consumers when they promise less.
 */
export const RULES = {
  'tool-removed': { class: 'breaking', title: 'Tool removed' },
  'prompt-removed': { class: 'breaking', title: 'Prompt removed' },
  'template-removed': { class: 'breaking', title: 'Resource template removed' },
  'resource-removed': { class: 'breaking', title: 'Resource removed' },
  'required-property-added': { class: 'breaking', title: 'Required input property added' },
  'property-became-required': { class: 'breaking', title: 'Input property became required' },
  'property-removed': { class: 'breaking', title: 'Input property removed' },
  'required-argument-added': { class: 'breaking', title: 'Required prompt argument added' },
  'argument-became-required': { class: 'breaking', title: 'Prompt argument became required' },
  'argument-removed': { class: 'breaking', title: 'Prompt argument removed' },
  'type-narrowed': { class: 'breaking', title: 'Input type narrowed' },
  'enum-value-removed': { class: 'breaking', title: 'Enum lost a value' },
  'enum-restricted': { class: 'breaking', title: 'Input restricted to an enum' },
  'constraint-tightened': { class: 'breaking', title: 'Input constraint tightened' },
  'additional-properties-closed': { class: 'breaking', title: 'additionalProperties closed' },
  'output-property-removed': { class: 'breaking', title: 'Output property removed' },
  'output-property-optional': { class: 'breaking', title: 'Output property no longer required' },
  'output-schema-removed': { class: 'breaking', title: 'Output schema removed' },
  'capability-removed': { class: 'breaking', title: 'Capability removed' },
  'template-variable-removed': { class: 'breaking', title: 'Template lost a variable' },
  'era-downgraded': { class: 'breaking', title: 'Protocol era downgraded' },
  'protocol-version-downgraded': { class: 'breaking', title: 'Protocol version downgraded' },
  'tool-added': { class: 'compatible', title: 'Tool added' },
  'prompt-added': { class: 'compatible', title: 'Prompt added' },
  'template-added': { class: 'compatible', title: 'Resource template added' },
  'resource-added': { class: 'compatible', title: 'Resource added' },
  'optional-property-added': { class: 'compatible', title: 'Optional input property added' },
  'property-became-optional': { class: 'compatible', title: 'Input property became optional' },
  'optional-argument-added': { class: 'compatible', title: 'Optional prompt argument added' },
  'argument-became-optional': { class: 'compatible', title: 'Prompt argument became optional' },
  'type-widened': { class: 'compatible', title: 'Input type widened' },
  'enum-value-added': { class: 'compatible', title: 'Enum gained a value' },
  'constraint-relaxed': { class: 'compatible', title: 'Input constraint relaxed' },
  'additional-properties-opened': { class: 'compatible', title: 'additionalProperties opened' },
  'output-property-added': { class: 'compatible', title: 'Output property added' },
  'output-schema-added': { class: 'compatible', title: 'Output schema added' },
  'capability-added': { class: 'compatible', title: 'Capability added' },
  'template-variable-added': { class: 'compatible', title: 'Template gained a variable' },
  'era-upgraded': { class: 'compatible', title: 'Protocol era or version upgraded' },
  'template-changed': { class: 'compatible', title: 'URI template changed' },
  'description-changed': { class: 'compatible', title: 'Title or description changed' },
  'server-info-changed': { class: 'compatible', title: 'Server name or version changed' },
  'cache-hints-changed': { class: 'compatible', title: 'Cache hints changed' },
  'contents-changed': { class: 'compatible', title: 'Resource contents changed' },
  'other-change': { class: 'compatible', title: 'Changed' },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof RULES;

/** Lower bounds tighten when raised, upper bounds when lowered; these tighten when set or changed at all. */
export const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
export const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
export const EXACT_CONSTRAINTS = new Set(['pattern', 'const', 'multipleOf']);
