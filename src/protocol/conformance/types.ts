import type { CorsProbeResults } from '../cors';
import type { Era } from '../types';

/** How much a failed check matters: an `error` breaks a spec MUST, a `warning` a SHOULD. */
export type CheckSeverity = 'error' | 'warning' | 'info';

/** What a check returned; the runner turns a failed warning/info check into `warn`. */
export type CheckOutcome = 'pass' | 'fail' | 'warn' | 'n/a';

/** The reported status of one check (ui-contract.md: `pass` / `fail` / `warn` / `n/a`). */
export type CheckStatus = 'pass' | 'fail' | 'warn' | 'n/a';

/** Where the checks run: some checks need a browser (CORS), some cannot run there (forged `Origin`). */
export type CheckEnvironment = 'browser' | 'node';

/** Server capability a check needs before it means anything (spec §6.2). */
export type CapabilityName = 'tools' | 'prompts' | 'resources' | 'completions';

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
}

/** One conformance check: pure TypeScript over a `CheckContext`, so it runs in Node and in browsers. */
export interface ConformanceCheck {
  id: string;
  title: string;
  severity: CheckSeverity;
  /** Section of the spec digest, e.g. `§12 Caching hints`. */
  spec: string;
  applies: Applicability;
  run(ctx: CheckContext): Promise<CheckVerdict>;
}

export interface CheckResult {
  id: string;
  title: string;
  severity: CheckSeverity;
  spec: string;
  status: CheckStatus;
  message: string;
  evidence: number[];
  durationMs: number;
}

export interface ConformanceReport {
  url: string;
  era: Era;
  protocolVersion: string;
  environment: CheckEnvironment;
  startedAt: string;
  durationMs: number;
  results: CheckResult[];
  summary: Record<CheckStatus, number>;
}

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

/** One JSON-RPC request sent by the checks, as observed on the wire. */
export interface RpcOutcome {
  /** Exchange id in the traffic log (the evidence). */
  exchangeId: number | undefined;
  httpStatus: number | undefined;
  contentType: string | undefined;
  /** The JSON-RPC id the checks sent. */
  requestId: string;
  /** The response message with our id, if one arrived. */
  response: Record<string, unknown> | undefined;
  result: Record<string, unknown> | undefined;
  error: RpcErrorBody | undefined;
  /** Network failure, timeout or unparseable body. */
  failure: string | undefined;
}

export interface RpcOptions {
  /** Header overrides; `null` removes a header the request would normally carry. */
  headers?: Record<string, string | null>;
  /** Replaces the `_meta` envelope of a modern request (`null` sends none). */
  meta?: Record<string, unknown> | null;
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
  /** Exchange ids of every exchange recorded since the run started. */
  exchanges(): { id: number; status: number | undefined; contentType: string | undefined; body: string | undefined }[];
}
