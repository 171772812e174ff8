import type { Tool } from '@modelcontextprotocol/client';

/** What the tools list says of a tool, by name; undefined when the list does not have it. */
export type ToolSafety = (name: string) => Pick<Tool, 'annotations'> | undefined;

/** A call the user must confirm before it is sent again. */
export interface GuardedCall {
  toolName: string;
  /** The call's `arguments`, as they will be sent again. */
  args: unknown;
  /** The current tools list does not have this tool (a recorded or imported call). */
  unlisted: boolean;
}

interface CallLike {
  method: string;
  params: Readonly<Record<string, unknown>>;
}

/**
 * Whether calling the tool may destroy something, with the spec defaults of the hints (spec §19
 * ToolAnnotations: `readOnlyHint` defaults to false, `destructiveHint` to true). A tool the list
 * does not have says nothing, so it may be destructive.
 */
function mayDestroy(tool: Pick<Tool, 'annotations'> | undefined): boolean {
  if (tool?.annotations?.readOnlyHint === true) return false;
  return tool?.annotations?.destructiveHint ?? true;
}

/**
 * The `tools/call`s among `calls` that need asking first: their tool may be destructive and the
 * user has not waived the question for it on this server (`isSkipped`). Other methods only read.
 */
export function callsToConfirm(calls: readonly CallLike[], lookup: ToolSafety, isSkipped: (toolName: string) => boolean): GuardedCall[] {
  const guarded: GuardedCall[] = [];
  for (const call of calls) {
    const name = call.params['name'];
    if (call.method !== 'tools/call' || typeof name !== 'string' || isSkipped(name)) continue;
    const tool = lookup(name);
    if (!mayDestroy(tool)) continue;
    guarded.push({ toolName: name, args: call.params['arguments'] ?? {}, unlisted: tool === undefined });
  }
  return guarded;
}
