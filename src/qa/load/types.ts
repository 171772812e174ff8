/** One thing a load profile calls over and over: a method, and for tools/call or resources/read its target. */
export interface LoadTarget {
  method: string;
  /** The tool's name or the resource's URI; undefined for a list method. */
  name: string | undefined;
  /** The request's params, without the `_meta` envelope the sender adds. */
  params: Record<string, unknown>;
  /** A tools/call's `Mcp-Param-*` headers (spec §7.4), from the arguments its tool's schema mirrors. */
  paramHeaders?: Record<string, string>;
}

/** How one request ended: answered with a result, or not (a JSON-RPC error, `isError`, HTTP or network failure). */
export type SendResult = { ok: true; result: Record<string, unknown> } | { ok: false; error: string };

/** Why a request in flight was aborted. */
export type AbortCause = 'stop' | 'timeout';

/** One request of a run. `ms` spans the send to its answer; a cancelled one was aborted at the run's end. */
export interface LoadSample {
  target: number;
  ms: number;
  outcome: 'ok' | 'error' | 'cancelled';
  error?: string;
}

/** How the server was reached: the report names it, so a user sees what the stdio bridge costs. */
export type LoadTransport = 'streamable-http' | 'http+sse' | 'stdio';

export const TRANSPORT_NAMES: Record<LoadTransport, string> = {
  'streamable-http': 'Streamable HTTP',
  'http+sse': 'HTTP+SSE',
  stdio: 'stdio (through the bridge)',
};

/** One method and target of the report. Latencies cover every answered request, errors included; cancelled ones are left out. */
export interface LoadRow {
  method: string;
  name: string | null;
  count: number;
  errors: number;
  cancelled: number;
  perSecond: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /** The first error's text, to say what failed. */
  firstError?: string;
}

export interface LoadGates {
  p95MaxMs?: number;
  /** A fraction of a row's answered requests, 0 to 1. */
  errorRateMax?: number;
}

export interface LoadReport {
  url: string;
  transport: LoadTransport;
  protocolVersion: string;
  durationMs: number;
  concurrency: number;
  rows: LoadRow[];
  gates: LoadGates;
  /** Each gate a row broke, in words; empty when every gate held (or none was set). */
  failures: string[];
}
