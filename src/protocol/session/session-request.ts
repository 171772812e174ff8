import type { RequestOptions, StandardSchemaV1 } from '@modelcontextprotocol/client';
import type { ConsoleClient } from '../client-features/console-client';
import { ConsoleError } from '../diagnosis/console-error';
import { factsFromError } from './recovery-facts';
import type { SessionRecovery } from './session-recovery';
import { decideRecovery } from './session-renewal';
import type { TrafficLog } from '../transport/tap/traffic-log';
import type { ConnectionStatus, Era, HttpExchange } from '../model/types';

/** What a request needs from its session (read live: a renewal swaps the transport under it). */
export interface RequestHost {
  recovery(): SessionRecovery;
  generation(): number;
  era(): Era | undefined;
  carriesSessionId(): boolean;
  traffic(): TrafficLog;
  status(): ConnectionStatus;
  /** The client while a transport is open. */
  client(): ConsoleClient | undefined;
  explain(err: unknown, sinceExchangeId: number): Promise<ConsoleError>;
  url(): string;
  now(): number;
  /** Runs a call with the OAuth step-up (403 insufficient_scope: sign in with more scope, retry once). */
  withStepUp<T>(attempt: () => Promise<T>, signal: AbortSignal | undefined): Promise<T>;
}

export type RpcRequest = { method: string; params?: Record<string, unknown> };

/** The newest exchange that carried `Mcp-Session-Id` and was answered 404 or 400: what a renewal links to. */
export function sessionLossExchange(exchanges: readonly HttpExchange[], sinceId: number): HttpExchange | undefined {
  return exchanges.findLast(
    (e) => e.id >= sinceId && (e.response?.status === 404 || e.response?.status === 400) && e.request.headers.some(([name]) => name === 'mcp-session-id'),
  );
}

function connectedClient(host: RequestHost): ConsoleClient {
  const status = host.status();
  if (status.state === 'reconnecting') {
    const seconds = Math.max(0, Math.ceil((status.retryAt - host.now()) / 1000));
    throw new ConsoleError({ kind: 'network', message: `Disconnected from ${host.url()}: the server does not answer; retrying in ${seconds} s.` });
  }
  const client = host.client();
  if (client === undefined) throw new ConsoleError({ kind: 'protocol', message: `Not connected to ${host.url()}: connect first.` });
  return client;
}

/** The retry after a renewal: failures are reported, never renewed again. */
async function requestOnce<S extends StandardSchemaV1>(host: RequestHost, request: RpcRequest, schema: S, options: RequestOptions): Promise<StandardSchemaV1.InferOutput<S>> {
  const client = connectedClient(host);
  const since = host.traffic().nextExchangeId;
  try {
    return await client.request(request, schema, options);
  } catch (err) {
    if (err instanceof ConsoleError) throw err;
    throw await host.explain(err, since);
  }
}

/**
 * One request with the recovery rules of design.md "Connections that recover": waits for a
 * renewal under way; on a lost legacy session renews and retries once; on no answer at all
 * starts the reconnect loop and reports the failure where the result would have been.
 */
export async function requestWithRecovery<S extends StandardSchemaV1>(
  host: RequestHost,
  request: RpcRequest,
  schema: S,
  options: RequestOptions,
): Promise<StandardSchemaV1.InferOutput<S>> {
  const recovery = host.recovery();
  await recovery.pending;
  const client = connectedClient(host);
  const since = host.traffic().nextExchangeId;
  const generation = host.generation();
  const carried = host.carriesSessionId();
  try {
    return await host.withStepUp(() => client.request(request, schema, options), options.signal);
  } catch (err) {
    if (err instanceof ConsoleError) throw err;
    const decision = decideRecovery(factsFromError(err, host.era(), carried));
    // A renewal started by another request closed this one's transport: it never ran either.
    const replaced = generation !== host.generation() && recovery.pending !== undefined;
    if (decision.action === 'renew' || replaced) {
      const culprit = sessionLossExchange(host.traffic().getSnapshot().exchanges, since)?.id;
      const renewed = decision.action === 'renew' ? await recovery.renew(culprit) : await recovery.pending;
      if (renewed === true) return recovery.retrying(() => requestOnce(host, request, schema, options));
    }
    const error = await host.explain(err, since);
    if (decision.action === 'reconnect' && error.data.kind === 'network') recovery.lost(error.data);
    throw error;
  }
}
