import type { Query, QueryKey } from '@tanstack/react-query';

/** The cacheable methods of spec §12, each cached by TanStack Query. */
export const CACHEABLE_METHODS = [
  'server/discover',
  'resources/list',
  'resources/templates/list',
  'prompts/list',
  'tools/list',
  'resources/read',
] as const;
export type CacheableMethod = (typeof CACHEABLE_METHODS)[number];

/** The four paginated lists (spec §18). */
export type ListMethod = 'resources/list' | 'resources/templates/list' | 'prompts/list' | 'tools/list';

/** Whose cache an entry belongs to: one server, one authorization context (spec §12 `cacheScope`). */
export interface CacheScopeKey {
  serverId: string;
  principalId: string;
}

export type NormalizedParams = Readonly<Record<string, unknown>>;
export type McpQueryKey = readonly ['mcp', string, string, CacheableMethod, NormalizedParams];

/** A decoded `McpQueryKey`. */
export interface ParsedMcpKey {
  serverId: string;
  principalId: string;
  method: CacheableMethod;
  params: NormalizedParams;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function normalizeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeValue);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(value).sort()) {
    const inner = value[name];
    if (inner !== undefined) out[name] = normalizeValue(inner);
  }
  return out;
}

/**
 * Only result-affecting params belong in a cache key (spec §12): `_meta` is the
 * per-request envelope and never changes the result, undefined members are
 * absent on the wire, and key order must not split one entry into two.
 */
export function normalizeParams(params: Readonly<Record<string, unknown>> | undefined): NormalizedParams {
  const out: Record<string, unknown> = {};
  if (params === undefined) return out;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (name !== '_meta' && value !== undefined) out[name] = normalizeValue(value);
  }
  return out;
}

/**
 * `['mcp', serverId, principalId, method, params]` — the key of one cacheable
 * result; a list page keeps its `cursor` in `params` (spec §12, §18).
 */
export function mcpKey(scope: CacheScopeKey, method: CacheableMethod, params?: Readonly<Record<string, unknown>>): McpQueryKey {
  return ['mcp', scope.serverId, scope.principalId, method, normalizeParams(params)];
}

function isCacheableMethod(value: unknown): value is CacheableMethod {
  return CACHEABLE_METHODS.some((m) => m === value);
}

/** Decodes a TanStack key made by `mcpKey`; anything else is not ours. */
export function parseMcpKey(key: QueryKey): ParsedMcpKey | undefined {
  const [tag, serverId, principalId, method, params] = key;
  if (tag !== 'mcp' || typeof serverId !== 'string' || typeof principalId !== 'string') return undefined;
  if (!isCacheableMethod(method) || !isPlainObject(params)) return undefined;
  return { serverId, principalId, method, params };
}

/** Prefix key of everything cached for one server (all principals). */
export function serverKey(serverId: string): readonly ['mcp', string] {
  return ['mcp', serverId];
}

/** Prefix key of every page of one list for one principal. */
export function listKey(scope: CacheScopeKey, method: ListMethod): readonly ['mcp', string, string, ListMethod] {
  return ['mcp', scope.serverId, scope.principalId, method];
}

/**
 * True when `candidate` is `uri` itself or lies below it: `short://docs/a.md`
 * is a sub-resource of `short://docs` and of `short://docs/` (spec §13.3, §17.1).
 */
export function isSameOrSubResource(uri: string, candidate: string): boolean {
  if (candidate === uri) return true;
  const base = uri.endsWith('/') ? uri : `${uri}/`;
  return candidate.startsWith(base);
}

export type QueryPredicate = (query: Pick<Query, 'queryKey'>) => boolean;

/** Every cached page of one list of one server (every principal when `principalId` is omitted). */
export function listPagesPredicate(serverId: string, method: ListMethod, principalId?: string): QueryPredicate {
  return (query) => {
    const key = parseMcpKey(query.queryKey);
    return key !== undefined && key.serverId === serverId && key.method === method && (principalId === undefined || key.principalId === principalId);
  };
}

function readUri(key: ParsedMcpKey): string | undefined {
  const uri = key.params['uri'];
  return key.method === 'resources/read' && typeof uri === 'string' ? uri : undefined;
}

/** The `resources/read` of exactly `uri` on one server. */
export function readPredicate(serverId: string, uri: string): QueryPredicate {
  return (query) => {
    const key = parseMcpKey(query.queryKey);
    return key !== undefined && key.serverId === serverId && readUri(key) === uri;
  };
}

/**
 * Reads of `uri` and of its sub-resources, and reads whose contents may include
 * `uri` (a directory read returns its files, spec §13.3).
 */
export function readTreePredicate(serverId: string, uri: string): QueryPredicate {
  return (query) => {
    const key = parseMcpKey(query.queryKey);
    if (key === undefined || key.serverId !== serverId) return false;
    const read = readUri(key);
    return read !== undefined && (isSameOrSubResource(uri, read) || isSameOrSubResource(read, uri));
  };
}

/** Everything cached for one server (optionally one principal). */
export function serverPredicate(serverId: string, principalId?: string): QueryPredicate {
  return (query) => {
    const key = parseMcpKey(query.queryKey);
    return key !== undefined && key.serverId === serverId && (principalId === undefined || key.principalId === principalId);
  };
}
