import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { walkthroughSchema, type Walkthrough } from './format';

export type ParsedWalkthrough = { ok: true; walkthrough: Walkthrough } | { ok: false; errors: string[] };

/** Walkthrough files are small; anything larger is not one, and is refused before parsing. */
export const WALKTHROUGH_MAX_CHARS = 256 * 1024;

/**
 * One validation issue as a reader fixes it: which step (1-based, as the embed counts them)
 * and which field. `steps[1].expect` reads "step 2, field expect: …".
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (path[0] === 'steps' && path.length >= 2) {
    const field = path.slice(2).join('.');
    const where = `step ${Number(path[1]) + 1}`;
    return field === '' ? `${where}: ${issue.message}` : `${where}, field ${field}: ${issue.message}`;
  }
  return path.length === 0 ? issue.message : `field ${path.join('.')}: ${issue.message}`;
}

/** Validates an already-parsed value (a JSON body, a YAML document). */
export function validateWalkthrough(value: unknown): ParsedWalkthrough {
  const result = walkthroughSchema.safeParse(value);
  if (result.success) return { ok: true, walkthrough: result.data };
  return { ok: false, errors: result.error.issues.map(describeIssue) };
}

/**
 * Parses a walkthrough written as YAML or JSON (JSON is YAML 1.2). The text is data only: the
 * YAML core schema has no tags that construct objects or run code, and aliases are capped so a
 * crafted file cannot expand without bound.
 */
export function parseWalkthrough(text: string): ParsedWalkthrough {
  if (text.length > WALKTHROUGH_MAX_CHARS) return { ok: false, errors: [`the file is larger than ${WALKTHROUGH_MAX_CHARS / 1024} KiB`] };
  let value: unknown;
  try {
    value = parseYaml(text, { schema: 'core', maxAliasCount: 50, prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    const message = error instanceof YAMLParseError || error instanceof Error ? error.message : String(error);
    return { ok: false, errors: [`not valid YAML or JSON: ${message.split('\n')[0] ?? message}`] };
  }
  return validateWalkthrough(value);
}
