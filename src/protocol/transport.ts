import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/**
 * The SDK's Streamable HTTP transport (spec §7) over the tapped fetch, so every
 * request it makes — POST, the legacy GET stream, DELETE — is logged.
 */
export function createTransport(url: string, tappedFetch: typeof fetch, headers: Record<string, string> = {}): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(url), {
    fetch: tappedFetch,
    requestInit: { headers },
  });
}
