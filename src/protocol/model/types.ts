import type {
  DiscoverResult,
  Implementation,
  ServerCapabilities,
} from '@modelcontextprotocol/client';

/** A protocol era: `modern` is 2026-07-28 and later, `legacy` is 2025-11-25 and earlier (spec §2). */
export type Era = 'modern' | 'legacy';

/** How the connection is carried: Streamable HTTP, or the deprecated HTTP+SSE transport of 2024-11-05 (spec §9.2). */
export type TransportKind = 'streamable-http' | 'sse';

/**
 * The verdict of version negotiation and the evidence that decided it (spec §9).
 * `evidence` is human-readable, in the order things happened, e.g.
 * "server/discover answered 200 with supportedVersions [2026-07-28]".
 */
export interface Negotiation {
  era: Era;
  protocolVersion: string;
  /** True when this connect sent a `server/discover` probe; false when a remembered verdict skipped it. */
  probed: boolean;
  evidence: string[];
  /** Absent means Streamable HTTP (sessions and files saved before HTTP+SSE was supported). */
  transport?: TransportKind;
}

/** A remembered era verdict for one server URL, dated so that a stale legacy verdict is re-probed. */
export interface StoredVerdict {
  era: Era;
  protocolVersion: string;
  decidedAt: number;
  /** `sse` when the URL only answered over HTTP+SSE, so a reconnect goes straight there. */
  transport?: TransportKind;
}

/** Where verdicts are remembered; the app backs it with localStorage, tests with memory. */
export interface VerdictStore {
  get(serverUrl: string): StoredVerdict | undefined;
  set(serverUrl: string, verdict: StoredVerdict): void;
  delete(serverUrl: string): void;
}

/** Who the server is and what it offers, as negotiated. */
export interface ServerDescription {
  info: Implementation | undefined;
  capabilities: ServerCapabilities;
  instructions: string | undefined;
  /** The raw discover result (modern era only). */
  discover: DiscoverResult | undefined;
}

export type ConnectionStatus =
  | { state: 'idle' }
  | { state: 'connecting'; url: string; startedAt: number }
  | {
      state: 'connected';
      url: string;
      negotiation: Negotiation;
      server: ServerDescription;
      connectedAt: number;
      connectMs: number;
      /** The URL the server's redirects led to during the handshake (the card offers to use it instead). */
      redirectedTo?: string;
      /** Set after the console started over with the server on its own (session renewal or reconnect). */
      recovery?: RecoveryNotice;
    }
  | { state: 'error'; url: string; error: ConsoleErrorData }
  | { state: 'closed'; url: string }
  | ReconnectingStatus;

/**
 * Why the console started over with the server without being asked: a legacy session the server
 * forgot (spec §10.2: 404, or a 400 naming the session) was renewed, or the server went away
 * and answered again. One quiet notice, linked to the exchanges that show it.
 */
export interface RecoveryNotice {
  kind: 'renewed' | 'reconnected';
  at: number;
  message: string;
  /** The exchange that showed the loss, then the new session's handshake. */
  exchangeIds: number[];
}

/** Nothing answers; the session retries on a bounded backoff and keeps what it knew of the server. */
export interface ReconnectingStatus {
  state: 'reconnecting';
  url: string;
  reason: ConsoleErrorData;
  /** Attempts made so far (0 before the first). */
  attempt: number;
  /** When the next attempt starts (epoch ms); the UI counts down to it. */
  retryAt: number;
  /** True while an attempt is under way. */
  trying: boolean;
  /** When the server stopped answering. */
  since: number;
  negotiation: Negotiation;
  server: ServerDescription;
}

/** Failure kinds the UI distinguishes; every failure maps to exactly one. */
export type ErrorKind =
  | 'http' // non-2xx HTTP status without a JSON-RPC error body
  | 'jsonrpc' // a JSON-RPC error object (any HTTP status)
  | 'invalid-result' // the result failed schema validation (SDK INVALID_RESULT)
  | 'invalid-response' // the body was not JSON / not JSON-RPC / wrong media type
  | 'timeout'
  | 'cancelled'
  | 'cors' // the browser blocked the request; see `cors`
  | 'blocked' // a browser rule (mixed content, local network access) stopped it; see `blocked`
  | 'network' // the server could not be reached at all
  | 'protocol'; // negotiation or protocol-level failure (e.g. no mutual version)

