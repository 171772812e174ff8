import type { PriorDiscovery } from '@modelcontextprotocol/client';
import { isHtmlBody, summariseBody } from '../diagnosis/body-summary';
import { describeAttempt } from './sse-fallback';
import type { Era, HttpExchange, Negotiation, RpcFrame, StoredVerdict, TrafficSnapshot, TransportKind } from '../model/types';

/** A remembered legacy verdict is trusted this long, then re-probed (an upgraded server still answers initialize). */
export const LEGACY_VERDICT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface PriorChoice {
  prior: PriorDiscovery | undefined;
  /** The verdict that was used, for the evidence line. */
  used: StoredVerdict | undefined;
}

/**
 * Which remembered verdict to hand to `client.connect({ prior })` (spec §9.2:
 * the era MAY be cached and re-probed). Only a fresh legacy verdict is used: it
 * saves a round trip that fails on every connect. A modern verdict is not
 * reused — `server/discover` is one cheap request and returns today's
 * capabilities and supported versions instead of a stale copy.
 */
export function choosePrior(verdict: StoredVerdict | undefined, now: number): PriorChoice {
  if (verdict?.era === 'legacy' && now - verdict.decidedAt < LEGACY_VERDICT_MAX_AGE_MS && now >= verdict.decidedAt) {
    return { prior: { kind: 'legacy' }, used: verdict };
  }
  return { prior: undefined, used: undefined };
}

export interface NegotiationInput {
  era: Era;
  protocolVersion: string;
  /** Traffic recorded during this connect (exchanges and frames). */
  traffic: Pick<TrafficSnapshot, 'exchanges' | 'frames'>;
  remembered: StoredVerdict | undefined;
  transport?: TransportKind;
}

/** The negotiation verdict plus human-readable evidence from the tapped wire traffic (spec §9). */
export function buildNegotiation(input: NegotiationInput): Negotiation {
  const evidence: string[] = [];
  if (input.remembered !== undefined) {
    const when = new Date(input.remembered.decidedAt).toISOString().replace('T', ' ').slice(0, 16);
    const over = input.remembered.transport === 'sse' ? ' over HTTP+SSE' : '';
    evidence.push(`remembered verdict from ${when} UTC: ${input.remembered.era} ${input.remembered.protocolVersion}${over} — probe skipped`);
  }
  const probes = input.traffic.exchanges.filter((e) => e.rpcMethod === 'server/discover');
  // Over HTTP+SSE the refused Streamable HTTP POST is told where it happened, with the GET after it.
  const sse = input.transport === 'sse' ? sseEvidence(input.traffic.exchanges) : undefined;
  if (sse !== undefined && sse.refusedId === undefined) evidence.push(...sse.lines);
  for (const exchange of input.traffic.exchanges) {
    if (sse !== undefined && exchange.id === sse.refusedId) {
      evidence.push(...sse.lines);
    } else if (exchange.rpcMethod === 'server/discover') {
      evidence.push(`${describeExchange(exchange, input.traffic.frames)} → ${input.era === 'modern' ? 'modern' : 'legacy fallback'}`);
    } else if (exchange.rpcMethod === 'initialize') {
      evidence.push(describeExchange(exchange, input.traffic.frames));
    }
  }
  evidence.push(`negotiated ${input.era} era, protocol version ${input.protocolVersion}`);
  const transport = input.transport === 'sse' ? { transport: input.transport } : {};
  return { era: input.era, protocolVersion: input.protocolVersion, probed: probes.length > 0, evidence, ...transport };
}

