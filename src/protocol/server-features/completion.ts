import { specTypeSchemas, type RequestOptions, type StandardSchemaV1 } from '@modelcontextprotocol/client';
import type { RpcRequest } from '../session/session';

/** What is being completed (spec §16): a prompt argument or a resource template variable. */
export type CompletionRef = { type: 'ref/resource'; uri: string } | { type: 'ref/prompt'; name: string };

export interface CompletionInput {
  ref: CompletionRef;
  argumentName: string;
  /** The partial text typed so far. */
  value: string;
  /** The other arguments/variables, already filled; empty ones and the argument itself are dropped. */
  contextArguments?: Readonly<Record<string, string>>;
}

/** A `completion/complete` answer; `total` may exceed `values.length` (spec §16). */
export interface CompletionAnswer {
  values: string[];
  total: number | undefined;
  hasMore: boolean;
}

/** The slice of McpSession the request needs, so tests can pass a stub. */
export interface CompletionRequester {
  request<S extends StandardSchemaV1>(request: RpcRequest, schema: S, options?: RequestOptions): Promise<StandardSchemaV1.InferOutput<S>>;
}

/** The context arguments actually sent: non-empty, without the argument itself, in key order (stable cache keys). */
export function completionContext(input: CompletionInput): Record<string, string> {
  const context: Record<string, string> = {};
  const entries = Object.entries(input.contextArguments ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of entries) {
    if (name !== input.argumentName && value !== '') context[name] = value;
  }
  return context;
}

/** The `completion/complete` params (spec §16); `context` only when something is filled. */
export function completeParams(input: CompletionInput): Record<string, unknown> {
  const context = completionContext(input);
  return {
    ref: input.ref,
    argument: { name: input.argumentName, value: input.value },
    ...(Object.keys(context).length > 0 ? { context: { arguments: context } } : {}),
  };
}

/**
 * The query key of one completion answer: per server, principal, ref, argument, prefix and
 * context, so dependent arguments never share answers (spec §16 "context.arguments").
 * It is not an `mcp` key: completion is not one of the cacheable methods of spec §12.
 */
export function completionKey(scope: { serverId: string; principalId: string }, input: CompletionInput) {
  return ['completion', scope.serverId, scope.principalId, input.ref, input.argumentName, input.value, completionContext(input)] as const;
}

/** Sends `completion/complete`; `signal` aborts it (the SDK then sends `notifications/cancelled`). */
export async function requestCompletion(session: CompletionRequester, input: CompletionInput, signal?: AbortSignal): Promise<CompletionAnswer> {
  const result = await session.request(
    { method: 'completion/complete', params: completeParams(input) },
    specTypeSchemas.CompleteResult,
    signal === undefined ? {} : { signal },
  );
  const { values, total, hasMore } = result.completion;
  return { values, total, hasMore: hasMore === true };
}

/** "showing 100 of 2,345" / "showing 3" / "showing 100, more available" (spec §16 `total`, `hasMore`). */
export function describeCompletionCount(answer: CompletionAnswer, locale?: string): string {
  const shown = answer.values.length.toLocaleString(locale);
  if (answer.total !== undefined && answer.total > answer.values.length) return `showing ${shown} of ${answer.total.toLocaleString(locale)}`;
  if (answer.hasMore) return `showing ${shown}, more available`;
  return `showing ${shown}`;
}

/**
 * Trailing-edge debounce: `emit` runs once with the last pushed value after `delayMs` of
 * quiet, so a burst of keystrokes becomes one completion request (spec §16: clients SHOULD
 * debounce). Runs on the global timers, so tests drive it with fake timers.
 */
export class Debouncer<T> {
  readonly #delayMs: number;
  readonly #emit: (value: T) => void;
  #handle: ReturnType<typeof setTimeout> | undefined;

  constructor(delayMs: number, emit: (value: T) => void) {
    this.#delayMs = delayMs;
    this.#emit = emit;
  }

  push(value: T): void {
    this.cancel();
    this.#handle = setTimeout(() => {
      this.#handle = undefined;
      this.#emit(value);
    }, this.#delayMs);
  }

  /** Drops a value not emitted yet (unmount, or the field lost its server). */
  cancel(): void {
    if (this.#handle !== undefined) clearTimeout(this.#handle);
    this.#handle = undefined;
  }

  get pending(): boolean {
    return this.#handle !== undefined;
  }
}
