import { IssuerMismatchError } from '@modelcontextprotocol/client';
import type { AuthStepKind } from './auth-types';

export interface Explanation {
  explanation: string;
  fix?: string;
}

const DOCUMENT_NAMES: Partial<Record<AuthStepKind, string>> = {
  'resource-metadata': 'protected resource metadata (RFC 9728)',
  'server-metadata': 'authorization server metadata (RFC 8414)',
  registration: 'client registration endpoint',
  token: 'token endpoint',
  refresh: 'token endpoint',
};

/**
 * A fetch that threw although the host answers a no-cors request: the browser hid the response
 * because it had no CORS headers for this origin, the most common sign-in failure (spec §22).
 */
export function explainBlockedFetch(kind: AuthStepKind, url: string, reachable: boolean, origin: string | undefined): Explanation {
  const what = DOCUMENT_NAMES[kind] ?? 'OAuth endpoint';
  if (!reachable) return { explanation: `Could not reach the ${what} at ${url}: the host did not answer at all (down, wrong port, or blocked by the network).` };
  const methods = kind === 'resource-metadata' || kind === 'server-metadata' ? 'GET, OPTIONS' : 'POST, OPTIONS';
  return {
    explanation:
      `The browser blocked the ${what} at ${url}: the server answered, but without CORS headers, so a web page ` +
      `(this console${origin === undefined ? '' : ` at ${origin}`}) may not read it. Browser-based MCP clients need CORS on every OAuth metadata, registration and token endpoint.`,
    fix:
      `Serve ${url} and its OPTIONS preflight with:\n` +
      `Access-Control-Allow-Origin: ${origin ?? '*'}\n` +
      `Access-Control-Allow-Methods: ${methods}\n` +
      'Access-Control-Allow-Headers: Content-Type, Accept, MCP-Protocol-Version',
  };
}

/** A failure thrown by the SDK's flow (iss mismatch, refused grant…), in plain words. */
export function explainFlowError(error: unknown): Explanation {
  if (error instanceof IssuerMismatchError) {
    if (error.kind === 'authorization_response') {
      return {
        explanation:
          `The authorization server redirected back with iss=${JSON.stringify(error.received ?? '(none)')}, but its metadata names the issuer ${JSON.stringify(error.expected ?? '')}. ` +
          'The console refused to redeem the code (RFC 9207 mix-up protection); error details from that redirect are not shown because they cannot be trusted.',
        fix: "The authorization server must send iss equal to the 'issuer' of its metadata on every authorization response.",
      };
    }
    return {
      explanation: `The authorization server metadata says issuer ${JSON.stringify(error.received ?? '')}, but it was fetched for ${JSON.stringify(error.expected ?? '')} (RFC 8414 §3.3). The console does not use metadata that names another issuer.`,
      fix: "Make 'issuer' in the metadata identical to the issuer URL listed in the protected resource metadata.",
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('does not implement OAuth 2.0 Protected Resource Metadata')) {
    return {
      explanation:
        'The server asked for authorization but no protected resource metadata was found: the 401 had no readable resource_metadata and the well-known URLs gave nothing.',
      fix: 'Send WWW-Authenticate: Bearer resource_metadata="…" on 401, expose it (Access-Control-Expose-Headers: WWW-Authenticate) and serve /.well-known/oauth-protected-resource with CORS.',
    };
  }
  return { explanation: `Sign-in failed: ${message}` };
}

/** Notes on a 401 challenge a server author should know about. */
export function explainChallenge(wwwAuthenticate: string | null): Explanation | undefined {
  if (wwwAuthenticate === null) {
    return {
      explanation:
        'The 401 has no readable WWW-Authenticate header (missing, or not exposed to browsers), so the console falls back to the well-known metadata URLs.',
      fix: 'Send WWW-Authenticate: Bearer resource_metadata="…" and add WWW-Authenticate to Access-Control-Expose-Headers.',
    };
  }
  if (!/resource_metadata=/i.test(wwwAuthenticate)) {
    return {
      explanation: 'The WWW-Authenticate header has no resource_metadata parameter, so the console falls back to the well-known metadata URLs (RFC 9728 §5.1).',
      fix: 'Add resource_metadata="https://…/.well-known/oauth-protected-resource…" to the challenge.',
    };
  }
  return undefined;
}
