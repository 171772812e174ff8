import type { Resource } from '@modelcontextprotocol/client';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listProgress, resourcesListPageOptions, type CacheContext } from '../../cache';

/** Suggestions shown at once; the rest are reached by typing more of the URI or name. */
export const MAX_SUGGESTIONS = 20;

export interface ResourceSuggestions {
  uris: string[];
  status: string;
}

/** Every resource of the pages already in the cache (the Resources panel's, or the first one fetched here). */
function cachedResources(queryClient: QueryClient, ctx: CacheContext): { resources: Resource[]; complete: boolean } {
  const progress = listProgress(queryClient, ctx, 'resources/list');
  const resources = progress.cursors.flatMap((cursor) => queryClient.getQueryData(resourcesListPageOptions(ctx, cursor).queryKey)?.result.resources ?? []);
  return { resources, complete: progress.complete };
}

/** The best few of `resources` for what was typed: URIs or names that contain it, those that start with it first. */
export function matchResources(resources: readonly Resource[], typed: string, limit = MAX_SUGGESTIONS): { uris: string[]; matches: number } {
  const needle = typed.trim().toLowerCase();
  const hits = needle === '' ? resources : resources.filter((resource) => resource.uri.toLowerCase().includes(needle) || resource.name.toLowerCase().includes(needle));
  const starts = hits.filter((resource) => resource.uri.toLowerCase().startsWith(needle));
  const rest = hits.filter((resource) => !resource.uri.toLowerCase().startsWith(needle));
  return { uris: [...starts, ...rest].slice(0, limit).map((resource) => resource.uri), matches: hits.length };
}

/**
 * URIs to attach to a Playground turn, from the server's resources listing in the shared cache:
 * the first page is fetched when the picker is used, further pages are those the Resources
 * panel loaded. At most `MAX_SUGGESTIONS` show, so a server with 10,000 resources stays quick.
 */
export function useResourceSuggestions(ctx: CacheContext, typed: string, enabled: boolean): ResourceSuggestions {
  const queryClient = useQueryClient();
  const first = useQuery({ ...resourcesListPageOptions(ctx), enabled });
  if (first.isPending) return { uris: [], status: enabled ? 'Loading the server’s resources…' : 'Type a URI, or focus the field for the server’s resources.' };
  if (first.isError) return { uris: [], status: 'The resources list failed; a typed URI can still be attached.' };
  const { resources, complete } = cachedResources(queryClient, ctx);
  const { uris, matches } = matchResources(resources, typed);
  const more = complete ? '' : ' (more are on later pages: type the full URI)';
  return { uris, status: `${matches.toLocaleString('en')} of ${resources.length.toLocaleString('en')} resources match, ${uris.length} shown${more}` };
}
