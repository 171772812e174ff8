import { SUBSCRIPTION_ID_META_KEY, type ServerCapabilities, type SubscriptionFilter } from '@modelcontextprotocol/client';
import { ConsoleError } from '../diagnosis/console-error';
import { isEmptyFilter, notOfferedReason, offeredFilter } from '../session/offered';
import { watchGetStreamEnds, type StreamEnd } from './stream-watch';
import type { Era, ExternalStore, TrafficSnapshot } from '../model/types';

export type { SubscriptionFilter };

/** How a subscription ended (spec §17.2): closed here, the server's empty result, its cancel, or a drop. */
export type EndCause = 'local' | 'graceful' | 'cancelled' | 'dropped';

export interface SubscriptionEnd {
  cause: EndCause;
  message?: string;
}

/** One change notification delivered to a subscription. */
export interface SubscriptionEvent {
  method: string;
  uri: string | undefined;
  subscriptionId: string;
  params: Readonly<Record<string, unknown>>;
}

/** The part of the SDK `McpSubscription` used here. */
export interface ListenHandle {
  readonly honoredFilter: SubscriptionFilter;
  close(): Promise<void>;
  readonly closed: Promise<'local' | 'graceful' | 'remote'>;
}

/** The part of the SDK `Client` used here; a fake satisfies it in unit tests. */
export interface SubscriptionClient {
  listen(filter: SubscriptionFilter): Promise<ListenHandle>;
  subscribeResource(params: { uri: string }): Promise<unknown>;
  unsubscribeResource(params: { uri: string }): Promise<unknown>;
  getProtocolEra(): Era | undefined;
  getServerCapabilities(): ServerCapabilities | undefined;
}

/** Every message the session receives (`McpSession.inbound`). */
export interface InboundSource {
  subscribe(listener: (message: unknown) => void): () => void;
}

export interface SubscriptionHost {
  client: SubscriptionClient;
  inbound: InboundSource;
  /** The session's traffic and URL, to notice when a 2025 server's GET stream ends. */
  streams?: { traffic: ExternalStore<TrafficSnapshot>; url: string };
}

/** An open subscription, modern (`subscriptions/listen`) or legacy (`resources/subscribe` + the GET stream). */
export interface Subscription {
  readonly id: string;
  readonly mode: 'listen' | 'legacy';
  readonly requested: SubscriptionFilter;
  readonly honored: SubscriptionFilter;
  /** Resolves once, when the subscription has ended; never rejects. */
  readonly ended: Promise<SubscriptionEnd>;
  close(): Promise<void>;
}

const LIST_CHANGED: ReadonlyArray<readonly [keyof Omit<SubscriptionFilter, 'resourceSubscriptions'>, string]> = [
  ['resourcesListChanged', 'notifications/resources/list_changed'],
  ['promptsListChanged', 'notifications/prompts/list_changed'],
  ['toolsListChanged', 'notifications/tools/list_changed'],
];
const ACKNOWLEDGED = 'notifications/subscriptions/acknowledged';
const CANCELLED = 'notifications/cancelled';
const UPDATED = 'notifications/resources/updated';

