import type { Client, OAuthClientProvider, PriorDiscovery, RequestOptions, StandardSchemaV1 } from '@modelcontextprotocol/client';
import type { ConsoleClient } from '../client-features/console-client';
import { ValueStore } from '../../lib/value-store';
import { ConsoleError, toConsoleError } from '../diagnosis/errors';
import { explainOnFailure } from '../diagnosis/explain-on-failure';
import { InboundMessages } from '../transport/inbound-messages';
import { InputBroker } from '../client-features/input-required';
import { negotiatedEra, requestToSend } from './request-gate';
import { watchSessionLoss, type TransportFailure } from './recovery-facts';
import { connectSession } from './session-connect';
import { sessionFetches, type SessionFetches } from './session-fetch';
import { createSessionClient, openConnection, type Opened } from './session-open';
import { SessionRecovery } from './session-recovery';
import { watchRoots } from '../client-features/session-roots';
import { requestWithRecovery, sessionLossExchange, type RequestHost, type RpcRequest } from './session-request';
import { decideRecovery } from './session-renewal';
import type { LogLevelSetting } from '../model/log-levels';
import { secretHeaderMatcher, secretValues } from '../transport/tap/redact';
import { TrafficLog } from '../transport/tap/traffic-log';
import { sessionIdOf, sseSender, watchSseDrop, type SessionTransport } from '../transport/transport';
import type { SessionOptions } from './session-options';
import { isConsoleOAuthProvider } from '../auth/guard';
import { withStepUp } from '../auth/step-up';
import type { ConnectionStatus, ConsoleErrorData, Era, ExternalStore, StoredVerdict, TransportKind } from '../model/types';

export type { SessionOptions };
export type { RpcRequest };

const DEFAULT_CLIENT_INFO = { name: 'mcp-console', version: '0.1.0' };

/**
 * One connection to one MCP server through the official SDK client, with every
 * byte tapped into `traffic`. `connect()` negotiates the era (spec §9: probe with
 * `server/discover`, fall back to `initialize`) and never throws: the outcome is
 * in `status`. The connection then looks after itself (`SessionRecovery`): a legacy
 * session the server forgot is renewed, a server that went away is reconnected to.
 */
export class McpSession {
  readonly url: string;
  readonly traffic: TrafficLog;
  /** Every message received from the server, for observers beside the SDK's single handler per method. */
  readonly inbound = new InboundMessages();
  readonly status: ExternalStore<ConnectionStatus>;
  /** Elicitations waiting for the user, from `input_required` results and legacy server requests. */
  readonly inputs: InputBroker;
  /** The server log level the user chose; in 2026-07-28 calls, reads and prompts carry it in `_meta`. */
  logLevel: LogLevelSetting = 'off';
  private readonly statusStore = new ValueStore<ConnectionStatus>({ state: 'idle' });
  private readonly options: SessionOptions;
  private readonly headers: Record<string, string>;
  /** The secret header values (the tap's redaction rule) that observers must keep out of what they store. */
  private readonly secrets: readonly string[];
  private readonly fetches: SessionFetches;
  private readonly now: () => number;
  private readonly recovery: SessionRecovery;
  private currentClient: ConsoleClient | undefined;
  private currentTransport: SessionTransport | undefined;
  /** The transport this URL answered on, so renewals and reconnects skip the failing Streamable HTTP attempt. */
  private transportKind: TransportKind | undefined;
  /** Bumped for every transport, so a late report from a dropped one is ignored. */
  private generation = 0;
  private connecting: Promise<ConnectionStatus> | undefined;
  private stopRoots: (() => void) | undefined;

