import type { CheckContext, RawHttpOutcome } from '../types';
import { quoteRule } from '../verdict';
import { TRANSPORT_RULES } from '../rules/transport';

/**
 * The rebinding probes of an HTTP+SSE (2024-11-05) server. Its POSTs need a session the stream
 * names, but the stream itself is the first incoming connection: a GET of the SSE endpoint with
 * a forged header shows whether the server validates it, with no session and no message sent.
 */

/** How long a started stream may take to send its `endpoint` event before the probe stops reading. */
const PROBE_MS = 3_000;

/** How the HTTP+SSE servers of the common SDKs refuse a foreign Origin or Host on the GET too. */
export const SSE_REBINDING_FIX =
  'refuse a foreign Origin or Host (403) before the stream starts, on GET as on POST. TypeScript SDK v1: SSEServerTransport\'s enableDnsRebindingProtection with allowedOrigins/allowedHosts checks only the POSTs, so check req.headers.origin and host in the GET /sse handler before new SSEServerTransport(); ' +
  'Python SDK: SseServerTransport(endpoint, security_settings=TransportSecuritySettings(enable_dns_rebinding_protection=True, allowed_hosts=[...], allowed_origins=[...])).';

export const SSE_ORIGIN_RULE = quoteRule(TRANSPORT_RULES.sseOriginValidated);

/** A GET of the SSE endpoint with `headers` forged, read until the stream shows it started; the probe's stream is closed at once. */
export function sseProbe(ctx: CheckContext, headers: Record<string, string>, forgeHost: boolean): Promise<RawHttpOutcome> {
  return ctx.http({
    method: 'GET',
    forgeHost,
    // A fresh connection of its own: no session of the console's, no Streamable HTTP header.
    headers: { ...headers, 'mcp-session-id': null, 'mcp-protocol-version': null },
    timeoutMs: PROBE_MS,
    stopWhen: (messages, events) => messages.length > 0 || events.length > 0,
  });
}

/** What the server did with the probe, for the finding: `HTTP 200, text/event-stream, its endpoint event sent`. */
export function describeStream(outcome: RawHttpOutcome): string {
  const parts = [`HTTP ${outcome.status ?? '?'}`];
  if (outcome.contentType !== undefined) parts.push(outcome.contentType.split(';')[0] ?? outcome.contentType);
  const endpoint = outcome.events.find((e) => e.event === 'endpoint');
  // Its data (a session id of the probe's own) says nothing more.
  if (endpoint !== undefined) parts.push('its endpoint event sent');
  else if (outcome.events.length > 0 || outcome.messages.length > 0) parts.push('the stream started');
  return parts.join(', ');
}
