import type { specTypeSchemas } from '@modelcontextprotocol/client';
import type { ListMethod } from './keys';

export type SpecSchemas = typeof specTypeSchemas;

/** The result schema per list method; validated at the boundary, hints survive as extra fields. */
export interface ListSchemas {
  'resources/list': SpecSchemas['ListResourcesResult'];
  'resources/templates/list': SpecSchemas['ListResourceTemplatesResult'];
  'prompts/list': SpecSchemas['ListPromptsResult'];
  'tools/list': SpecSchemas['ListToolsResult'];
}

let loaded: Promise<SpecSchemas> | undefined;

/**
 * The SDK's spec schemas, loaded on first use. The cache layer is on the first screen (the
 * shell observes it) while the SDK is not: by the time a query runs, a connected session has
 * loaded the SDK already, so this resolves from the module cache.
 */
export function loadSpecSchemas(): Promise<SpecSchemas> {
  // Memoised: a bundler's dynamic import() re-checks its preloads on every call, once per page.
  loaded ??= import('@modelcontextprotocol/client').then(
    (sdk) => sdk.specTypeSchemas,
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
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
