import type { RpcFrame } from '../types';

/** Inputs of `TrafficLog`; the tap is their only writer. */
export interface TrafficLogOptions {
  /** Exchanges kept before the oldest are dropped (default 5,000). */
  maxExchanges?: number;
  /** JSON-RPC frames kept (default 20,000). */
  maxFrames?: number;
  /** SSE events kept per exchange; a long listen stream keeps its newest (default 2,000). */
  maxSseEventsPerExchange?: number;
  /** Characters of body text kept per request/response (default 1 MiB). */
  maxBodyChars?: number;
  now?: () => number;
  /** How change notifications are deferred; default one per microtask. */
  schedule?: (flush: () => void) => void;
}

export interface BeginExchange {
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
}

export type ExchangeOutcome =
  | { state: 'streaming' }
  | { state: 'done' }
  | { state: 'failed'; error: string }
  | { state: 'aborted'; error?: string };

export interface AddFrame {
  direction: RpcFrame['direction'];
  message: unknown;
  exchangeId: number | undefined;
  at?: number;
}
