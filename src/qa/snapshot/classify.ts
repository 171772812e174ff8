import { isJsonObject } from './canonical';
import { classifyInput, classifyOutput } from './classify-schema';
import type { PathSegment } from './json-path';
import type { RawChange, RuleId } from './rules';
import type { JsonValue } from './types';

/** Reads a value of the newer snapshot by path (undefined when absent). */
export type Lookup = (path: readonly PathSegment[]) => JsonValue | undefined;

const ITEM_RULES: Record<string, { added: RuleId; removed: RuleId }> = {
  tools: { added: 'tool-added', removed: 'tool-removed' },
  prompts: { added: 'prompt-added', removed: 'prompt-removed' },
  resourceTemplates: { added: 'template-added', removed: 'template-removed' },
  resources: { added: 'resource-added', removed: 'resource-removed' },
};

const TEXT_FIELDS = new Set(['title', 'description']);

function capability(change: RawChange): RuleId {
  if (change.kind === 'removed') return 'capability-removed';
  if (change.kind === 'added') return 'capability-added';
  return change.before === true && change.after !== true ? 'capability-removed' : 'other-change';
}

function protocol(change: RawChange, field: PathSegment | undefined): RuleId {
  const { before, after } = change;
  if (typeof before !== 'string' || typeof after !== 'string') return 'other-change';
  if (field === 'era') return before === 'modern' && after === 'legacy' ? 'era-downgraded' : 'era-upgraded';
  // Protocol versions are ISO dates, so they order as strings (spec §2).
  return after < before ? 'protocol-version-downgraded' : 'era-upgraded';
}

function promptArgument(rest: readonly PathSegment[], change: RawChange): RuleId {
  if (rest.length === 1) {
    if (change.kind === 'removed') return 'argument-removed';
    const required = isJsonObject(change.after) && change.after.required === true;
    return change.kind === 'added' ? (required ? 'required-argument-added' : 'optional-argument-added') : 'other-change';
  }
  if (rest[1] === 'required') return change.after === true ? 'argument-became-required' : 'argument-became-optional';
  return TEXT_FIELDS.has(String(rest[1])) ? 'description-changed' : 'other-change';
}

function toolField(prefix: readonly PathSegment[], rest: readonly PathSegment[], change: RawChange, after: Lookup): RuleId {
  const [field, ...inner] = rest;
  if (field === 'inputSchema') {
    const schemaAt = (schema: readonly PathSegment[]) => after([...prefix, 'inputSchema', ...schema]);
    const requiredAfter = (schema: readonly PathSegment[], name: string): boolean => {
      const required = schemaAt([...schema, 'required']);
      return Array.isArray(required) && required.includes(name);
    };
    return classifyInput(inner, change, requiredAfter);
  }
  if (field === 'outputSchema') return classifyOutput(inner, change);
  return inner.length === 0 && TEXT_FIELDS.has(String(field)) ? 'description-changed' : 'other-change';
}

/** The rule that classifies one change (README "Snapshots and diffs" lists them). */
export function classify(change: RawChange, after: Lookup): RuleId {
  const [section, item, ...rest] = change.path;
  if (typeof section !== 'string') return 'other-change';
  if (section === 'capabilities') return capability(change);
  if (section === 'protocol') return protocol(change, item);
  if (section === 'server') return 'server-info-changed';
  if (section === 'cacheHints') return 'cache-hints-changed';
  const rules = ITEM_RULES[section];
  if (rules === undefined || item === undefined) return 'other-change';
  if (rest.length === 0) return change.kind === 'added' ? rules.added : change.kind === 'removed' ? rules.removed : 'other-change';
  const prefix = [section, item];
  if (section === 'tools') return toolField(prefix, rest, change, after);
  if (section === 'prompts' && rest[0] === 'arguments' && rest.length > 1) return promptArgument(rest.slice(1), change);
  if (section === 'resourceTemplates' && rest[0] === 'variables' && change.member) {
    return change.kind === 'removed' ? 'template-variable-removed' : 'template-variable-added';
  }
  if (section === 'resourceTemplates' && rest[0] === 'uriTemplate') return 'template-changed';
  if (section === 'resources' && rest[0] === 'contentHash') return 'contents-changed';
  return rest.length === 1 && TEXT_FIELDS.has(String(rest[0])) ? 'description-changed' : 'other-change';
}
