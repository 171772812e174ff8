import { McpSession, StorageVerdictStore, TrafficLog } from '../protocol';
import { SessionManager, type SessionInput } from '../hooks/session-manager';
import type { AppSession, SessionServices } from '../hooks/use-session';

const CLIENT_INFO = { name: 'mcp-console', version: '0.1.0' };

/**
 * The production session wiring: one TrafficLog for every session (the log outlives
 * reconnects) and era verdicts remembered in localStorage.
 */
export function createSessionServices(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  resolveFetch: (url: string) => Promise<typeof fetch | undefined>,
  /** Request timeout for every session (`?timeout=`); undefined keeps McpSession's default. */
  timeoutMs?: number,
): SessionServices {
  const traffic = new TrafficLog();
  const verdicts = new StorageVerdictStore(storage);
  const createSession = (input: SessionInput): AppSession =>
    new McpSession({
      url: input.url,
      headers: input.headers,
      secretHeaders: input.secretHeaders,
      fetch: input.fetch,
      traffic,
      verdicts,
      clientInfo: CLIENT_INFO,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
  return { traffic, manager: new SessionManager<AppSession>({ createSession, resolveFetch }) };
}
