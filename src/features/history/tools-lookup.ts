import type { Tool } from '@modelcontextprotocol/client';
import { toolsListPageOptions, type CacheContext, type CacheStats } from '../../cache';
import type { ToolSafety } from '../../components/confirm-call';

// A server whose cursors never end must not keep a Re-run waiting forever.
const MAX_PAGES = 50;

/**
 * The tools list as the cache has it (any cached page, even stale; a page never fetched is
 * fetched through the cache, so it shows in Traffic and Cache), by name. A page that fails ends
 * the walk: the tools it would have listed read as unknown, so their calls ask first.
 */
export async function cachedToolsLookup(stats: CacheStats, ctx: CacheContext): Promise<ToolSafety> {
  const tools = new Map<string, Tool>();
  let cursor: string | undefined;
  try {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const envelope = await stats.ensureQueryData(toolsListPageOptions(ctx, cursor));
      for (const tool of envelope.result.tools) tools.set(tool.name, tool);
      cursor = envelope.result.nextCursor;
      if (cursor === undefined) break;
    }
  } catch {
    // Unknown tools are treated as possibly destructive; nothing more to do here.
  }
  return (name) => tools.get(name);
}
