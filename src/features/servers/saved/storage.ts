import { isRecord } from '../../../lib/is-record';
import { EMPTY_STATE, nameFromUrl, newId, type HeaderEntry, type SavedServer, type ServersState } from './model';

/** localStorage key of the saved-servers document. */
export const SERVERS_KEY = 'mcp-console:servers';
export const CURRENT_VERSION = 1;

// Checked by hand rather than with zod: this is read for the first paint, and zod would bring
// its core (about 16 KiB gzip) onto it (issue 43).

export interface ServersDocumentV1 {
  version: 1;
  // Entries are checked one by one so that one bad server does not cost the user the others.
  servers: unknown[];
  selectedId?: string | undefined;
  lastUsedUrl?: string | undefined;
  draftUrl?: string | undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || isString(value);

function readHeader(value: unknown): HeaderEntry | undefined {
  if (!isRecord(value) || !isString(value.id) || value.id === '' || !isString(value.name) || !isString(value.value) || !isBoolean(value.secret)) return undefined;
  return { id: value.id, name: value.name, value: value.value, secret: value.secret };
}

/** One saved server; a missing token, headers or remember flag takes its default, a wrong one rejects the entry. */
function readServer(value: unknown): SavedServer | undefined {
  if (!isRecord(value) || !isString(value.id) || value.id === '' || !isString(value.name) || !isString(value.url)) return undefined;
  const { token = '', headers = [], rememberSecrets = false, useLocalProxy } = value;
  if (!isString(token) || !Array.isArray(headers) || !isBoolean(rememberSecrets) || !(useLocalProxy === undefined || isBoolean(useLocalProxy))) return undefined;
  const entries = headers.map(readHeader);
  if (entries.some((entry) => entry === undefined)) return undefined;
  // Optional within version 1: an older console reads the document as before (it drops the
  // field), where a version 2 would make it discard every saved server as unreadable.
  const server: SavedServer = { id: value.id, name: value.name, url: value.url, token, headers: entries.filter((e) => e !== undefined), rememberSecrets };
  return isBoolean(useLocalProxy) ? { ...server, useLocalProxy } : server;
}

function readDocumentV1(value: unknown): ServersDocumentV1 | undefined {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.servers)) return undefined;
  const { selectedId, lastUsedUrl, draftUrl } = value;
  if (!isOptionalString(selectedId) || !isOptionalString(lastUsedUrl) || !isOptionalString(draftUrl)) return undefined;
  return { version: 1, servers: value.servers, selectedId, lastUsedUrl, draftUrl };
}

/** The first prototype stored a bare array of endpoint URLs. */
function readDocumentV0(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every(isString) ? value : undefined;
}

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
  const servers = doc.servers.flatMap((entry) => readServer(entry) ?? []);
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
  const v0 = readDocumentV0(json);
  if (v0 !== undefined) return fromV1(migrateV0(v0));
  const v1 = readDocumentV1(json);
  return v1 === undefined ? EMPTY_STATE : fromV1(v1);
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
