import type { Tool } from '@modelcontextprotocol/client';

/**
 * Whether a call the model asked for waits for `Allow` / `Deny`, by the Tools panel's rules
 * (spec §19 ToolAnnotations): a tool that may destroy or reaches the outside world always asks;
 * a read-only one runs at once when the user switched that on for the session. A tool the list
 * does not have says nothing of itself, so it asks.
 */
export function needsAsking(tool: Pick<Tool, 'annotations'> | undefined, autoRunReadOnly: boolean): boolean {
  if (!autoRunReadOnly || tool === undefined) return true;
  const hints = tool.annotations;
  return hints?.readOnlyHint !== true || hints.openWorldHint === true;
}
