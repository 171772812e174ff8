/** Tool arguments kept as JSON text: the JSON editor's own value, and what drafts store. */

export type ParsedArguments = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `tools/call` `arguments` must be a JSON object (spec §19); empty text means no arguments. */
export function parseArguments(text: string): ParsedArguments {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The arguments are not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  return isRecord(value) ? { ok: true, value } : { ok: false, error: 'The arguments must be a JSON object.' };
}

export function formatArguments(value: Record<string, unknown>): string {
  return JSON.stringify(value, null, 2);
}
