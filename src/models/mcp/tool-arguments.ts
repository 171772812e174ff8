import { isRecord } from '../../lib/is-record';

export type ParsedArguments = { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * The arguments a model wrote for a call, as the object MCP's `tools/call` takes. Empty text is no
 * arguments (models send it for a tool without parameters); anything but a JSON object is refused
 * with the reason, so the card can show what the model got wrong.
 */
export function parseToolArguments(text: string): ParsedArguments {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The arguments are not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRecord(value)) return { ok: false, error: `The arguments are JSON but not an object: ${Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'null' : `a ${typeof value}`}` };
  return { ok: true, value };
}
