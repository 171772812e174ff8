/**
 * A CORS layer for a web-standard fetch handler. The MCP server SDK sends no
 * CORS headers and answers OPTIONS with 405, which makes a server unusable
 * from a browser page; this wrapper adds exactly what a browser needs.
 *
 * @see /work/shared/spec/mcp-2026-07-28.md §23 (CORS and other browser specifics)
 */

export type FetchHandler = (request: Request) => Promise<Response>;

/** Request headers an MCP client sends; allowed even when a preflight does not list them. */
export const DEFAULT_ALLOWED_HEADERS = [
  'content-type',
  'accept',
  'authorization',
  'mcp-protocol-version',
  'mcp-method',
  'mcp-name',
  'mcp-session-id',
  'last-event-id',
] as const;

/** Response headers a browser script may read only when exposed. */
export const EXPOSED_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate';
export const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
const MAX_AGE_SECONDS = '600';

function allowOrigin(request: Request): string {
  return request.headers.get('origin') ?? '*';
}

/** Union of the defaults and whatever the preflight asked for (`Mcp-Param-*` names are open-ended). */
function allowedHeaders(request: Request): string {
  const requested = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  return [...new Set([...DEFAULT_ALLOWED_HEADERS, ...requested])].join(', ');
}

function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': allowOrigin(request),
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': allowedHeaders(request),
      'Access-Control-Max-Age': MAX_AGE_SECONDS,
      Vary: 'Origin, Access-Control-Request-Headers',
    },
  });
}

/**
 * Copies the response with CORS headers added. The body stream is handed over
 * untouched, so SSE responses keep streaming.
 */
function withCorsHeaders(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Access-Control-Allow-Origin', allowOrigin(request));
  headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  headers.append('Vary', 'Origin');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Wraps `handler` so preflights get 204 and every response carries CORS headers. */
export function withCors(handler: FetchHandler): FetchHandler {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight(request);
    return withCorsHeaders(request, await handler(request));
  };
}
