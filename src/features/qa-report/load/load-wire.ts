import { TrafficLog, type McpSession } from '../../../protocol';
import { isRecord } from '../../../lib/is-record';
import { isBridgedStdioEndpoint } from '../../../lib/urls/bridge-url';
import type { LoadTransport, LoadWire, PreparedLoad } from '../../../qa/load';

/** The load run's own log: never shown, bounded so a long run's memory stays flat (as the CLI keeps it). */
const PRIVATE_TRAFFIC = { maxExchanges: 64, maxFrames: 256 };

/** How the Load section reaches the connected server, and how its run shows in Traffic. */
export interface BrowserLoadReach {
  reach: Omit<PreparedLoad, 'targets'>;
  capabilities: Record<string, unknown>;
  /** Writes the run's outcome beside its one logged request in Traffic. */
  note: (text: string) => void;
}

/**
 * Traffic gets ONE request of the run, marked. The session's fetch taps every exchange into the
 * log Traffic shows, which keeps a bounded number of rows (log-limits): thousands of load
 * requests would evict what the user was reading there. So the run's first request goes through
 * the session's own fetch, a real row that `note` marks with the run's outcome, and the rest go
 * the same way to the same server (same base fetch, headers, legacy session id) but into a
 * private log. Over HTTP+SSE the session's stream still carries each answer, as it must.
 */
function markedFetch(session: McpSession, rest: typeof fetch): { fetch: typeof fetch; note: (text: string) => void } {
  let since: number | undefined;
  let firstId: unknown;
  const fetchOnce: typeof fetch = (input, init) => {
    if (since !== undefined) return rest(input, init);
    since = session.traffic.nextExchangeId;
    firstId = rpcIdOf(init?.body);
    return session.rawFetch(input, init);
  };
  const note = (text: string): void => {
    if (since === undefined) return;
    const from = since;
    const row = session.traffic.getSnapshot().exchanges.find((e) => e.id >= from && e.rpcId === firstId);
    if (row !== undefined) session.traffic.annotate(row.id, text);
  };
  return { fetch: fetchOnce, note };
}

function rpcIdOf(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) ? parsed.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The load wire on the console's connected session, or undefined when it is not connected. The
 * run shares the session's legacy session id rather than opening another: a second `initialize`
 * would reach a bridged stdio process the console's session is using. `marked` is false for the
 * listings before the run, which go to the private log alone.
 */
export function browserLoadReach(session: McpSession, timeoutMs: number, marked: boolean, consoleOrigin: string = globalThis.location.origin): BrowserLoadReach | undefined {
  const status = session.status.getSnapshot();
  if (status.state !== 'connected') return undefined;
  const { era, protocolVersion, transport: kind } = status.negotiation;
  const traffic = new TrafficLog(PRIVATE_TRAFFIC);
  const privateFetch = session.fetchLoggedTo(traffic);
  const mark = marked ? markedFetch(session, privateFetch) : { fetch: privateFetch, note: () => undefined };
  const bridged = isBridgedStdioEndpoint(session.url, consoleOrigin);
  const wire = { url: session.url, era, protocolVersion, fetch: mark.fetch, traffic, headers: { ...session.requestHeaders }, sessionId: () => session.client?.transport?.sessionId, timeoutMs };
  const load: LoadWire = { wire, cancelByNotification: era === 'legacy' && !bridged };
  const transport: LoadTransport = bridged ? 'stdio' : kind === 'sse' ? 'http+sse' : 'streamable-http';
  const capabilities = isRecord(status.server.capabilities) ? { ...status.server.capabilities } : {};
  return { reach: { url: session.url, transport, load }, capabilities, note: mark.note };
}
