import type { McpSession } from '../session';
import { createTappedFetch } from '../tap/fetch-tap';
import type { CheckEnvironment } from './types';
import type { ContextInput } from './context';
import { isRecord } from './values';

export interface TargetOptions {
  environment: CheckEnvironment;
  /**
   * The fetch the session was built on (the in-page demo router, or the global fetch).
   * The checks wrap it with a tap on `session.traffic`, so their raw requests show up
   * in the traffic log next to the SDK's.
   */
  fetch?: typeof fetch;
  /** Headers the session sends (authorization…). */
  headers?: Record<string, string>;
  secretHeaders?: string[];
  timeoutMs?: number;
}

/** What the checks need from a connected session; undefined when it is not connected. */
export function checkTargetFromSession(session: McpSession, options: TargetOptions): ContextInput | undefined {
  const status = session.status.getSnapshot();
  if (status.state !== 'connected') return undefined;
  const base = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const capabilities: Record<string, unknown> = isRecord(status.server.capabilities) ? { ...status.server.capabilities } : {};
  return {
    url: session.url,
    era: status.negotiation.era,
    protocolVersion: status.negotiation.protocolVersion,
    environment: options.environment,
    capabilities,
    fetch: createTappedFetch(base, session.traffic, { secretHeaders: options.secretHeaders ?? [] }),
    traffic: session.traffic,
    headers: options.headers ?? {},
    sessionId: () => session.client?.transport?.sessionId,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
}
