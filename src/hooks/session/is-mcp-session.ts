import type { McpSession } from '../../protocol/session/session';

/**
 * Recognises a real `McpSession` without importing its class: the session module (and the SDK
 * behind it) loads after the first paint, so the first screen may only know its type.
 * Test fakes of the manager implement just `SessionLike` and are rejected, like before.
 */
export function isMcpSession(session: unknown): session is McpSession {
  return (
    typeof session === 'object' &&
    session !== null &&
    'inbound' in session &&
    'inputs' in session &&
    'traffic' in session &&
    'request' in session &&
    typeof session.request === 'function' &&
    'toConsoleError' in session &&
    typeof session.toConsoleError === 'function'
  );
}
