import { walkList, type ContextInput } from '../conformance/context';
import type { ListMethod, RpcOutcome } from '../conformance/types';
import { sendRpc } from '../../protocol';
import { canonical, canonicalJson, compareJson, isJsonObject, sha256 } from './canonical';
import type { ListCacheHints } from './types';

/** A snapshot walks every page; this only stops a server whose cursors never end. */
export const SNAPSHOT_MAX_PAGES = 100_000;
/** Reads in flight at once with `--contents`: enough to hide latency, few enough for small servers. */
export const READ_CONCURRENCY = 8;
const METHOD_NOT_FOUND = -32601;

/**
 * Why a snapshot could not be taken: no connection, or a list the server would not give in
 * full. `exchangeId` points at the traffic that shows it.
 */
export class SnapshotError extends Error {
  readonly reason: 'connection' | 'listing';
  readonly exchangeId: number | undefined;
  constructor(reason: 'connection' | 'listing', message: string, exchangeId?: number) {
    super(message);
    this.name = 'SnapshotError';
    this.reason = reason;
    this.exchangeId = exchangeId;
  }
}

export interface CollectedList {
  items: Record<string, unknown>[];
  /** Hints of the first page; absent when the server does not offer the list. */
  hints: ListCacheHints | undefined;
}

function describe(outcome: RpcOutcome): string {
  if (outcome.error !== undefined) return `JSON-RPC error ${outcome.error.code}: ${outcome.error.message}`;
  return outcome.failure ?? `HTTP ${outcome.httpStatus ?? '?'}`;
}

function hintsOf(result: Record<string, unknown> | undefined): ListCacheHints {
  const ttlMs = result?.ttlMs;
  const cacheScope = result?.cacheScope;
  return {
    ttlMs: typeof ttlMs === 'number' && Number.isFinite(ttlMs) ? ttlMs : undefined,
    cacheScope: typeof cacheScope === 'string' ? cacheScope : undefined,
  };
}

export function rpcOf(target: ContextInput): (method: string, params?: Record<string, unknown>) => Promise<RpcOutcome> {
  return async (method, params = {}) => (await sendRpc(target, method, params)).outcome;
}

/**
 * Every item of a list over all its pages (spec §18 pagination). A server without the method
 * (-32601 on the first page) offers none; any other failure ends the snapshot, since a
 * partial listing would read as removals.
 */
export async function collectList(target: ContextInput, method: ListMethod, maxPages = SNAPSHOT_MAX_PAGES): Promise<CollectedList> {
  const walk = await walkList({ rpc: rpcOf(target) }, method, maxPages);
  const first = walk.pages[0]?.outcome;
  if (walk.terminated) return { items: walk.items, hints: hintsOf(first?.result) };
  if (walk.pages.length === 1 && first?.error?.code === METHOD_NOT_FOUND) return { items: [], hints: undefined };
  const last = walk.pages.at(-1)?.outcome;
  const detail = last === undefined ? '' : ` (${describe(last)})`;
  throw new SnapshotError('listing', `${method} did not list completely: ${walk.stopReason ?? 'stopped'}${detail}`, last?.exchangeId);
}

/** The parts of read contents that are the resource's data, in a stable order (spec §13.3). */
function contentsOf(result: Record<string, unknown>): unknown[] {
  const entries = Array.isArray(result.contents) ? result.contents.filter(isJsonObject) : [];
  return entries.map((entry) => canonical({ uri: entry.uri, mimeType: entry.mimeType, text: entry.text, blob: entry.blob })).sort(compareJson);
}

async function hashOne(rpc: ReturnType<typeof rpcOf>, uri: string): Promise<string> {
  const outcome = await rpc('resources/read', { uri });
  if (outcome.error !== undefined) return `unreadable: JSON-RPC ${outcome.error.code}`;
  if (outcome.result === undefined) return 'unreadable';
  if (outcome.result.resultType === 'input_required') return 'input-required';
  return sha256(canonicalJson(contentsOf(outcome.result)));
}

/** `sha256:` of every resource's contents, `READ_CONCURRENCY` reads at a time. */
export async function hashContents(target: ContextInput, uris: readonly string[], onRead?: (done: number) => void): Promise<Map<string, string>> {
  const rpc = rpcOf(target);
  const hashes = new Map<string, string>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < uris.length) {
      const uri = uris[next++];
      if (uri === undefined) return;
      hashes.set(uri, await hashOne(rpc, uri));
      onRead?.(hashes.size);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, uris.length) }, worker));
  return hashes;
}
