import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/client/validators/cf-worker';

/** Outcome of validating a value against a server-supplied JSON Schema. */
export type SchemaCheck = { ok: true; warning?: string } | { ok: false; issues: string[] };

// All errors at once, so the user fixes every argument in one go.
const validator = new CfWorkerJsonSchemaValidator({ shortcircuit: false });

function isSchemaObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates `value` against `schema` (JSON Schema 2020-12 by default, spec §19)
 * with the SDK's browser validator. A schema the engine cannot compile (an
 * unknown dialect, a bad pattern) must not make the tool uncallable: the value
 * passes with a warning saying it went unchecked.
 */
export function checkAgainstSchema(schema: unknown, value: unknown): SchemaCheck {
  if (!isSchemaObject(schema)) return { ok: true, warning: 'The schema is not a JSON object, so nothing was checked.' };
  try {
    const result = validator.getValidator(schema)(value);
    if (result.valid) return { ok: true };
    const issues = result.errorMessage.split('; ').map((issue) => issue.replace(/\.$/, ''));
    // "Property x does not match schema" only repeats the specific issue reported beside it.
    const specific = issues.filter((issue) => !/does not match schema$/.test(issue));
    return { ok: false, issues: specific.length > 0 ? specific : issues };
  } catch (error) {
    return { ok: true, warning: `The schema cannot be used for validation (${error instanceof Error ? error.message : String(error)}), so nothing was checked.` };
  }
}
