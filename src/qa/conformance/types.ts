import type { CorsProbeResults } from '../../protocol';
import type { Era } from '../../protocol';
import type { RpcOptions, RpcOutcome } from '../../protocol';
import type { RequirementsTable, ScenarioRef } from './requirements/types';

// The raw JSON-RPC shapes belong to the wire the checks and the tasks feature share.
export type { RpcErrorBody, RpcOptions, RpcOutcome } from '../../protocol';

/**
 * How much a failed check matters: an `error` breaks a spec MUST, a `warning` a SHOULD or a best
 * practice the spec does not require, `info` a MAY or advice (rules/audit.ts keeps them in step).
 */
export type CheckSeverity = 'error' | 'warning' | 'info';

/**
 * What a check returned; the runner turns a failed warning/info check into `warn`. Only
 * `http.origin-validated` returns `warn` itself: on a public server the spec leaves to the server
 * which origins are invalid, so an answered foreign Origin there is not a broken MUST.
 */
export type CheckOutcome = 'pass' | 'fail' | 'warn' | 'n/a';

/** The reported status of one check (ui-contract.md: `pass` / `fail` / `warn` / `n/a`). */
export type CheckStatus = 'pass' | 'fail' | 'warn' | 'n/a';

/** Where the checks run: some checks need a browser (CORS), some cannot run there (forged `Origin`). */
export type CheckEnvironment = 'browser' | 'node';

/**
 * How the server is reached: over HTTP, or as a local process on stdio (the CLI's `-- <command>`,
 * bridged in-process). HTTP-only checks are n/a over stdio, each with its reason.
 */
/** How the checked server is reached: Streamable HTTP, stdio (bridged), or HTTP+SSE (2024-11-05). */
export type CheckTransport = 'http' | 'stdio' | 'sse';

/** A line of the server's stdout that was not a JSON-RPC message (the stdio bridge's audit). */
export interface StdoutStrayLine {
  at: number;
  text: string;
  /** `multi-line`: one message written over several lines (fragments that parse when joined). */
  reason: 'not-json' | 'not-json-rpc' | 'multi-line';
}

/** What the stdio checks read from the process the runner started (src/ never imports bin/). */
export interface StdioTarget {
  /** The stray stdout lines so far (bounded by the bridge). */
  stdoutAudit(): readonly StdoutStrayLine[];
  /** Closes the server's stdin and waits up to `timeoutMs` for it to exit (then it is stopped). */
  stdinCloseExit(timeoutMs: number): Promise<{ exited: boolean; ms: number; code: number | null; signal: string | null }>;
}

/**
 * The word of the rule a check rests on: an RFC 2119 keyword of the spec (a field the schema
 * requires counts as MUST), or `best-practice` for advice the spec does not require (hardening,
 * interoperability), which names its source.
 */
export type RuleKeyword = 'MUST' | 'SHOULD' | 'MAY' | 'best-practice';

/** The rule behind a check, quoted so a server author can see what the severity rests on. */
export interface CheckRule {
  keyword: RuleKeyword;
  /** The sentence as written (spec prose, a schema declaration, or the named source's words). */
  quote: string;
  /** Where it stands: `MCP 2026-07-28, server/resources`, `MCP 2026-07-28 schema.ts, Resource`, or a source outside the spec. */
  source: string;
}

/** Server capability a check needs before it means anything (spec §6.2). */
export type CapabilityName = 'tools' | 'prompts' | 'resources' | 'completions' | 'logging';

export interface CheckVerdict {
  outcome: CheckOutcome;
  /** One sentence a server author can act on. */
  message: string;
  /** Traffic exchange ids that show it. */
  evidence: number[];
}

export interface Applicability {
  era: Era | 'any';
  capability?: CapabilityName;
  environment?: CheckEnvironment;
  /**
   * Only over this transport; `reason` says why the check means nothing over the other one.
   * `alsoSse`: an `http` check that runs on an HTTP+SSE server too, with a probe of its own.
   */
  transport?: { only: CheckTransport; reason: string; alsoSse?: boolean };
}

/** One conformance check: pure TypeScript over a `CheckContext`, so it runs in Node and in browsers. */
export interface ConformanceCheck {
  id: string;
  title: string;
  severity: CheckSeverity;
  /** Section of the spec digest, e.g. `§12 Caching hints`. */
  spec: string;
  applies: Applicability;
  /** The rule the check enforces; its keyword decides the severity (rules/audit.ts). */
  rule: CheckRule;
  /** The check ends the server's connection: the run ends its QA session first and runs it last. */
  endsConnection?: boolean;
  /**
   * What the check leaves in the server for later requests (an open listen stream, tools called,
   * a log level): it runs after the checks that leave nothing (run-order.ts), and a later fail or
   * warn says it came after.
   */
  changesState?: string;
  /** The check judges everything the run sent (recorded outcomes, the stdout audit): it runs after the state-changing checks too. */
  inspectsRun?: boolean;
  /** The official conformance scenarios it judges, wholly or in part (requirements/coverage.ts). */
  scenarios?: readonly ScenarioRef[];
  run(ctx: CheckContext): Promise<CheckVerdict>;
}

export interface CheckResult {
  id: string;
  title: string;
  severity: CheckSeverity;
  /** The keyword of the rule behind the check (`best-practice` when the spec does not require it). */
  keyword?: RuleKeyword;
  spec: string;
  status: CheckStatus;
  message: string;
  evidence: number[];
  durationMs: number;
  /** The official conformance scenarios the check covers; absent when it covers none. */
  scenarios?: readonly ScenarioRef[];
}

