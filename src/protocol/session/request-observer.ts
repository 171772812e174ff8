/*
 * What McpSession tells an observer (History's recorder) of each request. It is the session's
 * own contract, so it lives beside the session: the recorder, a layer above, implements it.
 */

/** One request made through `McpSession.request`, as the session reports it to an observer. */
export interface ObservedRequest {
  url: string;
  method: string;
  params: Record<string, unknown> | undefined;
  /** Extra headers of this request (the `Mcp-Param-*` mirrors of a tool's arguments, spec §7.4). */
  headers?: Readonly<Record<string, string>> | undefined;
  /** Epoch milliseconds. */
  startedAt: number;
  /** Settles as the request does: its result, or the error it failed with. */
  outcome: Promise<unknown>;
  /** Strings History must never hold: the session's secret header values. */
  secrets: readonly string[];
  now: () => number;
}

/** Told of every request a session makes; must never throw into the request path. */
export type RequestObserver = (request: ObservedRequest) => void;
