import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { LiveLog, type LiveLogOptions } from '../lib/buffers/live-log';
import type { LogWindow } from '../lib/buffers/log-buffer';
import type { ExternalStore } from '../protocol';
import { listPagesPredicate, readTreePredicate, serverPredicate, type ListMethod, type QueryPredicate } from './keys';
import { coalescerFor } from './re-read-coalescer';

export type InvalidationCause = 'notification' | 'user' | 'reconnect' | 'principal';

/** One invalidation and why it happened, so the cache panel can answer "why is this stale?". */
export interface InvalidationEntry {
  id: number;
  at: number;
  cause: InvalidationCause;
  detail: string;
  notification?: { method: string; uri?: string; subscriptionId?: string | number };
  keys: QueryKey[];
}

export interface InvalidationLogOptions {
  /** Entries kept (default 500). */
  capacity?: number;
  now?: () => number;
  schedule?: LiveLogOptions['schedule'];
}

/**
 * A bounded log of invalidations on the shared live-log mechanism (lib/buffers/live-log): O(1) appends,
 * a windowed snapshot, subscribers told once per frame however many notifications arrive.
 */
export class InvalidationLog implements ExternalStore<LogWindow<InvalidationEntry>> {
  private readonly entries: LiveLog<InvalidationEntry>;
  private readonly now: () => number;
  private nextId = 1;

  constructor(options: InvalidationLogOptions = {}) {
    this.entries = new LiveLog({ capacity: options.capacity ?? 500, ...(options.schedule === undefined ? {} : { schedule: options.schedule }) });
    this.now = options.now ?? Date.now;
  }

  subscribe = (listener: () => void): (() => void) => this.entries.subscribe(listener);

  getSnapshot = (): LogWindow<InvalidationEntry> => this.entries.getSnapshot();

  /** How many invalidations the log keeps (a user setting beside the Cache table). */
  get capacity(): number {
    return this.entries.capacity;
  }

  setCapacity(capacity: number): void {
    this.entries.setCapacity(capacity);
  }

  record(entry: Omit<InvalidationEntry, 'id' | 'at'>): InvalidationEntry {
    const full: InvalidationEntry = { id: this.nextId++, at: this.now(), ...entry };
    this.entries.append(full);
    return full;
  }
}

/** Where an invalidation applies and where it is logged. */
export interface InvalidationContext {
  serverId: string;
  principalId: string;
  log: InvalidationLog;
}

/**
 * Which lists each list_changed notification makes stale (spec §12, §17.1).
 * `resources/templates/list` has no notification of its own and the spec ties
 * `resources/list_changed` to `resources/list` only, so templates follow their TTL.
 */
export const LIST_CHANGED_TARGETS: Readonly<Record<string, ListMethod>> = {
  'notifications/resources/list_changed': 'resources/list',
  'notifications/prompts/list_changed': 'prompts/list',
  'notifications/tools/list_changed': 'tools/list',
};

interface ChangeNotification {
  method: string;
  uri: string | undefined;
  subscriptionId: string | number | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The parts of a notification that invalidate, or undefined when it is malformed. A plain guard,
 * not a zod schema: this runs on the first screen, which does not load zod for it.
 */
function readNotification(value: unknown): ChangeNotification | undefined {
  if (!isRecord(value) || typeof value['method'] !== 'string') return undefined;
  const params = value['params'];
  if (params === undefined) return { method: value['method'], uri: undefined, subscriptionId: undefined };
  if (!isRecord(params)) return undefined;
  const uri = params['uri'];
  const meta = params['_meta'];
  if (uri !== undefined && typeof uri !== 'string') return undefined;
  if (meta !== undefined && !isRecord(meta)) return undefined;
  const subscriptionId = meta?.['io.modelcontextprotocol/subscriptionId'];
  if (subscriptionId !== undefined && typeof subscriptionId !== 'string' && typeof subscriptionId !== 'number') return undefined;
  return { method: value['method'], uri, subscriptionId };
}

function invalidate(queryClient: QueryClient, predicate: QueryPredicate): QueryKey[] {
  const keys = queryClient.getQueryCache().findAll({ predicate }).map((q) => q.queryKey);
  // Observed queries refetch at once; the rest are marked stale and refetch on next use.
  if (keys.length > 0) void queryClient.invalidateQueries({ predicate });
  return keys;
}

/**
 * Maps one change notification to invalidations (spec §12 "a relevant
 * notification invalidates a fresh entry immediately", §17.3):
 * `resources/updated {uri}` → reads of that URI, its sub-resources and the reads
 * containing it; `…/list_changed` → every page of that list. A change is a fact
 * about the server, so entries of every principal are invalidated. Unrelated or
 * malformed notifications invalidate nothing and are not logged.
 */
export function applyNotification(queryClient: QueryClient, ctx: InvalidationContext, notification: unknown): QueryKey[] {
  const parsed = readNotification(notification);
  if (parsed === undefined) return [];
  const { method, subscriptionId } = parsed;
  const base = { method, ...(subscriptionId === undefined ? {} : { subscriptionId }) };
  if (method === 'notifications/resources/updated') {
    const uri = parsed.uri;
    if (uri === undefined) return [];
    // A storm of updates for one URI must not become a storm of reads (issue 24).
    const keys = coalescerFor(queryClient).invalidate(readTreePredicate(ctx.serverId, uri));
    ctx.log.record({ cause: 'notification', detail: `${method} ${uri}`, notification: { ...base, uri }, keys });
    return keys;
  }
  const list = LIST_CHANGED_TARGETS[method];
  if (list === undefined) return [];
  const keys = invalidate(queryClient, listPagesPredicate(ctx.serverId, list));
  ctx.log.record({ cause: 'notification', detail: `${method} → every page of ${list}`, notification: base, keys });
  return keys;
}

/** The user asked for fresh data (a refresh button): invalidate what `predicate` selects. */
export function invalidateByUser(queryClient: QueryClient, ctx: InvalidationContext, predicate: QueryPredicate, detail: string): QueryKey[] {
  const keys = invalidate(queryClient, predicate);
  ctx.log.record({ cause: 'user', detail, keys });
  return keys;
}

/**
 * After a reconnect, notifications sent during the gap are lost (spec §17.4),
 * so everything of the server is stale.
 */
export function onReconnect(queryClient: QueryClient, ctx: InvalidationContext): QueryKey[] {
  const keys = invalidate(queryClient, serverPredicate(ctx.serverId));
  ctx.log.record({ cause: 'reconnect', detail: 'Reconnected: changes during the gap may have been missed.', keys });
  return keys;
}

/**
 * The authorization context changed. Entries of the previous principal must
 * never be served to the new one (spec §12 `private`); they live under their
 * own key, so they are removed rather than refetched with the new token.
 */
export function onPrincipalChange(queryClient: QueryClient, ctx: InvalidationContext, previousPrincipalId: string): QueryKey[] {
  const predicate = serverPredicate(ctx.serverId, previousPrincipalId);
  const keys = queryClient.getQueryCache().findAll({ predicate }).map((q) => q.queryKey);
  queryClient.removeQueries({ predicate });
  ctx.log.record({ cause: 'principal', detail: `Principal changed from ${previousPrincipalId} to ${ctx.principalId}: entries removed.`, keys });
  return keys;
}
