import type { Client, OAuthClientProvider, RequestOptions, StandardSchemaV1 } from '@modelcontextprotocol/client';
import { ConsoleClient } from './console-client';
import { ValueStore } from '../lib/value-store';
import { ConsoleError, toConsoleError } from './errors';
import { explainFailure } from './failure';
import { InboundMessages } from './inbound-messages';
import { buildNegotiation, choosePrior, shouldRemember } from './negotiation';
import { INPUT_CAPABILITIES, InputBroker, installInputHandlers } from './input-required';
import { createTappedFetch } from './tap/fetch-tap';
import { TrafficLog } from './tap/traffic-log';
import { createTransport } from './transport';
import type { ConnectionStatus, Era, ExternalStore, VerdictStore } from './types';

export interface SessionOptions {
  url: string;
  /** Extra request headers, e.g. `{ authorization: 'Bearer …' }`. */
  headers?: Record<string, string>;
  /** Header names to redact in the log (authorization, cookie… always are). */
  secretHeaders?: string[];
  /** Base fetch; the app passes an in-page router for the embedded demo server. */
  fetch?: typeof fetch;
  /** Remembered era verdicts. */
  verdicts?: VerdictStore;
  /** Shared traffic log (default: a new one). */
  traffic?: TrafficLog;
  /** Request timeout (default 30 s). */
  timeoutMs?: number;
  clientInfo?: { name: string; version: string };
  now?: () => number;
  /** Where the server's input requests (elicitation, spec §11) wait for the user (default: a new one). */
  inputBroker?: InputBroker;
  /** OAuth for protected servers (spec §22): the SDK signs in through it on 401 / 403 insufficient_scope. */
  authProvider?: OAuthClientProvider;
}

export type RpcRequest = { method: string; params?: Record<string, unknown> };

const DEFAULT_CLIENT_INFO = { name: 'mcp-console', version: '0.1.0' };

/**
 * One connection to one MCP server through the official SDK client, with every
 * byte tapped into `traffic`. `connect()` negotiates the era (spec §9: probe with
 * `server/discover`, fall back to `initialize`) and never throws: the outcome is
 * in `status`.
 */
export class McpSession {
  readonly url: string;
  readonly traffic: TrafficLog;
  /** Every message received from the server, for observers beside the SDK's single handler per method. */
  readonly inbound = new InboundMessages();
  readonly status: ExternalStore<ConnectionStatus>;
  /** Elicitations waiting for the user, from `input_required` results and legacy server requests. */
  readonly inputs: InputBroker;
  private readonly statusStore = new ValueStore<ConnectionStatus>({ state: 'idle' });
  private readonly options: SessionOptions;
  private readonly headers: Record<string, string>;
  private readonly tappedFetch: typeof fetch;
  private readonly now: () => number;
  private currentClient: Client | undefined;
  private currentTransport: ReturnType<typeof createTransport> | undefined;
  private connecting: Promise<ConnectionStatus> | undefined;

  constructor(options: SessionOptions) {
    this.options = options;
    this.url = options.url;
    this.headers = options.headers ?? {};
    this.traffic = options.traffic ?? new TrafficLog();
    this.status = this.statusStore;
    this.inputs = options.inputBroker ?? new InputBroker();
    this.now = options.now ?? Date.now;
    const base = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.tappedFetch = createTappedFetch(base, this.traffic, { secretHeaders: options.secretHeaders ?? [] });
  }

  /** The SDK client once connected; panels call it for everything else. */
  get client(): Client | undefined {
    return this.currentClient;
  }

