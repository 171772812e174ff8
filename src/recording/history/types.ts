/** The calls History keeps (issue 17): the ones a user makes from the console's panels. */
export const HISTORY_METHODS = ['resources/read', 'prompts/get', 'tools/call', 'completion/complete'] as const;
export type HistoryMethod = (typeof HISTORY_METHODS)[number];

export function isHistoryMethod(method: string): method is HistoryMethod {
  return (HISTORY_METHODS as readonly string[]).includes(method);
}

/** A failed call as History keeps it: the message and, for JSON-RPC errors, the code. */
export interface CallError {
  message: string;
  code?: number | undefined;
}

/** One call made from the console, normalised (no `_meta`, binary data as size and hash, secrets masked). */
export interface HistoryCall {
  /** Unique within the store; `<startedAt base36>-<counter>`. */
  id: string;
  method: HistoryMethod;
  /** Tool or prompt name, resource URI, or the completion's reference and argument. */
  target: string;
  params: Record<string, unknown>;
  /** The `Mcp-Param-*` headers sent with a tools/call (spec §7.4), sent again on Re-run. */
  paramHeaders?: Record<string, string>;
  /** The result (absent when the call failed). */
  result?: unknown;
  error?: CallError | undefined;
  /** Epoch milliseconds. */
  startedAt: number;
  durationMs: number;
}

/** A call pinned into a collection, with the answer it gave when pinned. */
export interface CollectionItem {
  method: HistoryMethod;
  target: string;
  params: Record<string, unknown>;
  paramHeaders?: Record<string, string>;
  /** The saved outcome that "expect same result" compares with. */
  savedResult?: unknown;
  savedError?: CallError | undefined;
  expectSame: boolean;
}

export interface Collection {
  name: string;
  items: CollectionItem[];
}

/** What History holds for one server. */
export interface ServerHistory {
  calls: HistoryCall[];
  collections: Collection[];
}

export const EMPTY_HISTORY: ServerHistory = Object.freeze({ calls: [], collections: [] });

export type CallStatus = 'ok' | 'error';

/** A call failed when it got a JSON-RPC (or transport) error, or a tool result flagged `isError` (spec §19). */
export function outcomeStatus(result: unknown, error: CallError | undefined): CallStatus {
  if (error !== undefined) return 'error';
  return typeof result === 'object' && result !== null && 'isError' in result && result.isError === true ? 'error' : 'ok';
}
