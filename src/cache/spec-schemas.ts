import type { StandardSchemaV1, specTypeSchemas } from '@modelcontextprotocol/client';
import type { Era } from '../protocol';
import { onDemand } from '../lib/on-demand';
import type { ListMethod } from './keys';

export type SpecSchemas = typeof specTypeSchemas;

/** The result schema per list method; validated at the boundary, hints survive as extra fields. */
export interface ListSchemas {
  'resources/list': SpecSchemas['ListResourcesResult'];
  'resources/templates/list': SpecSchemas['ListResourceTemplatesResult'];
  'prompts/list': SpecSchemas['ListPromptsResult'];
  'tools/list': SpecSchemas['ListToolsResult'];
}

const specSchemas = onDemand(() => import('@modelcontextprotocol/client').then((sdk) => sdk.specTypeSchemas));

/**
 * The SDK's spec schemas, loaded on first use. The cache layer is on the first screen (the
 * shell observes it) while the SDK is not: by the time a query runs, a connected session has
 * loaded the SDK already, so this resolves from the module cache. Memoised: a bundler's dynamic
 * import() re-checks its preloads on every call, once per page.
 */
export function loadSpecSchemas(): Promise<SpecSchemas> {
  return specSchemas.load();
}

/** What a list page is checked with: the SDK's spec schema, or nothing more where the SDK has checked it already. */
export type ListPageSchema<M extends ListMethod> = StandardSchemaV1<unknown, StandardSchemaV1.InferOutput<ListSchemas[M]>>;

/**
 * The SDK decodes a 2026-07-28 list result with the revision's own wire schema (ttlMs and
 * cacheScope required, every item checked) before it hands the result to the caller's schema,
 * and rejects the request when that fails. Parsing the same page again with the era-neutral
 * schema cost as much again (0.46 s of a profiled Load all of 100,000). So for that era the
 * result passes as checked; older eras are decoded unchecked and get the full schema. Unknown
 * fields then stay on the items, as the server sent them. tests/integration/list-page-checks.test.ts
 * holds the SDK to this.
 */
export async function listPageSchema<M extends ListMethod>(method: M, era: Era): Promise<ListPageSchema<M>> {
  const full = await listSchema(method);
  if (era === 'legacy') return full;
  return {
    '~standard': {
      version: 1,
      vendor: 'mcp-console',
      // The SDK's wire decode has checked this value against the same shape.
      validate: (value) => ({ value: value as StandardSchemaV1.InferOutput<ListSchemas[M]> }),
    },
  };
}

/** The result schema of one list method (spec §13.2, §13.4, §15.2, §19). */
export async function listSchema<M extends ListMethod>(method: M): Promise<ListSchemas[M]> {
  const schemas = await loadSpecSchemas();
  const byMethod: ListSchemas = {
    'resources/list': schemas.ListResourcesResult,
    'resources/templates/list': schemas.ListResourceTemplatesResult,
    'prompts/list': schemas.ListPromptsResult,
    'tools/list': schemas.ListToolsResult,
  };
  return byMethod[method];
}
