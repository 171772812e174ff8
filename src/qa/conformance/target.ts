import type { McpSession } from '../../protocol';
import { createTappedFetch } from '../../protocol';
import type { CheckEnvironment, CheckTransport, StdioTarget } from './types';
import type { ContextInput } from './context';
import { isRecord } from './values';

export interface TargetOptions {
  environment: CheckEnvironment;
  /**
   * An untapped base fetch to send the checks' raw requests through; it is wrapped with a tap
   * on `session.traffic`. By default the session's own tapped fetch is used, so raw requests
   * reach the same server instance (the in-page demo router included).
   */
  fetch?: typeof fetch;
  /** Headers the raw requests carry (authorization…); by default the session's own. */
  headers?: Record<string, string>;
  secretHeaders?: string[];
  timeoutMs?: number;
  /**
   * An untapped fetch that sends the `Host` header it is given (Node: src/node/host-fetch.ts);
   * without it the foreign-Host rebinding probe is n/a.
   */
  hostFetch?: typeof fetch;
  /** The stdio process behind a bridge the runner started: HTTP-only checks are then n/a. */
  stdio?: StdioTarget;
  /**
   * `stdio` for a bridged stdio server whose process this runner cannot see (the page of
   * `mcp-console -- <command>`): HTTP-only checks are n/a, the stdio checks say why they cannot run.
   */
  transport?: CheckTransport;
}

/** What the checks need from a connected session; undefined when it is not connected. */
export function checkTargetFromSession(session: McpSession, options: TargetOptions): ContextInput | undefined {
  const status = session.status.getSnapshot();
  if (status.state !== 'connected') return undefined;
  const fetchFn =
    options.fetch === undefined ? session.rawFetch : createTappedFetch(options.fetch, session.traffic, { secretHeaders: options.secretHeaders ?? [] });
  const capabilities: Record<string, unknown> = isRecord(status.server.capabilities) ? { ...status.server.capabilities } : {};
  return {
    url: session.url,
    era: status.negotiation.era,
    protocolVersion: status.negotiation.protocolVersion,
    environment: options.environment,
    capabilities,
    fetch: fetchFn,
    traffic: session.traffic,
    headers: options.headers ?? { ...session.requestHeaders },
    sessionId: () => session.client?.transport?.sessionId,
    timeoutMs: options.timeoutMs ?? 10_000,
    transport: options.stdio !== undefined ? 'stdio' : status.negotiation.transport === 'sse' ? 'sse' : (options.transport ?? 'http'),
    ...(options.stdio === undefined ? {} : { stdio: options.stdio }),
    ...(options.hostFetch === undefined ? {} : { hostFetch: createTappedFetch(options.hostFetch, session.traffic, { secretHeaders: options.secretHeaders ?? [] }) }),
  };
}
