import type { Tool } from '@modelcontextprotocol/client';
import { runsWithoutAsking } from '../../components/tool-call';

/**
 * Whether a call the model asked for waits for `Allow` / `Deny`. Only with the per-session switch
 * on does a call skip the question, and only for a tool the Tools panel's reading of the hints
 * (spec §19 ToolAnnotations, with the spec's defaults) finds read-only, not destructive and not
 * open-world. A tool the list does not have says nothing of itself, so it asks.
 */
export function needsAsking(tool: Tool | undefined, autoRunReadOnly: boolean): boolean {
  if (!autoRunReadOnly || tool === undefined) return true;
  return !runsWithoutAsking(tool);
}
