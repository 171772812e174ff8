// The cache layer's public face: TanStack Query glue for cacheable MCP results (spec §12).
export {
  CACHEABLE_METHODS,
  mcpKey,
  normalizeParams,
  parseMcpKey,
  serverKey,
  listKey,
  isSameOrSubResource,
  listPagesPredicate,
  readPredicate,
  readTreePredicate,
  serverPredicate,
  type CacheableMethod,
  type ListMethod,
  type CacheScopeKey,
  type McpQueryKey,
  type NormalizedParams,
  type ParsedMcpKey,
  type QueryPredicate,
} from './keys';
export {
  MAX_STALE_TIME_MS,
  LEGACY_HINTS_NOTE,
  readHints,
  staleTimeFromHints,
  hintWarnings,
  scopeMismatch,
  type CacheHints,
  type CacheScope,
} from './policy';
export { envelopeStaleTime, isEnvelope, type McpEnvelope } from './envelope';
export {
  NO_AUTOMATIC_REFETCH,
  envelopeStaleTimeOf,
  listPageOptions,
  resourcesListPageOptions,
  resourceTemplatesListPageOptions,
  promptsListPageOptions,
  toolsListPageOptions,
  readResourceOptions,
  type CacheContext,
  type ListResultOf,
  type ListPageEnvelope,
  type ReadResourceEnvelope,
} from './options';
export { listSchema, loadSpecSchemas, type ListSchemas, type SpecSchemas } from './spec-schemas';
export { discoverOptions, handshakeEnvelope, type DiscoverData, type DiscoverEnvelope, type LegacyHandshake } from './discover';
export { listProgress, isInvalidCursorError, restartList, type ListProgress } from './listing/pages';
export { ListFetchAhead, FETCH_AHEAD_PAGES } from './listing/fetch-ahead';
export { CURSOR_RESTART_NOTICE, restartIfCursorRejected, restartOnRejectedCursor, watchRejectedCursors } from './listing/stale-cursor';
export {
  InvalidationLog,
  LIST_CHANGED_TARGETS,
  applyNotification,
  invalidateByUser,
  onReconnect,
  onPrincipalChange,
  type InvalidationCause,
  type InvalidationEntry,
  type InvalidationContext,
  type InvalidationLogOptions,
} from './invalidation';
export { onSessionRecovered } from './recovery';
export { CacheStats, type QueryStats, type StatsSnapshot } from './cache-stats';
export { installMrtrEviction } from './mrtr-eviction';
export { ReReadCoalescer, coalescerFor, type CoalescedCounts } from './re-read-coalescer';
export { cacheRows, type CacheRow, type CacheRowsContext, type QueryLike, type RowStatus } from './cache-rows';
