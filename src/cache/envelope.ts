import type { StandardSchemaV1 } from '@modelcontextprotocol/client';
import type { Era, McpSession, RpcFrame, RpcRequest } from '../protocol';
import { normalizeParams } from './keys';
import { hintWarnings, readHints, staleTimeFromHints, type CacheHints } from './policy';

/**
 * What a query stores: the result plus everything the cache panel shows about
 * it — the hints exactly as received, when, over which exchange, and why it
 * may not be trusted.
 */
export interface McpEnvelope<T> {
  result: T;
  hints: CacheHints;
  /** Epoch ms the result arrived (for a seeded discover: the connect time). */
  receivedAt: number;
  /** The traffic exchange that carried the (final) request, to link to it. */
  exchangeId: number | undefined;
  warnings: string[];
  /** True when the result came through an `input_required` retry: never cached (spec §11.3, §12). */
  mrtr: boolean;
  /**
   * `wire`: fetched by this query; `connect`: the discover result of the connect
   * handshake; `handshake`: synthesised from a legacy `initialize` (no hints exist).
   */
  source: 'wire' | 'connect' | 'handshake';
}

/**
 * `staleTime` of a stored envelope: MRTR results are stale at once, a legacy
 * handshake summary stays valid until reconnect, everything else follows its
 * hints (spec §12).
 */
export function envelopeStaleTime(envelope: McpEnvelope<unknown> | undefined): number {
  if (envelope === undefined || envelope.mrtr) return 0;
  if (envelope.source === 'handshake') return Number.POSITIVE_INFINITY;
  return staleTimeFromHints(envelope.hints.raw);
}

/** Narrows unknown query data to an envelope (data of queries built by this layer). */
export function isEnvelope(data: unknown): data is McpEnvelope<unknown> {
  if (typeof data !== 'object' || data === null) return false;
  return 'result' in data && 'hints' in data && 'receivedAt' in data && 'mrtr' in data && 'source' in data;
}

/** The era of a connected session (legacy when unknown: it claims nothing about hints). */
export function sessionEra(session: McpSession): Era {
  const status = session.status.getSnapshot();
  return status.state === 'connected' ? status.negotiation.era : 'legacy';
}

function paramsOf(frame: RpcFrame): Record<string, unknown> | undefined {
  const message = frame.message;
  if (typeof message !== 'object' || message === null || !('params' in message)) return undefined;
  const params = message.params;
  return typeof params === 'object' && params !== null && !Array.isArray(params) ? { ...params } : undefined;
}

const RETRY_PARAMS: ReadonlySet<string> = new Set(['inputResponses', 'requestState']);

function sameRequest(frame: RpcFrame, request: RpcRequest): boolean {
  if (frame.direction !== 'out' || frame.kind !== 'request' || frame.method !== request.method) return false;
  // A retry repeats the original params plus the retry members (spec §11.3).
  const sent = Object.fromEntries(Object.entries(paramsOf(frame) ?? {}).filter(([name]) => !RETRY_PARAMS.has(name)));
  return JSON.stringify(normalizeParams(sent)) === JSON.stringify(normalizeParams(request.params));
}

/**
 * The last outgoing frame of `request` since `sinceExchangeId`. The SDK retries an
 * `input_required` answer on its own, so the final frame is the one that tells
 * whether the result came from a retry (it carries `inputResponses`/`requestState`).
 */
export function findFinalRequestFrame(frames: readonly RpcFrame[], request: RpcRequest, sinceExchangeId: number): RpcFrame | undefined {
  for (let i = frames.length - 1; i >= 0; i -= 1) {
    const frame = frames[i];
    if (frame === undefined || frame.exchangeId === undefined || frame.exchangeId < sinceExchangeId) continue;
    if (sameRequest(frame, request)) return frame;
  }
  return undefined;
}

/** True when a request frame is an MRTR retry (spec §11.3). */
export function isRetryFrame(frame: RpcFrame | undefined): boolean {
  const params = frame === undefined ? undefined : paramsOf(frame);
  return params !== undefined && [...RETRY_PARAMS].some((name) => params[name] !== undefined);
}

export interface EnvelopeInput<T> {
  result: T;
  era: Era;
  receivedAt: number;
  exchangeId: number | undefined;
  mrtr: boolean;
  source: McpEnvelope<T>['source'];
}

/** Wraps a result with its hints and warnings. */
export function buildEnvelope<T>(input: EnvelopeInput<T>): McpEnvelope<T> {
  const warnings = hintWarnings(input.result, input.era);
  if (input.mrtr) warnings.push('Obtained through an input_required retry: not cached (spec §12).');
  return {
    result: input.result,
    hints: readHints(input.result),
    receivedAt: input.receivedAt,
    exchangeId: input.exchangeId,
    warnings,
    mrtr: input.mrtr,
    source: input.source,
  };
}

/**
 * Sends one request through the session — `client.request`, which never
 * consults the SDK's own response cache, so every fetch is on the wire and in
 * the traffic log — and wraps the validated result in an envelope.
 */
export async function fetchEnvelope<S extends StandardSchemaV1>(
  session: McpSession,
  request: RpcRequest,
  schema: S,
  signal: AbortSignal | undefined,
): Promise<McpEnvelope<StandardSchemaV1.InferOutput<S>>> {
  const since = session.traffic.nextExchangeId;
  const result = await session.request(request, schema, signal === undefined ? {} : { signal });
  const receivedAt = Date.now();
  const frame = findFinalRequestFrame(session.traffic.getSnapshot().frames, request, since);
  return buildEnvelope({
    result,
    era: sessionEra(session),
    receivedAt,
    exchangeId: frame?.exchangeId,
    mrtr: isRetryFrame(frame),
    source: 'wire',
  });
}
