import type { RpcFrame } from '../../model/types';

/** What the log needs to know about one JSON-RPC message. */
export interface RpcInfo {
  kind: RpcFrame['kind'];
  rpcId: string | number | undefined;
  method: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readId(value: unknown): string | number | undefined {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/**
 * Classifies a JSON-RPC 2.0 message (request, notification, result or error);
 * anything else is not a frame. https://www.jsonrpc.org/specification §4–5
 */
export function classifyRpc(message: unknown): RpcInfo | undefined {
  if (!isRecord(message) || message['jsonrpc'] !== '2.0') return undefined;
  const rpcId = readId(message['id']);
  const method = typeof message['method'] === 'string' ? message['method'] : undefined;
  if (method !== undefined) {
    return { kind: 'id' in message ? 'request' : 'notification', rpcId, method };
  }
  if ('result' in message) return { kind: 'result', rpcId, method: undefined };
  if (isRecord(message['error'])) return { kind: 'error', rpcId, method: undefined };
  return undefined;
}

/**
 * Parses a body into the JSON-RPC messages it carries: one object, or the
 * elements of a (legacy) batch array. Non-JSON text yields none.
 */
export function parseRpcMessages(text: string): unknown[] {
  return rpcMessagesOf(() => JSON.parse(text));
}

/** `parseRpcMessages` for a body parsed elsewhere: `parsed` returns it, or throws if it is not JSON. */
export function rpcMessagesOf(parsed: () => unknown): unknown[] {
  let value: unknown;
  try {
    value = parsed();
  } catch {
    return [];
  }
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.filter((m) => classifyRpc(m) !== undefined);
}

/** Method and id of the first request in a body, for the exchange row. */
export function firstRequestInfo(messages: readonly unknown[]): { method?: string; id?: string | number } {
  for (const message of messages) {
    const info = classifyRpc(message);
    if (info !== undefined && (info.kind === 'request' || info.kind === 'notification')) {
      return { method: info.method, id: info.rpcId };
    }
  }
  return {};
}
