import type { StandardSchemaV1 } from '@modelcontextprotocol/client';
import { queryOptions } from '@tanstack/react-query';
import type { McpSession } from '../protocol';
import { envelopeStaleTime, fetchEnvelope, sessionEra, type McpEnvelope } from './envelope';
import { internResources } from './listing/intern';
import { mcpKey, type CacheScopeKey, type ListMethod } from './keys';
import { listPageSchema, loadSpecSchemas, type ListSchemas, type SpecSchemas } from './spec-schemas';

/** What every factory needs: the session to ask, and whose cache the answer goes to. */
export interface CacheContext extends CacheScopeKey {
  session: McpSession;
}

/**
 * A TTL is not a polling interval (spec §12): nothing refetches on a timer, on
 * focus or on reconnect, and a failure is shown rather than retried.
 */
export const NO_AUTOMATIC_REFETCH = {
  refetchOnWindowFocus: false,
  refetchInterval: false,
  refetchOnReconnect: false,
  retry: false,
} as const;

/** `staleTime` as a function of the stored envelope: hints, MRTR and handshake rules in one place. */
export function envelopeStaleTimeOf(query: { state: { data: McpEnvelope<unknown> | undefined } }): number {
  return envelopeStaleTime(query.state.data);
}

export type ListResultOf<M extends ListMethod> = StandardSchemaV1.InferOutput<ListSchemas[M]>;
export type ListPageEnvelope<M extends ListMethod> = McpEnvelope<ListResultOf<M>>;

/**
 * One page of a paginated list as its own query: the cursor is part of the key,
 * so each page has its own TTL and clock (spec §12 "Pagination", §18). An empty
 * string is a real cursor; only `undefined` means the first page.
 */
export function listPageOptions<M extends ListMethod>(ctx: CacheContext, method: M, cursor?: string) {
  const params = cursor === undefined ? {} : { cursor };
  return queryOptions({
    queryKey: mcpKey(ctx, method, params),
    queryFn: async ({ signal }): Promise<ListPageEnvelope<M>> => {
      const envelope = await fetchEnvelope(ctx.session, { method, params }, await listPageSchema(method, sessionEra(ctx.session)), signal);
      if (method === 'resources/list') Reflect.set(envelope.result, 'resources', internResources(Reflect.get(envelope.result, 'resources')));
      return envelope;
    },
    staleTime: envelopeStaleTimeOf,
    ...NO_AUTOMATIC_REFETCH,
  });
}

/** `resources/list`, one page (spec §13.2). */
export function resourcesListPageOptions(ctx: CacheContext, cursor?: string) {
  return listPageOptions(ctx, 'resources/list', cursor);
}

/** `resources/templates/list`, one page (spec §13.4). */
export function resourceTemplatesListPageOptions(ctx: CacheContext, cursor?: string) {
  return listPageOptions(ctx, 'resources/templates/list', cursor);
}

/** `prompts/list`, one page (spec §15.2). */
export function promptsListPageOptions(ctx: CacheContext, cursor?: string) {
  return listPageOptions(ctx, 'prompts/list', cursor);
}

/** `tools/list`, one page (spec §19). */
export function toolsListPageOptions(ctx: CacheContext, cursor?: string) {
  return listPageOptions(ctx, 'tools/list', cursor);
}

export type ReadResourceEnvelope = McpEnvelope<StandardSchemaV1.InferOutput<SpecSchemas['ReadResourceResult']>>;

/**
 * `resources/read` of one URI (spec §13.3). A result that needed an
 * `input_required` retry is flagged `mrtr`, is stale at once, and is dropped
 * from the cache after use by `installMrtrEviction` (spec §11.3, §12).
 */
export function readResourceOptions(ctx: CacheContext, uri: string) {
  const params = { uri };
  return queryOptions({
    queryKey: mcpKey(ctx, 'resources/read', params),
    queryFn: async ({ signal }): Promise<ReadResourceEnvelope> =>
      fetchEnvelope(ctx.session, { method: 'resources/read', params }, (await loadSpecSchemas()).ReadResourceResult, signal),
    staleTime: envelopeStaleTimeOf,
    ...NO_AUTOMATIC_REFETCH,
  });
}
