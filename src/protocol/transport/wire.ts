import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/client';
import { createSseParser } from './tap/sse-parser';
import type { TrafficLog } from './tap/traffic-log';
import type { Era } from '../model/types';
import { isRecord } from '../../lib/is-record';

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

/** One JSON-RPC request sent by the checks, as observed on the wire. */
export interface RpcOutcome {
  /** Exchange id in the traffic log (the evidence). */
  exchangeId: number | undefined;
  httpStatus: number | undefined;
  contentType: string | undefined;
  /** The JSON-RPC id the checks sent. */
  requestId: string;
  /** The response message with our id, if one arrived. */
  response: Record<string, unknown> | undefined;
  result: Record<string, unknown> | undefined;
  error: RpcErrorBody | undefined;
  /** Network failure, timeout or unparseable body. */
  failure: string | undefined;
}

export interface RpcOptions {
  /** Header overrides; `null` removes a header the request would normally carry. */
  headers?: Record<string, string | null>;
  /** Replaces the `_meta` envelope of a modern request (`null` sends none). */
  meta?: Record<string, unknown> | null;
}

/** What the checks need to speak raw JSON-RPC over Streamable HTTP next to the SDK. */
export interface WireTarget {
  url: string;
  era: Era;
  protocolVersion: string;
  /** A fetch that records into `traffic` (the session's tapped fetch). */
  fetch: typeof fetch;
  traffic: TrafficLog;
  /** Extra headers of the session (authorization…). */
  headers: Record<string, string>;
  /** Legacy session id, if the server minted one. */
  sessionId: () => string | undefined;
  timeoutMs: number;
}

const CLIENT_INFO = { name: 'mcp-console-qa', version: '1' };
const NAMED_METHODS: Record<string, string> = { 'tools/call': 'name', 'prompts/get': 'name', 'resources/read': 'uri' };
let counter = 0;

/** Header value encoding of spec §7.3: plain-safe ASCII as is, anything else as a base64 sentinel. */
export function encodeHeaderValue(value: string): string {
  const plainSafe = /^[\x21-\x7e]([\x20-\x7e\t]*[\x21-\x7e])?$/.test(value) && !(value.startsWith('=?base64?') && value.endsWith('?='));
  if (plainSafe) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}

/** The headers the SDK would send for this request (spec §7.2 modern, §10.2 legacy). */
export function standardHeaders(target: WireTarget, method: string, params: Record<string, unknown>): Record<string, string> {
  const headers: Record<string, string> = {
    ...target.headers,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': target.protocolVersion,
  };
  if (target.era === 'modern') {
    headers['mcp-method'] = method;
    const nameKey = NAMED_METHODS[method];
    const name = nameKey === undefined ? undefined : params[nameKey];
    if (typeof name === 'string') headers['mcp-name'] = encodeHeaderValue(name);
  } else {
    const sessionId = target.sessionId();
    if (sessionId !== undefined) headers['mcp-session-id'] = sessionId;
  }
  return headers;
}

/** The 2026-07-28 per-request envelope (spec §5.1). */
export function envelope(protocolVersion: string): Record<string, unknown> {
  return {
    [PROTOCOL_VERSION_META_KEY]: protocolVersion,
    [CLIENT_INFO_META_KEY]: CLIENT_INFO,
    [CLIENT_CAPABILITIES_META_KEY]: {},
  };
}

function buildRequest(target: WireTarget, method: string, params: Record<string, unknown>, options: RpcOptions) {
  const id = `qa-${++counter}`;
  const meta = options.meta === undefined ? (target.era === 'modern' ? envelope(target.protocolVersion) : undefined) : options.meta;
  const body = { jsonrpc: '2.0', id, method, params: meta === null || meta === undefined ? params : { ...params, _meta: meta } };
  const overrides = Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value] as const);
  const removed = new Set(overrides.filter(([, value]) => value === null).map(([name]) => name));
  const kept = Object.entries(standardHeaders(target, method, params)).filter(([name]) => !removed.has(name));
  const set = overrides.filter((entry): entry is readonly [string, string] => entry[1] !== null);
  return { id, body: JSON.stringify(body), headers: Object.fromEntries([...kept, ...set]) };
}