interface Note {
  method: string;
  params: Readonly<Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON-RPC notification (a method and no id), else undefined. */
function asNotification(message: unknown): Note | undefined {
  if (!isRecord(message) || typeof message['method'] !== 'string' || 'id' in message) return undefined;
  const params = message['params'];
  return { method: message['method'], params: isRecord(params) ? params : {} };
}

function subscriptionIdOf(note: Note): string | undefined {
  const meta = note.params['_meta'];
  const id = isRecord(meta) ? meta[SUBSCRIPTION_ID_META_KEY] : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

function uriOf(note: Note): string | undefined {
  const uri = note.params['uri'];
  return typeof uri === 'string' ? uri : undefined;
}

/** The parts of `requested` the server did not honor, as display labels (spec §17.2 acknowledgement). */
export function refusedParts(requested: SubscriptionFilter, honored: SubscriptionFilter): string[] {
  const refused: string[] = [];
  for (const [flag] of LIST_CHANGED) if (requested[flag] === true && honored[flag] !== true) refused.push(flag);
  const kept = new Set(honored.resourceSubscriptions ?? []);
  for (const uri of requested.resourceSubscriptions ?? []) if (!kept.has(uri)) refused.push(uri);
  return refused;
}

/** The default filter: every list-changed kind the server declares (ui-contract.md). */
export function declaredListChanged(capabilities: ServerCapabilities | undefined): SubscriptionFilter {
  return {
    resourcesListChanged: capabilities?.resources?.listChanged === true,
    promptsListChanged: capabilities?.prompts?.listChanged === true,
    toolsListChanged: capabilities?.tools?.listChanged === true,
  };
}

// Opens are serialized per client so an acknowledgement is attributed to the listen that caused it.
const opening = new WeakMap<SubscriptionClient, Promise<unknown>>();
let legacyCounter = 0;

async function openListen(host: SubscriptionHost, filter: SubscriptionFilter, onEvent: (event: SubscriptionEvent) => void): Promise<Subscription> {
  let id: string | undefined;
  let cancelledByServer = false;
  const unsubscribe = host.inbound.subscribe((message) => {
    const note = asNotification(message);
    if (note === undefined) return;
    const subscriptionId = subscriptionIdOf(note);
    if (note.method === ACKNOWLEDGED && id === undefined && subscriptionId !== undefined) {
      id = subscriptionId;
    } else if (note.method === CANCELLED && id !== undefined && String(note.params['requestId']) === id) {
      cancelledByServer = true;
    } else if (id !== undefined && subscriptionId === id && note.method !== ACKNOWLEDGED) {
      onEvent({ method: note.method, uri: uriOf(note), subscriptionId: id, params: note.params });
    }
  });
  // Only what the server declared is asked for; the rest shows as refused beside the request.
  const offered = offeredFilter(host.client.getServerCapabilities(), filter);
  if (isEmptyFilter(offered)) {
    unsubscribe();
    throw new ConsoleError({ kind: 'protocol', message: notOfferedReason('subscriptions/listen') });
  }
  let handle: ListenHandle;
  try {
    handle = await host.client.listen(offered);
  } catch (err) {
    unsubscribe();
    throw err;
  }
  // Without an acknowledgement the SDK would not have resolved; the fallback only keeps the type total.
  const subscriptionId = id ?? 'unacknowledged';
  const ended = handle.closed.then((cause): SubscriptionEnd => {
    unsubscribe();
    if (cause !== 'remote') return { cause };
    return cancelledByServer
      ? { cause: 'cancelled', message: 'The server sent notifications/cancelled for this subscription.' }
      : { cause: 'dropped', message: 'The stream ended without a result: an unexpected drop.' };
  });
  return { id: subscriptionId, mode: 'listen', requested: filter, honored: handle.honoredFilter, ended, close: () => handle.close() };
}

async function openLegacy(
  host: SubscriptionHost,
  filter: SubscriptionFilter,
  onEvent: (event: SubscriptionEvent) => void,
  onStreamEnd: ((end: StreamEnd) => void) | undefined,
): Promise<Subscription> {
  const offered = offeredFilter(host.client.getServerCapabilities(), filter);
  const subscribed: string[] = [];
  for (const uri of offered.resourceSubscriptions ?? []) {
    try {
      await host.client.subscribeResource({ uri });
      subscribed.push(uri);
    } catch {
      // A refused URI shows as refused next to the requested filter.
    }
  }
  const honored: SubscriptionFilter = { resourceSubscriptions: subscribed };
  for (const [flag] of LIST_CHANGED) if (offered[flag] === true) honored[flag] = true;
  const id = `legacy:${++legacyCounter}`;
  const watched = new Set(LIST_CHANGED.filter(([flag]) => honored[flag] === true).map(([, method]) => method));
  const unsubscribe = host.inbound.subscribe((message) => {
    const note = asNotification(message);
    if (note === undefined) return;
    const uri = uriOf(note);
    const relevant = watched.has(note.method) || (note.method === UPDATED && uri !== undefined && subscribed.includes(uri));
    if (relevant) onEvent({ method: note.method, uri, subscriptionId: id, params: note.params });
  });
  const stopWatch = host.streams === undefined || onStreamEnd === undefined ? () => undefined : watchGetStreamEnds(host.streams.traffic, host.streams.url, onStreamEnd);
  let resolveEnded: (end: SubscriptionEnd) => void = () => undefined;
  const ended = new Promise<SubscriptionEnd>((resolve) => {
    resolveEnded = resolve;
  });
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    unsubscribe();
    stopWatch();
    resolveEnded({ cause: 'local' });
    await Promise.all(subscribed.map((uri) => host.client.unsubscribeResource({ uri }).catch(() => undefined)));
  };
  return { id, mode: 'legacy', requested: filter, honored, ended, close };
}

/**
 * Opens one subscription with `filter` (spec §17). On a 2026-07-28 connection it is a
 * `subscriptions/listen` stream that resolves on the server's acknowledgement; on a
 * 2025 connection it is `resources/subscribe` per URI plus the unsolicited
 * notifications of the standalone GET stream, with the same shape; `onStreamEnd` then hears
 * of every end of that stream, after which the SDK reopens it and updates may have been missed.
 */
export function openSubscription(
  host: SubscriptionHost,
  filter: SubscriptionFilter,
  onEvent: (event: SubscriptionEvent) => void,
  onStreamEnd?: (end: StreamEnd) => void,
): Promise<Subscription> {
  const legacy = host.client.getProtocolEra() === 'legacy';
  const previous = opening.get(host.client) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => (legacy ? openLegacy(host, filter, onEvent, onStreamEnd) : openListen(host, filter, onEvent)));
  opening.set(host.client, next);
  return next;
}
