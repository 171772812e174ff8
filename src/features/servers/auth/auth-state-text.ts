import type { AuthState } from '../../../protocol/auth/auth-types';

/** One line on where sign-in stands; "Sign in required" is what the status line shows on 401. */
export function authStateText(state: AuthState): string {
  switch (state.state) {
    case 'signed-out':
      return 'Not signed in';
    case 'sign-in-required':
      return state.scope === undefined ? 'Sign in required' : `Sign in required (scope: ${state.scope})`;
    case 'signing-in':
      return 'Signing in… finish in the sign-in window';
    case 'signed-in':
      return 'Signed in';
    case 'failed':
      return 'Sign-in failed';
  }
}
