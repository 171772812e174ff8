import type { OAuthClientProvider, PriorDiscovery, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { ConsoleClient } from './console-client';
import { UI_EXTENSION_CAPABILITY } from './apps/tool-views';
import { inputCapabilities, installInputHandlers, type InputAnswers, type InputBroker } from './input-required';
import { buildNegotiation } from './negotiation';
import type { TrafficLog } from './tap/traffic-log';
import { TASKS_EXTENSION } from './tasks/task-types';
import { createTransport } from './transport';
import type { ConnectionStatus, Era, HttpExchange, StoredVerdict } from './types';

export type Connected = Extract<ConnectionStatus, { state: 'connected' }>;

export interface OpenInput {
  url: string;
  client: ConsoleClient;
  fetch: typeof fetch;
  headers: Record<string, string>;
  authProvider: OAuthClientProvider | undefined;
  traffic: TrafficLog;
  timeoutMs: number;
  prior: PriorDiscovery | undefined;
  remembered: StoredVerdict | undefined;
  startedAt: number;
  now: () => number;
}

export interface Opened {
  transport: StreamableHTTPClientTransport;
  status: Connected;
  /** The exchanges of this handshake (probe, initialize…), for the negotiation evidence and verdicts. */
  exchanges: readonly HttpExchange[];
}

/**
 * Connects `client` over a fresh transport: the first connect, a renewal and each reconnect
 * attempt all go through here, so they negotiate the same way (spec §9). The SDK client is
 * reusable: `connect` after `close` starts a new handshake with the handlers kept. Throws what
 * the SDK threw, after closing the client again.
 */
export async function openConnection(input: OpenInput): Promise<Opened> {
  const since = input.traffic.nextExchangeId;
  const transport = createTransport(input.url, input.fetch, input.headers, input.authProvider);
  try {
    await input.client.connect(transport, { timeout: input.timeoutMs, ...(input.prior === undefined ? {} : { prior: input.prior }) });
  } catch (err) {
    await input.client.close().catch(() => undefined);
    throw err;
  }
  await input.traffic.whenSettled(since);
  const { client } = input;
  const era: Era = client.getProtocolEra() ?? 'legacy';
  const protocolVersion = client.getNegotiatedProtocolVersion() ?? 'unknown';
  const snapshot = input.traffic.getSnapshot();
  const traffic = {
    exchanges: snapshot.exchanges.filter((e) => e.id >= since),
    frames: snapshot.frames.filter((f) => f.exchangeId !== undefined && f.exchangeId >= since),
  };
  const negotiation = buildNegotiation({ era, protocolVersion, traffic, remembered: input.remembered });
  const connectedAt = input.now();
  const status: Connected = {
    state: 'connected',
    url: input.url,
    negotiation,
    server: {
      info: client.getServerVersion(),
      capabilities: client.getServerCapabilities() ?? {},
      instructions: client.getInstructions(),
      discover: client.getDiscoverResult(),
    },
    connectedAt,
    connectMs: connectedAt - input.startedAt,
  };
  return { transport, status, exchanges: traffic.exchanges };
}

/** The handshake exchange of a connect (initialize, else the discover probe), to link a notice to. */
export function handshakeExchange(exchanges: readonly HttpExchange[]): HttpExchange | undefined {
  return exchanges.find((e) => e.rpcMethod === 'initialize') ?? exchanges.find((e) => e.rpcMethod === 'server/discover');
}

/** The one SDK client of a session: auto version negotiation (spec §9), input requests routed to `inputs`. */
export function createSessionClient(clientInfo: { name: string; version: string }, inputs: InputBroker, url: string, answers?: InputAnswers): ConsoleClient {
  // The console hosts MCP App views (apps spec 2026-01-26), so servers may attach them to tools.
  // It follows tasks (SEP-2663), so a long tool call may answer with a task to poll.
  const capabilities = { ...inputCapabilities(answers ?? { sampling: false }), extensions: { ...UI_EXTENSION_CAPABILITY, [TASKS_EXTENSION]: {} } };
  const client = new ConsoleClient(clientInfo, { versionNegotiation: { mode: 'auto' }, capabilities });
  installInputHandlers(client, inputs, url, answers);
  return client;
}
