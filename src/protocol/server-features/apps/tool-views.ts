/**
 * Which tools have an MCP App view, and who may call them (apps spec 2026-01-26, SEP-1865,
 * "Tool metadata"). Pure data: the frame and the bridge live in `components/app-view/`.
 */

// The ids live with the session's declarations; apps' face keeps offering them.
export { APP_MIME_TYPE, UI_EXTENSION, UI_EXTENSION_CAPABILITY } from '../../client-features/extensions';

export type ToolVisibility = 'model' | 'app';
export const VISIBILITY_VALUES: readonly string[] = ['model', 'app'];

/** A tool as the app helpers need it: its name and its untyped `_meta`. */
export interface ToolLike {
  name: string;
  _meta?: Record<string, unknown> | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The tool's `_meta.ui` object, if it is one. */
export function uiMetaOf(tool: ToolLike): Record<string, unknown> | undefined {
  const ui = tool._meta?.['ui'];
  return isRecord(ui) ? ui : undefined;
}

/**
 * The `ui://` URI of the tool's view: `_meta.ui.resourceUri`, else the deprecated flat
 * `_meta["ui/resourceUri"]`. Anything that is not a `ui://` string is no view.
 */
export function toolViewUri(tool: ToolLike): string | undefined {
  const nested = uiMetaOf(tool)?.['resourceUri'];
  const flat = tool._meta?.['ui/resourceUri'];
  const uri = typeof nested === 'string' ? nested : typeof flat === 'string' ? flat : undefined;
  return uri !== undefined && uri.startsWith('ui://') ? uri : undefined;
}

/**
 * The declared visibility; absent means both (`["model", "app"]`, the spec's default).
 * Unknown values are dropped, so a malformed list never widens what an app may call.
 */
export function toolVisibility(tool: ToolLike): readonly ToolVisibility[] {
  const raw = uiMetaOf(tool)?.['visibility'];
  if (raw === undefined) return ['model', 'app'];
  if (!Array.isArray(raw)) return [];
  return raw.filter((v): v is ToolVisibility => v === 'model' || v === 'app');
}

/** Visibility entries that are not `"model"` or `"app"` (for the QA check); undefined when fine. */
export function visibilityProblem(tool: ToolLike): string | undefined {
  const raw = uiMetaOf(tool)?.['visibility'];
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) return `${tool.name}: _meta.ui.visibility is not an array.`;
  const bad = raw.filter((v) => typeof v !== 'string' || !VISIBILITY_VALUES.includes(v));
  return bad.length === 0 ? undefined : `${tool.name}: unknown visibility ${bad.map((v) => JSON.stringify(v)).join(', ')}.`;
}

export type GateDecision = { allowed: true } | { allowed: false; reason: string };

/**
 * The visibility gate for an app's `tools/call` (apps spec "Visibility"): the tool must be
 * listed by the same server that serves the app, and its visibility must include `"app"`.
 * The host library forwards such calls unchecked, so the console decides here.
 */
export function appMayCallTool(tools: readonly ToolLike[], name: unknown): GateDecision {
  if (typeof name !== 'string') return { allowed: false, reason: 'The call names no tool.' };
  const tool = tools.find((t) => t.name === name);
  if (tool === undefined) return { allowed: false, reason: `This server lists no tool named "${name}".` };
  if (!toolVisibility(tool).includes('app')) return { allowed: false, reason: `Tool "${name}" is not visible to apps (its visibility excludes "app").` };
  return { allowed: true };
}
