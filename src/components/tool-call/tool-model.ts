import type { Tool } from '@modelcontextprotocol/client';
import { scanHeaderParams, type HeaderParam } from '../../protocol/transport/mcp-param-headers';

/** A tool the console may call, with its validated `x-mcp-header` declarations. */
export interface ToolEntry {
  tool: Tool;
  headers: readonly HeaderParam[];
}

/** A tool left out of the callable list (spec §7.4), with why. */
export interface ExcludedTool {
  tool: Tool;
  reason: string;
}

export interface ToolPartition {
  usable: ToolEntry[];
  excluded: ExcludedTool[];
}

/**
 * Splits `tools/list` into callable tools and the ones whose `x-mcp-header`
 * declarations break spec §7.4 (a client MUST drop those; the console shows
 * them apart so the server author sees why).
 */
export function partitionTools(tools: readonly Tool[]): ToolPartition {
  const usable: ToolEntry[] = [];
  const excluded: ExcludedTool[] = [];
  for (const tool of tools) {
    const scan = scanHeaderParams(tool.inputSchema);
    if (scan.valid) usable.push({ tool, headers: scan.params });
    else excluded.push({ tool, reason: scan.reason });
  }
  return { usable, excluded };
}

/** Display name precedence of spec §19: `title`, then `annotations.title`, then `name`. */
export function toolDisplayName(tool: Tool): string {
  return tool.title ?? tool.annotations?.title ?? tool.name;
}

/**
 * Whether a call may destroy something, with the spec defaults of the hints
 * (spec §19 ToolAnnotations): `readOnlyHint` defaults to false and
 * `destructiveHint` to true, so a tool that says nothing is destructive.
 */
export function isDestructive(tool: Tool): boolean {
  const annotations = tool.annotations;
  if (annotations?.readOnlyHint === true) return false;
  return annotations?.destructiveHint ?? true;
}

/**
 * Whether a call may reach beyond the server (the web, other systems), with the spec default of
 * the hint (spec §19 ToolAnnotations): `openWorldHint` defaults to true.
 */
export function isOpenWorld(tool: Tool): boolean {
  return tool.annotations?.openWorldHint ?? true;
}

/**
 * The calls that may go without a confirmation when the user allowed that: a tool that says it
 * is read-only and, by the same defaults, neither destructive nor open-world.
 */
export function runsWithoutAsking(tool: Tool): boolean {
  return tool.annotations?.readOnlyHint === true && !isDestructive(tool) && !isOpenWorld(tool);
}

/** The hints a tool states explicitly, as short chip labels. */
export function annotationChips(tool: Tool): string[] {
  const a = tool.annotations;
  if (a === undefined) return [];
  const chips: string[] = [];
  if (a.readOnlyHint !== undefined) chips.push(a.readOnlyHint ? 'read-only' : 'writes');
  if (a.destructiveHint !== undefined && a.readOnlyHint !== true) chips.push(a.destructiveHint ? 'destructive' : 'non-destructive');
  if (a.idempotentHint !== undefined) chips.push(a.idempotentHint ? 'idempotent' : 'not idempotent');
  if (a.openWorldHint !== undefined) chips.push(a.openWorldHint ? 'open world' : 'closed world');
  return chips;
}
