import { checkTargetFromSession, type ContextInput } from '../../protocol/conformance';
import { isMcpSession } from '../../hooks/is-mcp-session';
import type { AppSession } from '../../hooks/use-session';

/**
 * What the checks run against, or undefined when the active session is not a connected
 * McpSession. Raw requests go through the session's own fetch and headers, so they reach the
 * same server (the in-page demo router included) with the user's authorization.
 */
export function browserCheckTarget(session: AppSession | undefined): ContextInput | undefined {
  if (!isMcpSession(session)) return undefined;
  return checkTargetFromSession(session, { environment: 'browser' });
}