  /**
   * The fetch this session sends through, tap included: raw requests made beside the SDK
   * (conformance checks) reach the same server instance and land in the same traffic log.
   */
  get rawFetch(): typeof fetch {
    return this.tappedFetch;
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

  private async runConnect(): Promise<ConnectionStatus> {
    const startedAt = this.now();
    this.statusStore.set({ state: 'connecting', url: this.url, startedAt });
    const since = this.traffic.nextExchangeId;
    const remembered = this.options.verdicts?.get(this.url);
    const { prior, used } = choosePrior(remembered, startedAt);
    const client = new ConsoleClient(this.options.clientInfo ?? DEFAULT_CLIENT_INFO, {
      versionNegotiation: { mode: 'auto' },
      capabilities: INPUT_CAPABILITIES,
    });
    installInputHandlers(client, this.inputs, this.url);
    const transport = createTransport(this.url, this.tappedFetch, this.headers, this.options.authProvider);
    try {
      await client.connect(transport, { timeout: this.timeoutMs, ...(prior === undefined ? {} : { prior }) });
    } catch (err) {
      await client.close().catch(() => undefined);
      const error = await explainFailure(err, this.failureContext(since, remembered?.era));
      return this.settle({ state: 'error', url: this.url, error: error.data });
    }
    await this.traffic.whenSettled(since);
    const era: Era = client.getProtocolEra() ?? 'legacy';
    const protocolVersion = client.getNegotiatedProtocolVersion() ?? 'unknown';
    const snapshot = this.traffic.getSnapshot();
    const traffic = {
      exchanges: snapshot.exchanges.filter((e) => e.id >= since),
      frames: snapshot.frames.filter((f) => f.exchangeId !== undefined && f.exchangeId >= since),
    };
    const negotiation = buildNegotiation({ era, protocolVersion, traffic, remembered: used });
    // Re-dating a verdict we merely reused would keep a legacy verdict fresh forever.
    if (used === undefined && shouldRemember(negotiation, traffic.exchanges)) {
      this.options.verdicts?.set(this.url, { era, protocolVersion, decidedAt: this.now() });
    }
    this.currentClient = client;
    this.currentTransport = transport;
    this.inbound.attach(transport);
    const connectedAt = this.now();
    return this.settle({
      state: 'connected',
      url: this.url,
      negotiation,
      server: {
        info: client.getServerVersion(),
        capabilities: client.getServerCapabilities() ?? {},
        instructions: client.getInstructions(),
        discover: client.getDiscoverResult(),
      },
      connectedAt,
      connectMs: connectedAt - startedAt,
    });
  }

  /** Ends the connection; a legacy session is terminated with DELETE first (spec §10.2). */
  async close(): Promise<void> {
    await this.connecting;
    const client = this.currentClient;
    const transport = this.currentTransport;
    this.currentClient = undefined;
    this.currentTransport = undefined;
    this.inputs.cancelAll();
    if (client === undefined) return;
    if (transport?.sessionId !== undefined) await transport.terminateSession().catch(() => undefined);
    await client.close().catch(() => undefined);
    this.statusStore.set({ state: 'closed', url: this.url });
  }

  /**
   * One JSON-RPC request through the SDK (`client.request` with `schema` as the
   * result schema); failures become `ConsoleError`s linked to their exchange.
   */
  async request<S extends StandardSchemaV1>(request: RpcRequest, schema: S, options: RequestOptions = {}): Promise<StandardSchemaV1.InferOutput<S>> {
    const client = this.currentClient;
    if (client === undefined) {
      throw new ConsoleError({ kind: 'protocol', message: `Not connected to ${this.url}: connect first.` });
    }
    const since = this.traffic.nextExchangeId;
    try {
      return await client.request(request, schema, { timeout: this.timeoutMs, ...options });
    } catch (err) {
      if (err instanceof ConsoleError) throw err;
      throw await explainFailure(err, this.failureContext(since, client.getProtocolEra()));
    }
  }

  /** Maps any error to a ConsoleError without probing (for callers using `client` directly). */
  toConsoleError(err: unknown): ConsoleError {
    return toConsoleError(err, { url: this.url });
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? 30_000;
  }

  private failureContext(since: number, era: Era | undefined) {
    return { url: this.url, traffic: this.traffic, sinceExchangeId: since, fetch: this.tappedFetch, headers: this.headers, era };
  }

  private settle(status: ConnectionStatus): ConnectionStatus {
    this.statusStore.set(status);
    return status;
  }
}
