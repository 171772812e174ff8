import { useCallback, useSyncExternalStore } from 'react';
import type { AuthState } from '../../../protocol/auth/auth-types';
import type { ConsoleOAuthProvider } from '../../../protocol/auth/provider';

const SIGNED_OUT: AuthState = { state: 'signed-out' };
const noop = (): (() => void) => () => undefined;

/** Where sign-in stands for `provider` (signed out when the session has no OAuth provider). */
export function useAuthState(provider: ConsoleOAuthProvider | undefined): AuthState {
  const subscribe = useCallback((listener: () => void) => (provider === undefined ? noop() : provider.subscribe(listener)), [provider]);
  const getSnapshot = useCallback(() => provider?.getSnapshot() ?? SIGNED_OUT, [provider]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
