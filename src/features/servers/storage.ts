import * as z from 'zod/mini';
import { EMPTY_STATE, nameFromUrl, newId, type SavedServer, type ServersState } from './model';

/** localStorage key of the saved-servers document. */
export const SERVERS_KEY = 'mcp-console:servers';
export const CURRENT_VERSION = 1;

const headerSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  value: z.string(),
  secret: z.boolean(),
});

const serverSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  url: z.string(),
  token: z._default(z.string(), ''),
  headers: z._default(z.array(headerSchema), []),
  rememberSecrets: z._default(z.boolean(), false),
  // Optional within version 1: an older console reads the document as before (zod drops the
  // field), where a version 2 would make it discard every saved server as unreadable.
  useLocalProxy: z.optional(z.boolean()),
});

const documentV1Schema = z.object({
  version: z.literal(1),
  // Entries are checked one by one so that one bad server does not cost the user the others.
  servers: z.array(z.unknown()),
  selectedId: z.optional(z.string()),
  lastUsedUrl: z.optional(z.string()),
  draftUrl: z.optional(z.string()),
});

/** The first prototype stored a bare array of endpoint URLs. */
const documentV0Schema = z.array(z.string());

export type ServersDocumentV1 = z.infer<typeof documentV1Schema>;

/** v0 → v1: every URL becomes a server named after its host, without headers. */
export function migrateV0(urls: readonly string[], makeId: () => string = newId): ServersDocumentV1 {
  const unique = [...new Set(urls.map((url) => url.trim()).filter((url) => url !== ''))];
  const servers: SavedServer[] = unique.map((url) => ({
    id: makeId(),
    name: nameFromUrl(url),
    url,
    token: '',
    headers: [],
    rememberSecrets: false,
  }));
  return { version: 1, servers, lastUsedUrl: unique.at(-1) };
}

function fromV1(doc: ServersDocumentV1): ServersState {
  const servers = doc.servers.flatMap((entry) => {
    const parsed = serverSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const selectedId = servers.some((s) => s.id === doc.selectedId) ? doc.selectedId : undefined;
  return { servers, selectedId, lastUsedUrl: doc.lastUsedUrl, draftUrl: doc.draftUrl };
}

/**
 * Reads the stored document, migrating older versions. Anything unreadable (bad JSON, unknown
 * version, wrong shape) yields the defaults: a broken store must never stop the console.
 */
export function parseServersDocument(raw: string | null): ServersState {
  if (raw === null) return EMPTY_STATE;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY_STATE;
  }
  const v0 = documentV0Schema.safeParse(json);
  if (v0.success) return fromV1(migrateV0(v0.data));
  const v1 = documentV1Schema.safeParse(json);
  if (v1.success) return fromV1(v1.data);
  return EMPTY_STATE;
}

/** Serializes state that is already stripped of the secrets the user did not ask to remember. */
export function serializeServersDocument(state: ServersState): string {
  const doc: ServersDocumentV1 = {
    version: CURRENT_VERSION,
    servers: state.servers,
    selectedId: state.selectedId,
    lastUsedUrl: state.lastUsedUrl,
    draftUrl: state.draftUrl,
  };
  return JSON.stringify(doc);
}
