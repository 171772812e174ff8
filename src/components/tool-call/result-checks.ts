import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { checkAgainstSchema } from './schema-validation';

export type StructuredCheck =
  | { kind: 'none' }
  /** Structured content without an `outputSchema` to check it against. */
  | { kind: 'unchecked' }
  | { kind: 'valid' }
  | { kind: 'invalid'; issues: string[] }
  /** The tool declares an `outputSchema` but a successful result carries no `structuredContent`. */
  | { kind: 'missing' };

/**
 * Checks `structuredContent` against the tool's `outputSchema` (spec §19: a
 * tool with an output schema must return conforming structured results). The
 * console flags a mismatch instead of rejecting the result, so the user still
 * sees what the server sent.
 */
export function checkStructured(tool: Tool, result: CallToolResult): StructuredCheck {
  const structured = result.structuredContent;
  if (tool.outputSchema === undefined) return structured === undefined ? { kind: 'none' } : { kind: 'unchecked' };
  if (structured === undefined) return result.isError === true ? { kind: 'none' } : { kind: 'missing' };
  const check = checkAgainstSchema(tool.outputSchema, structured);
  if (!check.ok) return { kind: 'invalid', issues: check.issues };
  return check.warning === undefined ? { kind: 'valid' } : { kind: 'unchecked' };
}