/** One cited exchange, copied into the report so `#N` resolves without the traffic log. */
export interface EvidenceExchange {
  id: number;
  /** `POST http://host/mcp` */
  request: string;
  /** JSON-RPC method of the request body, if any. */
  rpcMethod: string | undefined;
  status: number | undefined;
  /** Response body (or SSE data), trimmed to a few hundred characters. */
  body: string | undefined;
  /** Failure text when no response arrived. */
  error: string | undefined;
}

export interface ConformanceReport {
  url: string;
  era: Era;
  protocolVersion: string;
  environment: CheckEnvironment;
  /** Present for a stdio server (`-- <command>`); absent means HTTP. */
  transport?: 'stdio' | 'sse';
  startedAt: string;
  durationMs: number;
  results: CheckResult[];
  summary: Record<CheckStatus, number>;
  /** The exchanges the non-pass results cite, oldest first. */
  exchanges?: EvidenceExchange[];
  /** `--requirements <revision>`: that revision's official server scenarios against these results. */
  requirements?: RequirementsTable;
}

/** A raw HTTP request for transport rules: GET/DELETE, notification POSTs, forged headers. */
export interface RawHttpRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Defaults to the server URL. */
  url?: string;
  /** Overrides of the standard headers; `null` removes one. */
  headers?: Record<string, string | null>;
  /** JSON body (POST). */
  body?: unknown;
  /** JSON-RPC method, for the standard POST headers. */
  rpcMethod?: string;
  /** On an SSE response: stop reading once this says so (default: at once); `events` are the named non-`message` events. */
  stopWhen?: (messages: Record<string, unknown>[], events: readonly SseEvent[]) => boolean;
  /** Called as each SSE message arrives (e.g. to answer or cancel). */
  onMessage?: (messages: Record<string, unknown>[]) => void;
  /** Fires once after `afterMs` while the response is still open (timeout handling). */
  overrun?: { afterMs: number; run: () => void };
  timeoutMs?: number;
  /** Send through the Host-capable fetch, so a `host` header override reaches the wire. */
  forgeHost?: boolean;
}

/** A named SSE event that carries no JSON-RPC message (`endpoint` on an HTTP+SSE stream). */
export interface SseEvent {
  event: string;
  data: string;
}

export interface RawHttpOutcome {
  exchangeId: number | undefined;
  status: number | undefined;
  /** Lower-case names. */
  headers: Record<string, string>;
  contentType: string | undefined;
  /** Body text of a non-SSE response. */
  bodyText: string | undefined;
  /** JSON-RPC messages of the body or of the SSE events read. */
  messages: Record<string, unknown>[];
  failure: string | undefined;
  /** Named SSE events other than `message` (an HTTP+SSE server's `endpoint`), in order. */
  events: SseEvent[];
  /** True when an SSE stream ended by itself. */
  streamEnded: boolean;
  onMessage?: ((messages: Record<string, unknown>[]) => void) | undefined;
}

/** Opt-in behaviour of a run (tool calls are never made unless asked for). */
export interface CheckRunOptions {
  /** Call tools annotated readOnlyHint: true (and those named in `callToolNames`). */
  callTools?: boolean;
  /** Tools to call even when not annotated read-only (the user named them). */
  callToolNames?: readonly string[];
  /** Arguments per tool name, instead of generated ones. */
  toolArgs?: Readonly<Record<string, unknown>>;
  /** How long one tool call may run before it is cancelled (default 2,000 ms). */
  callTimeoutMs?: number;
}

/** One page of a paginated list. */
export interface ListPage {
  cursor: string | undefined;
  outcome: RpcOutcome;
}

export interface ListWalk {
  pages: ListPage[];
  /** Every item of every successful page, in order. */
  items: Record<string, unknown>[];
  /** True when a page without `nextCursor` ended the walk. */
  terminated: boolean;
  /** Why the walk stopped early, if it did. */
  stopReason: string | undefined;
}

export type ListMethod = 'tools/list' | 'prompts/list' | 'resources/list' | 'resources/templates/list';

export interface ReadSample {
  uri: string;
  listed: Record<string, unknown>;
  outcome: RpcOutcome;
}

/** Everything a check may use; requests are memoised per run so checks share them. */
export interface CheckContext {
  url: string;
  era: Era;
  protocolVersion: string;
  environment: CheckEnvironment;
  transport: CheckTransport;
  /** The stdio process, when the runner started one. */
  stdio: StdioTarget | undefined;
  /** Capabilities as negotiated (`server/discover` or `initialize`). */
  capabilities: Record<string, unknown>;
  rpc(method: string, params?: Record<string, unknown>, options?: RpcOptions): Promise<RpcOutcome>;
  discover(): Promise<RpcOutcome>;
  walk(method: ListMethod): Promise<ListWalk>;
  reads(): Promise<ReadSample[]>;
  /** Opens a long-lived response stream and returns the first `count` messages (or fewer on timeout). */
  stream(method: string, params: Record<string, unknown>, count: number): Promise<{ outcome: RpcOutcome; messages: Record<string, unknown>[] }>;
  /** Browser-only CORS probe results (memoised). */
  cors(): Promise<CorsProbeResults>;
  /** Every request the checks sent in this run, oldest first. */
  outcomes(): RpcOutcome[];
  /** A raw HTTP request (legacy transport rules, forged headers). */
  http(request: RawHttpRequest): Promise<RawHttpOutcome>;
  /** Whether `http` can forge `Host` (a Node runner that passed a Host-capable fetch). */
  canForgeHost: boolean;
  /** The run's opt-in options. */
  options: CheckRunOptions;
  /** Exchange ids of every exchange recorded since the run started. */
  exchanges(): { id: number; status: number | undefined; contentType: string | undefined; body: string | undefined }[];
}
