import type { HttpExchange } from '../model/types';

/**
 * What an HTTP status means for an MCP endpoint, in one clause the alert appends to
 * "HTTP <status>". Generic proxies and frameworks produce these statuses far more often than
 * MCP servers do, so the hint says where to look.
 *
 * @see /work/shared/spec/mcp-2026-07-28.md §8 (Streamable HTTP), §20 (authorization)
 */
export function httpStatusHint(status: number, exchange: HttpExchange | undefined): string | undefined {
  switch (status) {
    case 401: {
      const challenge = header(exchange, 'www-authenticate');
      const asked = challenge === undefined ? '' : ` (WWW-Authenticate: ${challenge.slice(0, 200)})`;
      return `the server requires authorization${asked}; sign in, or add an Authorization header for this server`;
    }
    case 403:
      return 'the server refused these credentials or this client';
    case 404:
      return 'there is no MCP endpoint at this URL; check the path (often /mcp)';
    case 405:
      return 'the endpoint does not accept POST; it may not be an MCP Streamable HTTP endpoint';
    case 502:
    case 503:
    case 504:
      return 'a proxy or gateway in front of the MCP server could not get an answer from it';
    default:
      if (status >= 300 && status < 400) return redirectHint(exchange);
      return status >= 500 ? 'the server failed while handling the request' : undefined;
  }
}

function header(exchange: HttpExchange | undefined, name: string): string | undefined {
  return exchange?.response?.headers.find(([key]) => key === name)?.[1];
}

/** A 3xx that reached the page was not followed (no Location, or 300/304); name its Location when readable. */
function redirectHint(exchange: HttpExchange | undefined): string {
  const location = header(exchange, 'location');
  return location === undefined
    ? 'a redirect the browser did not follow, with no Location the page can read'
    : `a redirect the browser did not follow (Location: ${location.slice(0, 300)})`;
}
