import type { RpcFrame } from '../../model/types';

/** Inputs of `TrafficLog`; the tap is their only writer. */
export interface TrafficLogOptions {
  /** Exchanges kept before the oldest are dropped (default 2,000). */
  maxExchanges?: number;
  /** JSON-RPC frames kept (default 10,000). */
  maxFrames?: number;
  /** SSE events (and frames) kept per exchange; a long listen stream keeps its newest (default 1,000). */
  maxSseEventsPerExchange?: number;
  /** Characters of body text kept per request/response (default 1 MiB). */
  maxBodyChars?: number;
  /** Characters of raw text kept for a streamed (SSE) response, whose events are kept anyway (default 64 KiB). */
  maxStreamBodyChars?: number;
  now?: () => number;
  /** How change notifications are deferred; default once per animation frame. */
  schedule?: (flush: () => void) => void;
}

/** The two bounds of the traffic log a user can change (Traffic panel, kept in this browser). */
export interface TrafficLimits {
  maxExchanges: number;
  maxFrames: number;
}

export interface BeginExchange {
  /** The server whose session makes the exchange (its URL). */
  server?: string | undefined;
  method: string;
  url: string;
  headers: [string, string][];
  body: string | undefined;
  rpcMethod?: string | undefined;
  rpcId?: string | number | undefined;
  mcpMethod?: string | undefined;
  mcpName?: string | undefined;
}

export interface ResponseHead {
  status: number;
  statusText: string;
  headers: [string, string][];
  contentType: string | undefined;
  /** The URL that answered, when the browser followed redirects to it (`Response.redirected`). */
  redirectedTo?: string;
}

export type ExchangeOutcome =
  | { state: 'streaming' }
  | { state: 'done' }
  | { state: 'failed'; error: string }
  | { state: 'aborted'; error?: string };

export interface AddFrame {
  direction: RpcFrame['direction'];
  message: unknown;
  /** The JSON text `message` was parsed from, when the body held this one message (lazy-message.ts). */
  text?: string | undefined;
  exchangeId: number | undefined;
  at?: number;
}

/** Defaults sized so a 100 s storm at 200 events/s stays within +20 MiB of heap (README, bench/storm.ts). */
export const TRAFFIC_DEFAULTS = {
  maxExchanges: 2_000,
  maxFrames: 10_000,
  maxSseEventsPerExchange: 1_000,
  maxBodyChars: 1024 * 1024,
  maxStreamBodyChars: 64 * 1024,
} as const;
