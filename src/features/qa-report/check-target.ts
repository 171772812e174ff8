import { checkTargetFromSession, type ContextInput } from '../../qa/conformance';
import { isMcpSession } from '../../hooks/session/is-mcp-session';
import type { AppSession } from '../../hooks/session/use-session';
import { isBridgedStdioEndpoint } from '../../lib/urls/bridge-url';

/**
 * What the checks run against, or undefined when the active session is not a connected
 * McpSession. Raw requests go through the session's own fetch and headers, so they reach the
 * same server (the in-page demo router included) with the user's authorization.
 */
export function browserCheckTarget(session: AppSession | undefined, consoleOrigin: string = globalThis.location.origin): ContextInput | undefined {
  if (!isMcpSession(session)) return undefined;
  // A stdio server bridged by the mcp-console that served this page: the HTTP face is the
  // bridge's, not the server's, so HTTP-only checks are n/a (decision 0031).
  const stdio = isBridgedStdioEndpoint(session.url, consoleOrigin);
  return checkTargetFromSession(session, { environment: 'browser', ...(stdio ? { transport: 'stdio' } : {}) });
}
