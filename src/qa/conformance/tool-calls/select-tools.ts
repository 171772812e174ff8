import type { CheckRunOptions } from '../types';
import { isRecord } from '../values';

export interface ToolChoice {
  name: string;
  call: boolean;
  /** Why it is (not) called, for messages. */
  reason: string;
}

/**
 * Which listed tools a run may call. Safety first: only tools whose annotations say
 * `readOnlyHint: true` (and not `destructiveHint: true`), plus tools the user named.
 * Annotations are hints from an untrusted server, so a tool that is not annotated at
 * all is never called unless named.
 */
export function chooseTools(tools: readonly Record<string, unknown>[], options: CheckRunOptions): ToolChoice[] {
  const named = new Set(options.callToolNames ?? []);
  return tools
    .filter((tool): tool is Record<string, unknown> & { name: string } => typeof tool.name === 'string')
    .map((tool) => {
      if (named.has(tool.name)) return { name: tool.name, call: true, reason: 'named by the user' };
      if (options.callTools !== true) return { name: tool.name, call: false, reason: 'tool calls are off' };
      const annotations = isRecord(tool.annotations) ? tool.annotations : {};
      if (annotations.destructiveHint === true) return { name: tool.name, call: false, reason: 'annotated destructive' };
      if (annotations.readOnlyHint !== true) return { name: tool.name, call: false, reason: 'not annotated readOnlyHint: true' };
      return { name: tool.name, call: true, reason: 'annotated read-only' };
    });
}
