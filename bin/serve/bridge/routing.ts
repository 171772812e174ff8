import { SUBSCRIPTION_ID_META_KEY, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { isRecord } from '../../../src/qa/conformance/values';

type Id = string | number;

/** A JSON-RPC id or progress token as a map key: `1` and `"1"` are different ids. */
export const keyOf = (id: Id): string => `${typeof id}:${String(id)}`;

const isId = (value: unknown): value is Id => typeof value === 'string' || typeof value === 'number';

const record = (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined);

/** Where a message from the child belongs (0031 "Relaying frames"). */
export type ChildRoute =
  /** The response to the client request with this id. */
  | { kind: 'response'; key: string }
  /** `notifications/progress` for the request that sent this progressToken. */
  | { kind: 'progress'; key: string }
  /** A 2026-07-28 listen notification: the subscription id is the listen request's id. */
  | { kind: 'subscription'; key: string }
  /** The server ended a request itself (stdio teardown of a listen). */
  | { kind: 'server-cancel'; key: string }
  /** Legacy notifications and server requests: the GET stream, else the newest POST stream. */
  | { kind: 'unscoped' };

export function routeOf(message: JSONRPCMessage): ChildRoute {
  if (!('method' in message)) return isId(message.id) ? { kind: 'response', key: keyOf(message.id) } : { kind: 'unscoped' };
  if ('id' in message) return { kind: 'unscoped' };
  const params = record(message.params);
  if (message.method === 'notifications/progress' && isId(params?.progressToken)) return { kind: 'progress', key: keyOf(params.progressToken) };
  const subscription = record(params?._meta)?.[SUBSCRIPTION_ID_META_KEY];
  if (isId(subscription)) return { kind: 'subscription', key: keyOf(subscription) };
  if (message.method === 'notifications/cancelled' && isId(params?.requestId)) return { kind: 'server-cancel', key: keyOf(params.requestId) };
  return { kind: 'unscoped' };
}

/** The id, method and progress token of a client request, for scoping its stream. */
export function requestScope(message: JSONRPCMessage): { id: Id; key: string; method: string; progressKey: string | undefined } | undefined {
  if (!('method' in message) || !('id' in message) || !isId(message.id)) return undefined;
  const token = record(record(message.params)?._meta)?.progressToken;
  return { id: message.id, key: keyOf(message.id), method: message.method, progressKey: isId(token) ? keyOf(token) : undefined };
}