export interface CorsDiagnosis {
  verdict:
    | 'unreachable' // not even an opaque no-cors request got through
    | 'no-allow-origin' // preflight/response lacks Access-Control-Allow-Origin for our origin
    | 'missing-allow-headers' // preflight answered but some request headers are not allowed
    | 'missing-expose-headers' // legacy session id not readable from JS
    | 'hidden'; // the browser hides the cause; we could not narrow it down
  /** Header names (lower case) the server must add to Access-Control-Allow-Headers. */
  missingAllowHeaders: string[];
  /** Header names the server must add to Access-Control-Expose-Headers. */
  missingExposeHeaders: string[];
  /** One or two plain sentences for the alert. Always contains the word "CORS". */
  summary: string;
  /** Copy-paste server-side fixes. */
  fixes: { title: string; code: string }[];
}

/** Permission states of the Permissions API. */
export type PermissionStateName = 'granted' | 'denied' | 'prompt';

/** Which browser rule stopped a request before it reached the server, and what the user can do. */
export interface BrowserBlockDiagnosis {
  rule: 'local-network-access' | 'mixed-content';
  /** False when the rule is inferred from addresses alone (the browser gave no word). */
  certain: boolean;
  /** Plain sentences for the alert; names the rule and says it is not CORS. */
  summary: string;
  /** What the user can do, most direct first. */
  remedies: string[];
}

/** Serializable error payload; `ConsoleError` (errors.ts) carries it. */
export interface ConsoleErrorData {
  kind: ErrorKind;
  /** The specific message shown in the alert. */
  message: string;
  httpStatus?: number;
  /** JSON-RPC error code, when kind is 'jsonrpc'. */
  code?: number;
  /** The spec's meaning of `code` (e.g. -32602 "Invalid params"). */
  meaning?: string;
  data?: unknown;
  /** Validation issues for 'invalid-result'. */
  issues?: string[];
  cors?: CorsDiagnosis;
  blocked?: BrowserBlockDiagnosis;
  /** The traffic exchange that carried the failure, to link to it. */
  exchangeId?: number;
}

/** One server-sent event as read off a response stream. */
export interface SseEvent {
  at: number;
  event: string | undefined;
  id: string | undefined;
  data: string;
}

export interface CapturedBody {
  /** Text, truncated to the log's per-body limit. */
  text: string;
  /** Full size in bytes (UTF-8) as seen on the wire. */
  bytes: number;
  truncated: boolean;
}

/** One HTTP exchange as seen by the fetch tap. */
export interface HttpExchange {
  id: number;
  startedAt: number;
  /** Time to response headers, then to the end of the body/stream. */
  headersMs: number | undefined;
  durationMs: number | undefined;
  state: 'pending' | 'streaming' | 'done' | 'failed' | 'aborted';
  /** The URL of the MCP server whose session made it (issue 41: one log for every server of the workspace); absent where no session tagged it. */
  server?: string;
  request: {
    method: string;
    url: string;
    /** Lower-case names; redacted values replaced by "[redacted]". */
    headers: [string, string][];
    body: CapturedBody | undefined;
  };
  response:
    | {
        status: number;
        statusText: string;
        /** Only the headers the browser lets JS read (CORS-exposed). */
        headers: [string, string][];
        contentType: string | undefined;
        body: CapturedBody | undefined;
        /** The URL that answered, when the browser followed redirects to it (shown as "redirected to"). */
        redirectedTo?: string;
      }
    | undefined;
  /** Oldest kept first. A live log builds this array on first read; live views read `sseEventsOf` instead. */
  sse: readonly SseEvent[];
  /** Older SSE events of this exchange dropped to bound memory (a long listen stream keeps its newest). */
  sseDropped?: number;
  /** Failure text when state is 'failed' (e.g. "TypeError: Failed to fetch"). */
  error: string | undefined;
  /** JSON-RPC method of the request body, and the Mcp-Method / Mcp-Name headers sent. */
  rpcMethod: string | undefined;
  rpcId: string | number | undefined;
  mcpMethod: string | undefined;
  mcpName: string | undefined;
  /** Why the session singled this exchange out, e.g. `session renewed` (shown in Traffic). */
  note?: string;
}

/** One JSON-RPC message, correlated to its HTTP exchange and (for responses) its request frame. */
export interface RpcFrame {
  id: number;
  at: number;
  direction: 'out' | 'in';
  kind: 'request' | 'notification' | 'result' | 'error';
  rpcId: string | number | undefined;
  method: string | undefined;
  exchangeId: number | undefined;
  /** For results/errors: the frame id of the request with the same JSON-RPC id. */
  requestFrameId: number | undefined;
  message: unknown;
}

export interface TrafficSnapshot {
  /** Oldest first. A new array whenever anything changes. */
  exchanges: readonly HttpExchange[];
  frames: readonly RpcFrame[];
  /** How many entries the ring buffer dropped so far. */
  droppedExchanges: number;
  /** How many JSON-RPC frames the frame ring buffer dropped so far. */
  droppedFrames?: number;
}

/** A store readable through useSyncExternalStore. */
export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
}
