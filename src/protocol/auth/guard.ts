import type { ConsoleOAuthProvider } from './provider';

/**
 * Recognises the console's OAuth provider without importing its class, which would pull the SDK
 * into the first screen's bundle (the session module loads after the first paint).
 */
export function isConsoleOAuthProvider(value: unknown): value is ConsoleOAuthProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    'steps' in value &&
    'consumeState' in value &&
    typeof value.consumeState === 'function' &&
    'principal' in value &&
    typeof value.principal === 'function' &&
    'subscribe' in value
  );
}

/** The OAuth provider of a session-like object, if it has one. */
export function authProviderOf(session: unknown): ConsoleOAuthProvider | undefined {
  if (typeof session !== 'object' || session === null || !('authProvider' in session)) return undefined;
  return isConsoleOAuthProvider(session.authProvider) ? session.authProvider : undefined;
}