  constructor(options: SessionOptions) {
    this.options = options;
    this.url = options.url;
    this.headers = options.headers ?? {};
    this.secrets = secretValues(this.headers, secretHeaderMatcher(options.secretHeaders ?? []));
    this.traffic = options.traffic ?? new TrafficLog();
    this.status = this.statusStore;
    this.inputs = options.inputBroker ?? new InputBroker();
    this.now = options.now ?? Date.now;
    this.fetches = sessionFetches(options, this.traffic, { url: this.url, send: () => sseSender(this.currentTransport), inbound: this.inbound });
    this.recovery = new SessionRecovery({
      url: this.url,
      traffic: this.traffic,
      status: this.statusStore,
      now: this.now,
      client: () => this.currentClient,
      drop: () => this.dropTransport(),
      open: (prior, startedAt) => this.open(prior, undefined, startedAt),
      explain: (err, since, era) => explainOnFailure(err, this.failureContext(since, era)),
      ...(options.timers === undefined ? {} : { timers: options.timers }),
    });
  }

  /** The SDK client once connected; panels call it for everything else. It stays the same across renewals. */
  get client(): Client | undefined {
    return this.currentClient;
  }

  /**
   * The fetch this session sends through, tap included: raw requests made beside the SDK
   * (conformance checks) reach the same server instance and land in the same traffic log.
   */
  get rawFetch(): typeof fetch {
    return this.fetches.routed;
  }

  /**
   * `rawFetch` with its exchanges recorded in `traffic` instead of the session's log: a load run
   * (issue 42) reaches the same server the same way, yet its thousands of requests do not evict
   * what the user reads in Traffic, nor look like this session's own failures to its recovery.
   */
  fetchLoggedTo(traffic: TrafficLog): typeof fetch {
    return this.fetches.loggedTo(traffic);
  }

  /** The OAuth provider this session signs in with, if any (spec §22). */
  get authProvider(): OAuthClientProvider | undefined {
    return this.options.authProvider;
  }

  /** The user's extra request headers (authorization included), which raw requests must carry too. */
  get requestHeaders(): Readonly<Record<string, string>> {
    return this.headers;
  }

