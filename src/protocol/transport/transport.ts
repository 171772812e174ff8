// SSEClientTransport is deprecated in favour of Streamable HTTP; issue 32 uses it exactly for servers that speak only the old transport.
/* eslint-disable @typescript-eslint/no-deprecated */
import { SSEClientTransport, SseError, StreamableHTTPClientTransport, type JSONRPCMessage, type OAuthClientProvider } from '@modelcontextprotocol/client';

/** The transports a session runs on: Streamable HTTP, or HTTP+SSE for 2024-11-05 servers. */
export type SessionTransport = StreamableHTTPClientTransport | SSEClientTransport;

/** The Mcp-Session-Id in use: only Streamable HTTP has one (HTTP+SSE keeps its session in the endpoint URL). */
export function sessionIdOf(transport: SessionTransport | undefined): string | undefined {
  return transport instanceof StreamableHTTPClientTransport ? transport.sessionId : undefined;
}

/**
 * Calls `onDrop` when an HTTP+SSE transport's event stream fails after the connect. The
 * EventSource would reopen the stream on its own, but the server then starts a new, uninitialised
 * session at a new endpoint: the session's reconnect loop runs a fresh handshake instead.
 */
export function watchSseDrop(transport: SessionTransport, onDrop: (error: Error) => void): void {
  if (!(transport instanceof SSEClientTransport)) return;
  const sdkHandler = transport.onerror;
  transport.onerror = (error) => {
    sdkHandler?.(error);
    if (error instanceof SseError) onDrop(error);
  };
}

/**
 * What both HTTP transports are made with: the tapped fetch, the user's headers and the OAuth
 * provider. Redirects are left to the browser (`redirectPolicy: 'follow'`): the SDK's default
 * follows them itself with `redirect: 'manual'`, which a browser answers with an opaque redirect
 * (status 0, no `Location`), so a server whose `/mcp` answers 307 to `/mcp/` failed as "HTTP 0".
 * The browser follows 301–303 and 307/308 as Fetch says and drops `Authorization` on a hop to
 * another origin.
 */
function transportOptions(tappedFetch: typeof fetch, headers: Record<string, string>, authProvider: OAuthClientProvider | undefined) {
  return { fetch: tappedFetch, requestInit: { headers }, redirectPolicy: 'follow' as const, ...(authProvider === undefined ? {} : { authProvider }) };
}

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
  return new StreamableHTTPClientTransport(new URL(url), transportOptions(tappedFetch, headers, authProvider));
}

/**
 * The SDK's HTTP+SSE transport (2024-11-05, spec §9.2 fallback) over the same tapped fetch: the
 * GET that opens the event stream and every POST to its `endpoint` land in the traffic log.
 * Without `eventSourceInit.fetch` the SDK opens the stream with `fetch`, which is the tapped one.
 */
export function createSseTransport(
  url: string,
  tappedFetch: typeof fetch,
  headers: Record<string, string> = {},
  authProvider?: OAuthClientProvider,
): SSEClientTransport {
  return new SSEClientTransport(new URL(url), transportOptions(tappedFetch, headers, authProvider));
}

/** How to send on an HTTP+SSE transport, for raw requests routed through it (see `routeThroughSse`). */
export function sseSender(transport: SessionTransport | undefined): ((message: JSONRPCMessage) => Promise<void>) | undefined {
  return transport instanceof SSEClientTransport ? (message) => transport.send(message) : undefined;
}
