/**
 * What the Auth view shows (spec §22): the steps of one sign-in as the console observed them,
 * and where the sign-in stands.
 */

/** One observed step of the OAuth flow, in the order the SDK ran them. */
export type AuthStepKind =
  | 'challenge'
  | 'resource-metadata'
  | 'server-metadata'
  | 'registration'
  | 'authorization'
  | 'token'
  | 'refresh'
  | 'authorized-request';

export interface AuthHttpRecord {
  method: string;
  url: string;
  /** Lower-cased names; authorization and cookies are redacted. */
  headers: [string, string][];
  /** Redacted body text (tokens, codes and PKCE verifiers masked). */
  body?: string;
}

export interface AuthHttpResponse {
  status: number;
  headers: [string, string][];
  body?: string;
}

export interface AuthStep {
  id: number;
  kind: AuthStepKind;
  /** Short human name, e.g. "Protected resource metadata". */
  title: string;
  status: 'ok' | 'failed' | 'pending';
  at: number;
  request?: AuthHttpRecord;
  response?: AuthHttpResponse;
  /** The raw failure ("TypeError: Failed to fetch"), when the step failed. */
  error?: string;
  /** Plain-language account of what went wrong or what is worth knowing. */
  explanation?: string;
  /** What the server owner should change, when we know. */
  fix?: string;
  /** How many times in a row the SDK tried this same request (it retries once on a CORS error). */
  attempts?: number;
}

/** Where sign-in stands for one server. */
export type AuthState =
  | { state: 'signed-out' }
  | { state: 'sign-in-required'; authorizationUrl: string; scope?: string }
  | { state: 'signing-in' }
  | { state: 'signed-in'; principal: string }
  | { state: 'failed'; message: string };

export const STEP_TITLES: Record<AuthStepKind, string> = {
  challenge: 'Server asks for authorization',
  'resource-metadata': 'Protected resource metadata',
  'server-metadata': 'Authorization server metadata',
  registration: 'Client registration',
  authorization: 'Authorization',
  token: 'Token',
  refresh: 'Token refresh',
  'authorized-request': 'First authorized request',
};