function readError(value: unknown): RpcErrorBody | undefined {
  if (!isRecord(value) || typeof value.code !== 'number') return undefined;
  return { code: value.code, message: typeof value.message === 'string' ? value.message : '', data: value.data };
}

function emptyOutcome(requestId: string): RpcOutcome {
  return { exchangeId: undefined, httpStatus: undefined, contentType: undefined, requestId, response: undefined, result: undefined, error: undefined, failure: undefined };
}

function exchangeIdFor(traffic: TrafficLog, requestId: string): number | undefined {
  return traffic.getSnapshot().exchanges.findLast((e) => e.rpcId === requestId)?.id;
}

/**
 * Reads SSE events until `enough` says stop (or the stream ends), then cancels the body:
 * a listen stream never ends by itself (spec §17).
 */
async function readSse(response: Response, enough: (messages: Record<string, unknown>[]) => boolean): Promise<Record<string, unknown>[]> {
  const messages: Record<string, unknown>[] = [];
  if (response.body === null) return messages;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((event) => {
    if (event.event !== undefined && event.event !== 'message') return;
    try {
      const parsed: unknown = JSON.parse(event.data);
      if (isRecord(parsed)) messages.push(parsed);
    } catch {
      // A non-JSON event is not a JSON-RPC message; the body check reports malformed bodies.
    }
  });
  try {
    while (!enough(messages)) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return messages;
}

async function readMessages(response: Response, requestId: string, count: number): Promise<Record<string, unknown>[]> {
  const type = response.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('text/event-stream')) {
    return readSse(response, (messages) => messages.length >= count || messages.some((m) => m.id === requestId));
  }
  const text = await response.text();
  if (text.trim() === '') return [];
  const parsed: unknown = JSON.parse(text);
  return isRecord(parsed) ? [parsed] : [];
}

/**
 * Sends one JSON-RPC request over the tapped fetch and reports what came back; never
 * throws. `count` > 1 collects that many stream messages (listen acknowledgement).
 */
export async function sendRpc(
  target: WireTarget,
  method: string,
  params: Record<string, unknown> = {},
  options: RpcOptions = {},
  count = 1,
): Promise<{ outcome: RpcOutcome; messages: Record<string, unknown>[] }> {
  const { id, body, headers } = buildRequest(target, method, params, options);
  const outcome = emptyOutcome(id);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${target.timeoutMs} ms`)), target.timeoutMs);
  let messages: Record<string, unknown>[] = [];
  let streamed = false;
  try {
    const response = await target.fetch(target.url, { method: 'POST', headers, body, signal: controller.signal });
    outcome.httpStatus = response.status;
    outcome.contentType = response.headers.get('content-type') ?? undefined;
    streamed = outcome.contentType?.toLowerCase().startsWith('text/event-stream') === true;
    messages = await readMessages(response, id, count);
  } catch (err) {
    outcome.failure = controller.signal.aborted ? `timed out after ${target.timeoutMs} ms` : err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  } finally {
    clearTimeout(timer);
    // Closing a response stream is the HTTP cancel signal (spec §7.6); the tap's copy of a
    // stream would otherwise keep the connection open.
    if (streamed) controller.abort();
  }
  await target.traffic.whenSettled(target.traffic.nextExchangeId - 1, 500);
  outcome.exchangeId = exchangeIdFor(target.traffic, id);
  const response = messages.find((m) => m.id === id) ?? messages.find((m) => 'error' in m && !('method' in m));
  if (response !== undefined) {
    outcome.response = response;
    outcome.result = isRecord(response.result) ? response.result : undefined;
    outcome.error = readError(response.error);
  } else if (outcome.failure === undefined && count === 1) {
    outcome.failure = `HTTP ${outcome.httpStatus ?? '?'} without a JSON-RPC response`;
  }
  return { outcome, messages };
}
