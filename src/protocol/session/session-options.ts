import type { OAuthClientProvider } from '@modelcontextprotocol/client';
import type { Timers } from './backoff';
import type { RequestObserver } from './request-observer';
import type { InputBroker } from '../client-features/input-required';
import type { RootsSource } from '../client-features/roots';
import type { TrafficLog } from '../transport/tap/traffic-log';
import type { VerdictStore } from '../model/types';

/** What one `McpSession` is made with: the endpoint, its headers, and the shared stores and hooks. */
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
  /** Timers of the reconnect backoff (tests pass fakes). */
  timers?: Timers;
  /**
   * Declare `sampling` and queue the server's sampling requests in `inputBroker.sampling` for a
   * person to answer (the browser console). Off elsewhere: nobody would answer them.
   */
  answerSampling?: boolean;
  /** The user's roots: declared with `listChanged`, answered to `roots/list`, edits told to legacy servers. */
  roots?: RootsSource;
  /** Told of every `request` (History records the console's calls from here, issue 17). */
  onRequest?: RequestObserver;
}