  /** Connects (or returns the connect in flight). Never throws. */
  connect(): Promise<ConnectionStatus> {
    const state = this.statusStore.getSnapshot();
    if (state.state === 'connected') return Promise.resolve(state);
    this.connecting ??= this.runConnect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  /** While `reconnecting`: try now instead of waiting for the countdown. */
  reconnectNow(): void {
    this.recovery.reconnectNow();
  }

  /**
   * The server is known to be gone (a bridged stdio process exited): leave `connected` now, not
   * on the next request, and reconnect on the backoff as when nothing answers.
   */
  serverGone(reason: ConsoleErrorData): void {
    this.recovery.lost(reason);
  }

  private runConnect(): Promise<ConnectionStatus> {
    return connectSession({
      url: this.url,
      status: this.statusStore,
      traffic: this.traffic,
      verdicts: this.options.verdicts,
      now: this.now,
      useTransport: (kind) => (this.transportKind = kind),
      open: (prior, remembered, startedAt) => this.open(prior, remembered, startedAt),
      explain: (err, since, era) => explainOnFailure(err, this.failureContext(since, era)),
    });
  }

  /** A new transport on the (one) client; the first connect creates the client. */
  private async open(prior: PriorDiscovery | undefined, remembered: StoredVerdict | undefined, startedAt: number): Promise<Opened> {
    const client = this.currentClient ?? this.createClient();
    const generation = ++this.generation;
    const watched = watchSessionLoss(this.fetches.tapped, (failure) => this.onTransportFailure(generation, failure));
    const opened = await openConnection({
      url: this.url,
      client,
      fetch: watched,
      headers: this.headers,
      authProvider: this.options.authProvider,
      traffic: this.traffic,
      timeoutMs: this.timeoutMs,
      prior,
      remembered,
      startedAt,
      now: this.now,
      ...(this.transportKind === undefined ? {} : { transport: this.transportKind }),
    });
    this.currentTransport = opened.transport;
    this.transportKind = opened.status.negotiation.transport;
    this.inbound.attach(opened.transport);
    watchSseDrop(opened.transport, (error) => this.onSseDrop(generation, error));
    return opened;
  }

  private createClient(): ConsoleClient {
    const roots = this.options.roots;
    const answers = { sampling: this.options.answerSampling === true, ...(roots === undefined ? {} : { roots: () => roots.answer(this.url) }) };
    this.currentClient = createSessionClient(this.options.clientInfo ?? DEFAULT_CLIENT_INFO, this.inputs, this.url, answers);
    if (roots !== undefined) this.stopRoots ??= watchRoots(this, roots);
    return this.currentClient;
  }

  /** The SDK's own requests (the GET stream reopen) also tell when the server forgot the session. */
  private onTransportFailure(generation: number, failure: TransportFailure): void {
    if (generation !== this.generation || this.statusStore.getSnapshot().state !== 'connected') return;
    if (decideRecovery({ ...failure, era: this.era }).action !== 'renew') return;
    void this.recovery.renew(sessionLossExchange(this.traffic.getSnapshot().exchanges, 0)?.id);
  }

  /** HTTP+SSE has no session to renew: a dropped stream means the reconnect loop (issue 32). */
  private onSseDrop(generation: number, error: Error): void {
    if (generation !== this.generation || this.statusStore.getSnapshot().state !== 'connected') return;
    this.recovery.lost({ kind: 'network', message: `The HTTP+SSE event stream of ${this.url} ended (${error.message || 'closed'}).` });
  }

  private async dropTransport(): Promise<void> {
    this.generation++;
    this.currentTransport = undefined;
    await this.currentClient?.close().catch(() => undefined);
  }

  /** Ends the connection; a legacy session is terminated with DELETE first (spec §10.2). */
  async close(): Promise<void> {
    await this.connecting;
    this.recovery.stop();
    const client = this.currentClient;
    const transport = this.currentTransport;
    this.currentClient = undefined;
    this.currentTransport = undefined;
    this.generation++;
    this.inputs.cancelAll();
    this.stopRoots?.();
    this.stopRoots = undefined;
    if (client === undefined) return;
    if (transport !== undefined && sessionIdOf(transport) !== undefined && 'terminateSession' in transport) await transport.terminateSession().catch(() => undefined);
    await client.close().catch(() => undefined);
    this.statusStore.set({ state: 'closed', url: this.url });
  }

  /**
   * One JSON-RPC request through the SDK (`client.request` with `schema` as the
   * result schema); failures become `ConsoleError`s linked to their exchange. A request the
   * server refused because it forgot the session is retried once on the renewed session
   * (safe: the server never ran it); one that found nobody answering starts the reconnect loop.
   */
  request<S extends StandardSchemaV1>(request: RpcRequest, schema: S, options: RequestOptions = {}): Promise<StandardSchemaV1.InferOutput<S>> {
    const sent = requestToSend(this.statusStore.getSnapshot(), request, this.logLevel);
    if (sent instanceof ConsoleError) return Promise.reject(sent);
    const startedAt = this.now();
    const outcome = requestWithRecovery(this.requestHost, sent, schema, { timeout: this.timeoutMs, ...options });
    this.options.onRequest?.({ url: this.url, method: request.method, params: request.params, headers: options.headers, startedAt, outcome, secrets: this.secrets, now: this.now });
    return outcome;
  }

  private readonly requestHost: RequestHost = {
    recovery: () => this.recovery,
    generation: () => this.generation,
    era: () => this.era,
    carriesSessionId: () => sessionIdOf(this.currentTransport) !== undefined,
    traffic: () => this.traffic,
    status: () => this.statusStore.getSnapshot(),
    client: () => (this.currentTransport === undefined ? undefined : this.currentClient),
    explain: (err, since) => explainOnFailure(err, this.failureContext(since, this.era)),
    url: () => this.url,
    now: () => this.now(),
    withStepUp: (attempt, signal) => (isConsoleOAuthProvider(this.options.authProvider) ? withStepUp(this.options.authProvider, attempt, signal) : attempt()),
  };

  /** Maps any error to a ConsoleError without probing (for callers using `client` directly). */
  toConsoleError(err: unknown): ConsoleError {
    return toConsoleError(err, { url: this.url });
  }

  private get era(): Era | undefined {
    return negotiatedEra(this.statusStore.getSnapshot());
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  private failureContext(since: number, era: Era | undefined) {
    return { url: this.url, traffic: this.traffic, sinceExchangeId: since, fetch: this.fetches.tapped, headers: this.headers, era };
  }
}
