import type { StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';

function base64UrlJson(part: string): unknown {
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The `sub` claim of a JWT (access or id token), read without verifying: a label, not a proof. */
function subjectOf(jwt: string | undefined): string | undefined {
  const payload = jwt?.split('.')[1];
  if (payload === undefined) return undefined;
  const claims = base64UrlJson(payload);
  if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return undefined;
  return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : undefined;
}

/**
 * Who the cache partition belongs to (spec §12: `private` results only within one authorization
 * context). The subject of the id or access token when it is a JWT, else the client registration:
 * stable per user across refreshes, and never the token itself.
 */
export function principalOf(tokens: StoredOAuthTokens | undefined, client: StoredOAuthClientInformation | undefined): string | undefined {
  if (tokens === undefined) return undefined;
  const issuer = tokens.issuer ?? client?.issuer ?? 'unknown-issuer';
  const subject = subjectOf(tokens.id_token) ?? subjectOf(tokens.access_token);
  if (subject !== undefined) return `${issuer}#sub:${subject}`;
  return `${issuer}#client:${client?.client_id ?? 'unknown'}`;
}
