import type { Tool } from '@modelcontextprotocol/client';
import type { OfferedTool } from '../types';

/** Both APIs take tool names of this shape only (model-apis.md). */
export const OFFERED_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const MAX_NAME = 64;

/** A name both APIs accept: other characters become `_`, and it is cut to fit. */
function safeName(name: string): string {
  const replaced = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, MAX_NAME);
  return replaced === '' ? 'tool' : replaced;
}

/** `base` or, when taken, `base_2`, `base_3`…, still within 64 characters. */
export function uniqueName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface OfferedTools {
  offered: OfferedTool[];
  /** The MCP tool a name the model used stands for; undefined when no offered tool had that name. */
  mcpName: (offeredName: string) => string | undefined;
  /** Where tools of several servers are offered together: the server a name runs on, by its URL and its name. */
  serverOf?: (offeredName: string) => OfferedServer | undefined;
}

/** The server an offered tool belongs to: `id` is its URL. */
export interface OfferedServer {
  id: string;
  name: string;
}

/**
 * MCP tools as offered to the model: a provider-safe name, unique among them, that maps back to
 * the MCP name (`my.tool` → `my_tool`; a clash gets `_2`); the description and the input schema
 * unchanged, since they are all the model has to go on. A name that is already safe keeps itself
 * first, so a mapped name never takes the place of a real one.
 */
export function offerTools(tools: readonly Tool[]): OfferedTools {
  const taken = new Set(tools.map((tool) => tool.name).filter((name) => OFFERED_NAME.test(name)));
  const back = new Map<string, string>();
  const offered = tools.map((tool): OfferedTool => {
    const name = OFFERED_NAME.test(tool.name) && !back.has(tool.name) ? tool.name : uniqueName(safeName(tool.name), new Set([...taken, ...back.keys()]));
    back.set(name, tool.name);
    const description = tool.description ?? tool.title;
    return { name, ...(description === undefined ? {} : { description }), inputSchema: { ...tool.inputSchema } };
  });
  return { offered, mcpName: (offeredName) => back.get(offeredName) };
}

/** Characters per token the estimate assumes: a common rule of thumb for English and JSON. */
const CHARS_PER_TOKEN = 4;

/**
 * What the tool definitions cost in input tokens, roughly (shown with "≈"): their JSON as sent,
 * at four characters a token. Each provider's tokenizer and its own framing of tools differ.
 */
export function estimateTokens(tools: readonly OfferedTool[]): number {
  const characters = tools.reduce((sum, tool) => sum + JSON.stringify(tool).length, 0);
  return Math.ceil(characters / CHARS_PER_TOKEN);
}
