import { StreamableHTTPClientTransport, type OAuthClientProvider } from '@modelcontextprotocol/client';

/**
 * The SDK's Streamable HTTP transport (spec §7) over the tapped fetch, so every
 * request it makes — POST, the legacy GET stream, DELETE — is logged. With an
 * `authProvider` the SDK runs OAuth on 401/403 (spec §22) through the same fetch.
 */
export function createTransport(
  url: string,
  tappedFetch: typeof fetch,
  headers: Record<string, string> = {},
  authProvider?: OAuthClientProvider,
): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(url), {
    fetch: tappedFetch,
    requestInit: { headers },
    ...(authProvider === undefined ? {} : { authProvider }),
  });
}
