import { McpSession, TrafficLog, type WireTarget } from '../../protocol';
import { isRecord } from '../../lib/is-record';
import { planTargets, type CallOnce, type ToolSpec } from './plan';
import { REAL_CLOCK, runSchedule, type LoadClock } from './schedule';
import { createSender } from './send';
import { gateFailures, loadRows } from './stats';
import type { LoadGates, LoadReport, LoadSample, LoadTarget, LoadTransport } from './types';
import type { LoadWire } from './request';

/** Where a load run goes and how it reaches it. */
export interface LoadConnection {
  url: string;
  /** Request headers (authorization…); all are secret in the session's traffic log. */
  headers: Record<string, string>;
  /** The URL is the stdio bridge this process started for `-- <command>`. */
  bridged: boolean;
  /** Bound of each request, connecting included. */
  timeoutMs: number;
}

/** A connected server and what the profile will call on it, before anything is called. */
export interface PreparedLoad {
  url: string;
  transport: LoadTransport;
  load: LoadWire;
  targets: LoadTarget[];
}

/** The connection failed; the message says why. */
export class LoadConnectionError extends Error {
  override readonly name = 'LoadConnectionError';
}

/** One request outside a run (a listing), bounded by the wire's timeout. */
export function callOnce(load: LoadWire): CallOnce {
  const send = createSender(load);
  return (method, params) => send({ method, name: undefined, params }, AbortSignal.timeout(load.wire.timeoutMs), () => 'timeout');
}

/**
 * Plans the profile on a wire that is already connected (tools/list checks the given tools before
 * any of them is called): the CLI's own session, or the console's session in the QA panel.
 */
export async function prepareLoad(reach: Omit<PreparedLoad, 'targets'>, capabilities: Record<string, unknown>, tools: readonly ToolSpec[]): Promise<PreparedLoad> {
  return { ...reach, targets: await planTargets(callOnce(reach.load), capabilities, tools) };
}

/** Bench traffic is not read back: a small log keeps a long run's memory flat. */
const TRAFFIC_KEPT = { maxExchanges: 64, maxFrames: 256 };

/**
 * Connects to the server, plans the profile (tools/list checks the given tools before any of them
 * is called) and hands it to `work`; the session is closed afterwards, whatever happens.
 */
export async function withPreparedLoad<T>(connection: LoadConnection, tools: readonly ToolSpec[], work: (prepared: PreparedLoad) => Promise<T>): Promise<T> {
  const { url, headers, timeoutMs } = connection;
  const session = new McpSession({ url, headers, secretHeaders: Object.keys(headers), timeoutMs, traffic: new TrafficLog(TRAFFIC_KEPT) });
  const status = await session.connect();
  try {
    if (status.state !== 'connected') {
      throw new LoadConnectionError(`Could not connect to ${url}: ${status.state === 'error' ? status.error.message : status.state}`);
    }
    const { era, protocolVersion, transport: kind } = status.negotiation;
    const wire: WireTarget = { url, era, protocolVersion, fetch: session.rawFetch, traffic: session.traffic, headers: { ...headers }, sessionId: () => session.client?.transport?.sessionId, timeoutMs };
    const load: LoadWire = { wire, cancelByNotification: era === 'legacy' && !connection.bridged };
    const capabilities = isRecord(status.server.capabilities) ? status.server.capabilities : {};
    const transport: LoadTransport = connection.bridged ? 'stdio' : kind === 'sse' ? 'http+sse' : 'streamable-http';
    return await work(await prepareLoad({ url, transport, load }, capabilities, tools));
  } finally {
    await session.close();
  }
}

export interface LoadRunOptions {
  concurrency: number;
  durationMs: number;
  timeoutMs: number;
  gates: LoadGates;
  clock?: LoadClock;
  signal?: AbortSignal;
  /** Each sample as it ends, with its end in ms since the start (the QA panel's live charts). */
  onSample?: (sample: LoadSample, atMs: number) => void;
}

/** Runs the prepared profile and reports it; every request has been answered or cancelled when it resolves. */
export async function runLoad(prepared: PreparedLoad, options: LoadRunOptions): Promise<LoadReport> {
  const outcome = await runSchedule({
    targets: prepared.targets,
    concurrency: options.concurrency,
    durationMs: options.durationMs,
    timeoutMs: options.timeoutMs,
    send: createSender(prepared.load),
    clock: options.clock ?? REAL_CLOCK,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onSample === undefined ? {} : { onSample: options.onSample }),
  });
  const rows = loadRows(prepared.targets, outcome.samples, outcome.durationMs);
  return {
    url: prepared.url,
    transport: prepared.transport,
    protocolVersion: prepared.load.wire.protocolVersion,
    durationMs: Math.round(outcome.durationMs),
    concurrency: options.concurrency,
    rows,
    gates: options.gates,
    failures: gateFailures(rows, options.gates),
  };
}
