import { specTypeSchemas, type CallToolResult, type Progress } from '@modelcontextprotocol/client';
import { ConsoleError, type McpSession } from '../../protocol';
import { paramHeaders } from '../../protocol/transport/mcp-param-headers';
import type { ToolEntry } from './tool-model';

/** JSON-RPC `HeaderMismatch` (spec §4.1): a header is missing, malformed or disagrees with the body. */
export const HEADER_MISMATCH = -32020;

// A tool reporting progress may legitimately run long; without progress the session timeout applies.
const MAX_TOTAL_MS = 10 * 60_000;

export interface ToolCallInput {
  session: Pick<McpSession, 'request'>;
  entry: ToolEntry;
  args: Record<string, unknown>;
  signal: AbortSignal;
  onProgress: (progress: Progress) => void;
  /** Re-fetches `tools/list` and returns the tool's fresh entry (undefined when gone or excluded). */
  refresh: (name: string) => Promise<ToolEntry | undefined>;
}

export interface ToolCallOutcome {
  result: CallToolResult;
  /** The `Mcp-Param-*` headers sent with the call that produced the result. */
  headers: Readonly<Record<string, string>>;
  /** True when a -32020 answer made the console refresh the tool list and call again. */
  retried: boolean;
}

function isHeaderMismatch(error: unknown): boolean {
  return error instanceof ConsoleError && error.data.code === HEADER_MISMATCH;
}

async function send(input: ToolCallInput, entry: ToolEntry): Promise<{ result: CallToolResult; headers: Record<string, string> }> {
  const headers = paramHeaders(entry.headers, input.args);
  const result = await input.session.request(
    { method: 'tools/call', params: { name: entry.tool.name, arguments: input.args } },
    specTypeSchemas.CallToolResult,
    {
      signal: input.signal,
      // The SDK puts a progressToken in `_meta` when `onprogress` is set (spec §21).
      onprogress: input.onProgress,
      resetTimeoutOnProgress: true,
      maxTotalTimeout: MAX_TOTAL_MS,
      // The SDK does not mirror x-mcp-header arguments in browsers (spec §7.4), so the console does.
      headers,
    },
  );
  return { result, headers };
}

/**
 * `tools/call` with the `Mcp-Param-*` headers of spec §7.4. On a -32020 answer
 * the tool's schema may have changed since it was listed: refresh `tools/list`
 * once and, if the tool is still callable, retry with its fresh declarations.
 * Cancellation is the caller's `signal` (closing the stream, spec §7.6).
 */
export async function callTool(input: ToolCallInput): Promise<ToolCallOutcome> {
  try {
    return { ...(await send(input, input.entry)), retried: false };
  } catch (error) {
    if (!isHeaderMismatch(error) || input.signal.aborted) throw error;
    const fresh = await input.refresh(input.entry.tool.name);
    if (fresh === undefined) throw error;
    return { ...(await send(input, fresh)), retried: true };
  }
}
