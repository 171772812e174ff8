import { UnauthorizedError, type OAuthClientProvider, type PriorDiscovery, type Transport } from '@modelcontextprotocol/client';
import { onDemand } from '../../lib/on-demand';
import { ConsoleClient } from '../client-features/console-client';
import { TASKS_EXTENSION, UI_EXTENSION_CAPABILITY } from '../client-features/extensions';
import { inputCapabilities, installInputHandlers, type InputAnswers, type InputBroker } from '../client-features/input-required';
import { buildNegotiation } from './negotiation';
import type { TrafficLog } from '../transport/tap/traffic-log';
import { ConsoleError } from '../diagnosis/console-error';
import { describeAttempt, sseFallbackCue } from './sse-fallback';
import type { SseLegInput } from './sse-leg';
import { createTransport, type SessionTransport } from '../transport/transport';
import type { ConnectionStatus, Era, HttpExchange, StoredVerdict, TransportKind } from '../model/types';

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
  /** `sse` when this URL is known to speak only HTTP+SSE (a remembered verdict, a reconnect). */
  transport?: TransportKind;
}

export interface Opened {
  transport: SessionTransport;
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
  const { transport, kind } = await connectEither(input, since);
  await input.traffic.whenSettled(since);
  const { client } = input;
  const era: Era = client.getProtocolEra() ?? 'legacy';
  const protocolVersion = client.getNegotiatedProtocolVersion() ?? 'unknown';
  const exchanges = ownExchanges(input, since);
  const ids = new Set(exchanges.map((e) => e.id));
  const traffic = { exchanges, frames: input.traffic.getSnapshot().frames.filter((f) => f.exchangeId !== undefined && ids.has(f.exchangeId)) };
  const negotiation = buildNegotiation({ era, protocolVersion, traffic, remembered: input.remembered, transport: kind });
  const connectedAt = input.now();
  const redirectedTo = redirectOf(traffic.exchanges, input.url);
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
    ...(redirectedTo === undefined ? {} : { redirectedTo }),
  };
  return { transport, status, exchanges: traffic.exchanges };
}

/** Where the server's URL redirected the handshake's requests, when it did (the newest answer wins). */
export function redirectOf(exchanges: readonly HttpExchange[], url: string): string | undefined {
  return exchanges.findLast((e) => e.request.url === url && e.response?.redirectedTo !== undefined)?.response?.redirectedTo;
}

/**
 * This connect's exchanges from `since` on. Every server of the workspace writes to the one log,
 * so another server's answers arriving meanwhile must not be read as this server's (a third
 * server connected beside two others saw their 200s and never tried HTTP+SSE).
 */
function ownExchanges(input: OpenInput, since: number): HttpExchange[] {
  return input.traffic.getSnapshot().exchanges.filter((e) => e.id >= since && (e.server === undefined || e.server === input.url));
}

/** The HTTP+SSE leg (sse-leg.ts), loaded when a server first needs it; a failed load is tried again by the next connect. */
const sseLeg = onDemand(() => import('./sse-leg'));
const loadSseLeg = () => sseLeg.load();

/** The connect's input as the HTTP+SSE leg takes it, with this module's `client.connect`. */
function legInput(input: OpenInput): SseLegInput {
  return {
    ...input,
    connect: (transport) => connectOver(input, transport, { kind: 'legacy' }),
    closeClient: () => input.client.close(),
    exchangesSince: (since) => ownExchanges(input, since),
  };
}

/**
 * A leg that did not load (its chunk could not be fetched: the network may be what went away)
 * says so, after what the Streamable HTTP attempt got when there was one; connecting again loads it.
 */
function legNotLoaded(url: string, error: unknown, cue?: HttpExchange): ConsoleError {
  const reason = error instanceof Error ? error.message : String(error);
  const before = cue === undefined ? '' : `Streamable HTTP: ${describeAttempt(cue, 'POST')}; `;
  const message = `${before}the console's HTTP+SSE transport did not load (${reason}), so ${url} was not tried over it. Connect again to load it.`;
  return new ConsoleError({ kind: 'network', message, ...(cue === undefined ? {} : { exchangeId: cue.id }) }, { cause: error });
}

/**
 * Streamable HTTP first; when its POST got a 400, 404 or 405 that is not a modern JSON-RPC error,
 * the HTTP+SSE transport of 2024-11-05 (spec §9.2). A URL that fits neither throws one error
 * naming both attempts.
 */
async function connectEither(input: OpenInput, since: number): Promise<{ transport: SessionTransport; kind: TransportKind }> {
  if (input.transport === 'sse') {
    const leg = await loadSseLeg().catch((error: unknown) => {
      throw legNotLoaded(input.url, error);
    });
    return { transport: await leg.connectSse(legInput(input)), kind: 'sse' };
  }
  try {
    return { transport: await connectStreamable(input), kind: 'streamable-http' };
  } catch (err) {
    await input.traffic.whenSettled(since, 500);
    const cue = sseFallbackCue(ownExchanges(input, since));
    if (cue === undefined) throw err;
    const leg = await loadSseLeg().catch((error: unknown) => {
      throw legNotLoaded(input.url, error, cue);
    });
    return { transport: await leg.fallBackToSse(legInput(input), cue), kind: 'sse' };
  }
}

/**
 * A 2025-03-26 server is its own authorization server, and its metadata may name an issuer that
 * the SDK's RFC 8414 check refuses. The provider adopts that discovery while the check fails
 * (auth/legacy-discovery.ts), so one more pass with it reaches the sign-in, as for any other
 * server, instead of ending the first connect on the issuer error.
 */
async function connectStreamable(input: OpenInput): Promise<SessionTransport> {
  const knewDiscovery = (await input.authProvider?.discoveryState?.()) !== undefined;
  const attempt = async (): Promise<SessionTransport> => {
    const transport = createTransport(input.url, input.fetch, input.headers, input.authProvider);
    await connectOver(input, transport, input.prior);
    return transport;
  };
  try {
    return await attempt();
  } catch (err) {
    // A sign-in that is merely required is the usual end of a first connect, not a refused discovery.
    // Only an adopted discovery carries the server's metadata: the SDK also leaves a state behind
    // when the metadata was blocked or missing, and a pass with that would repeat every fetch.
    const adopted = !(err instanceof UnauthorizedError) && !knewDiscovery && (await input.authProvider?.discoveryState?.())?.authorizationServerMetadata !== undefined;
    if (!adopted) throw err;
    return attempt();
  }
}

/** `client.connect`; on failure the client is closed again, so the next attempt starts clean. */
async function connectOver(input: OpenInput, transport: Transport, prior: PriorDiscovery | undefined): Promise<void> {
  try {
    await input.client.connect(transport, { timeout: input.timeoutMs, ...(prior === undefined ? {} : { prior }) });
  } catch (err) {
    await input.client.close().catch(() => undefined);
    throw err;
  }
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
