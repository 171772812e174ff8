import type { ContextInput } from '../conformance/context';
import { checkTargetFromSession } from '../conformance/target';
import type { ListMethod } from '../conformance/types';
import { McpSession } from '../../protocol';
import { canonicalObject, isJsonObject } from './canonical';
import { collectList, hashContents, rpcOf, SnapshotError, type CollectedList } from './collect';
import { normalisePrompt, normaliseResource, normaliseTemplate, normaliseTool, sortedRecord } from './normalize';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION, type ListCacheHints, type ServerSnapshot } from './types';

/** A connection to snapshot: the checks' raw-request target, plus the server's self-description. */
export interface SnapshotTarget extends ContextInput {
  serverInfo?: { name?: string; version?: string };
}

export interface SnapshotOptions {
  /** Read every resource and record a hash of its contents. */
  contents?: boolean;
  /** Called as lists and reads progress (the CLI prints it on stderr). */
  onProgress?: (message: string) => void;
}

/** The snapshot target of a connected session (its tapped fetch and headers); undefined when not connected. */
export function snapshotTargetFromSession(session: McpSession): SnapshotTarget | undefined {
  const status = session.status.getSnapshot();
  const target = checkTargetFromSession(session, { environment: 'node' });
  if (target === undefined || status.state !== 'connected') return undefined;
  const info = status.server.info;
  return { ...target, serverInfo: info === undefined ? undefined : { name: info.name, version: info.version } };
}

/** Items keyed by `key`; a repeated key keeps its first item, so listing order cannot change the result. */
function keyed<T>(items: readonly Record<string, unknown>[], key: string, normalise: (item: Record<string, unknown>) => T): Record<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const id = item[key];
    if (typeof id === 'string' && !map.has(id)) map.set(id, normalise(item));
  }
  return sortedRecord(map);
}

const EMPTY: CollectedList = { items: [], hints: undefined };

async function listsOf(target: ContextInput, progress: (message: string) => void): Promise<Record<ListMethod, CollectedList>> {
  const has = (name: string): boolean => isJsonObject(target.capabilities[name]);
  const list = async (method: ListMethod, capability: string): Promise<CollectedList> => {
    if (!has(capability)) return EMPTY;
    const collected = await collectList(target, method);
    progress(`${method}: ${collected.items.length} ${collected.items.length === 1 ? 'item' : 'items'}`);
    return collected;
  };
  return {
    'tools/list': await list('tools/list', 'tools'),
    'prompts/list': await list('prompts/list', 'prompts'),
    'resources/list': await list('resources/list', 'resources'),
    'resources/templates/list': await list('resources/templates/list', 'resources'),
  };
}

async function serverInfoOf(target: SnapshotTarget): Promise<ServerSnapshot['server']> {
  if (target.serverInfo !== undefined) return target.serverInfo;
  if (target.era !== 'modern') return {};
  const discovered = (await rpcOf(target)('server/discover')).result?.serverInfo;
  if (!isJsonObject(discovered)) return {};
  const { name, version } = discovered;
  return { name: typeof name === 'string' ? name : undefined, version: typeof version === 'string' ? version : undefined };
}

/**
 * The server's interface as deterministic data (issue 18): negotiated era and version,
 * capabilities, every tool, resource (all pages), template and prompt, and each list's cache
 * hints (spec §12). Runs the same in Node and in browsers; throws `SnapshotError` when the
 * session is not connected or a list cannot be read completely.
 */
export async function buildSnapshot(source: McpSession | SnapshotTarget, options: SnapshotOptions = {}): Promise<ServerSnapshot> {
  const target = source instanceof McpSession ? snapshotTargetFromSession(source) : source;
  if (target === undefined) throw new SnapshotError('connection', 'Not connected: connect to the server before taking a snapshot.');
  const progress = options.onProgress ?? (() => undefined);
  const lists = await listsOf(target, progress);
  const resources = keyed(lists['resources/list'].items, 'uri', normaliseResource);
  if (options.contents === true) {
    const uris = Object.keys(resources);
    const hashes = await hashContents(target, uris, (done) => {
      if (done % 500 === 0 || done === uris.length) progress(`resources/read: ${done}/${uris.length}`);
    });
    for (const [uri, resource] of Object.entries(resources)) resource.contentHash = hashes.get(uri);
  }
  const cacheHints = new Map<string, ListCacheHints>();
  for (const [method, list] of Object.entries(lists)) if (list.hints !== undefined) cacheHints.set(method, list.hints);
  return {
    format: SNAPSHOT_FORMAT,
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    protocol: { era: target.era, version: target.protocolVersion },
    server: await serverInfoOf(target),
    capabilities: canonicalObject(target.capabilities),
    cacheHints: sortedRecord(cacheHints),
    contentHashes: options.contents === true,
    tools: keyed(lists['tools/list'].items, 'name', normaliseTool),
    resources,
    resourceTemplates: keyed(lists['resources/templates/list'].items, 'name', normaliseTemplate),
    prompts: keyed(lists['prompts/list'].items, 'name', normalisePrompt),
  };
}
