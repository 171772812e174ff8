import type { AuthHttpRecord, AuthStepKind } from './auth-types';

function samePlace(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    return x.origin === y.origin && x.pathname === y.pathname;
  } catch {
    return false;
  }
}

function isJsonObjectWith(body: string | undefined, key: string): boolean {
  if (body === undefined) return false;
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && key in value;
  } catch {
    return false;
  }
}

/**
 * Which step of the OAuth flow a request belongs to, from its shape alone (well-known paths,
 * grant types, registration bodies), or undefined for requests the Auth view ignores.
 */
export function classifyRequest(request: AuthHttpRecord, serverUrl: string): AuthStepKind | undefined {
  const { pathname } = new URL(request.url);
  if (pathname.includes('/.well-known/oauth-protected-resource')) return 'resource-metadata';
  if (pathname.includes('/.well-known/oauth-authorization-server') || pathname.includes('/.well-known/openid-configuration')) return 'server-metadata';
  if (samePlace(request.url, serverUrl)) return 'challenge';
  if (request.method !== 'POST') return undefined;
  const grant = request.body === undefined ? null : new URLSearchParams(request.body).get('grant_type');
  if (grant === 'refresh_token') return 'refresh';
  if (grant !== null) return 'token';
  if (isJsonObjectWith(request.body, 'redirect_uris')) return 'registration';
  return undefined;
}