/** The 4xx that sent the client to HTTP+SSE, then the GET whose first event named the endpoint (spec §9.2). */
function sseEvidence(exchanges: readonly HttpExchange[]): { refusedId: number | undefined; lines: string[] } {
  const lines: string[] = [];
  const get = exchanges.find((e) => e.request.method === 'GET');
  const refused = [...exchanges].reverse().find((e) => e.request.method === 'POST' && get !== undefined && e.id < get.id);
  if (refused !== undefined) lines.push(`Streamable HTTP: ${describeAttempt(refused, `POST ${refused.rpcMethod ?? ''}`.trim())} → HTTP+SSE fallback`);
  if (get !== undefined) {
    const endpoint = get.sse.find((event) => event.event === 'endpoint');
    lines.push(`HTTP+SSE: GET → HTTP ${get.response?.status ?? '?'} text/event-stream, first event 'endpoint' ${endpoint?.data ?? ''}`.trim());
  }
  return { refusedId: refused?.id, lines };
}

/**
 * Whether the verdict is worth remembering: not when the probe never got an
 * HTTP answer (a browser CORS refusal makes the SDK fall back to legacy, which
 * says nothing about the server's era — spec §23 "fallback interplay").
 */
export function shouldRemember(negotiation: Negotiation, exchanges: readonly HttpExchange[]): boolean {
  return negotiation.era === 'modern' || !fellBackWithoutAnswer(negotiation, exchanges);
}

/**
 * True when the legacy verdict rests on a `server/discover` probe that got no HTTP answer: in a
 * browser the SDK falls back on any fetch failure, so a server refused by CORS, or one that came
 * up between the probe and the `initialize` after it, is called legacy whatever it speaks.
 */
export function fellBackWithoutAnswer(negotiation: Negotiation, exchanges: readonly HttpExchange[]): boolean {
  return negotiation.era === 'legacy' && exchanges.some((e) => e.rpcMethod === 'server/discover' && e.response === undefined);
}

/**
 * One line per exchange, e.g. "server/discover → HTTP 400, JSON-RPC -32000 'Bad Request: Server not initialized'",
 * "initialize → HTTP 200, protocolVersion 2025-11-25".
 */
export function describeExchange(exchange: HttpExchange, frames: readonly RpcFrame[]): string {
  const name = exchange.rpcMethod ?? `${exchange.request.method} ${exchange.request.url}`;
  if (exchange.response === undefined) {
    return `${name} → ${exchange.state === 'aborted' ? 'aborted' : 'failed'}${exchange.error === undefined ? '' : ` (${exchange.error})`}`;
  }
  const status = `HTTP ${exchange.response.status}`;
  const isReply = (f: RpcFrame) => f.direction === 'in' && (f.kind === 'result' || f.kind === 'error');
  // Over HTTP+SSE the POST is only acknowledged (202); its reply arrives on the GET stream.
  const reply =
    frames.find((f) => f.exchangeId === exchange.id && isReply(f)) ??
    (exchange.response.status === 202 && exchange.rpcId !== undefined ? frames.find((f) => isReply(f) && f.rpcId === exchange.rpcId) : undefined);
  const gist = reply === undefined ? bodyGist(exchange) : messageGist(reply.message);
  return gist === '' ? `${name} → ${status}` : `${name} → ${status}, ${gist}`;
}

function messageGist(message: unknown): string {
  if (!isRecord(message)) return '';
  const error = message['error'];
  if (isRecord(error)) {
    const code = typeof error['code'] === 'number' ? error['code'] : '?';
    const text = typeof error['message'] === 'string' ? ` '${error['message']}'` : '';
    return `JSON-RPC ${code}${text}`;
  }
  const result = message['result'];
  if (!isRecord(result)) return '';
  if (Array.isArray(result['supportedVersions'])) return `supportedVersions [${result['supportedVersions'].map(String).join(', ')}]`;
  if (typeof result['protocolVersion'] === 'string') return `protocolVersion ${result['protocolVersion']}`;
  return 'result';
}

function bodyGist(exchange: HttpExchange): string {
  const text = exchange.response?.body?.text.trim() ?? '';
  if (text === '') return 'empty body';
  const type = exchange.response?.contentType?.split(';')[0]?.trim();
  // An HTML error page reads as its title and text, not as markup (issue 32).
  if (isHtmlBody(text, type)) return `HTML page '${summariseBody(text, type)}'`;
  return `body '${text.length > 80 ? `${text.slice(0, 80)}…` : text}'`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
