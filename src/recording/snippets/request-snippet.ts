import { REDACTED } from '../../protocol/transport/tap/redact';
import type { HttpExchange } from '../../protocol/model/types';

/** One recorded HTTP request, as the "Copy as …" generators need it. */
export interface SnippetRequest {
  method: string;
  url: string;
  /** Lower-case names, in the order they were sent; redacted values still read "[redacted]". */
  headers: readonly (readonly [string, string])[];
  body: string | undefined;
}

/**
 * Headers the HTTP client computes itself; copying them would make the snippet lie (a stale
 * Content-Length) or fail (curl refuses a second Host).
 */
const CLIENT_MANAGED = new Set(['content-length', 'host', 'connection', 'accept-encoding', 'user-agent']);

/** The request half of a traffic entry, minus the headers the client computes on its own. */
export function snippetRequestOf(exchange: HttpExchange): SnippetRequest {
  const { request } = exchange;
  return {
    method: request.method.toUpperCase(),
    url: request.url,
    headers: request.headers.filter(([name]) => !CLIENT_MANAGED.has(name.toLowerCase())),
    body: request.body?.text,
  };
}

/** True when the traffic log replaced the header's value, so no snippet can carry the real one. */
export function isRedacted(value: string): boolean {
  return value === REDACTED;
}

/** What a snippet says in place of a redacted secret, so the reader knows to fill it in. */
export function redactedPlaceholder(name: string): string {
  return `<redacted: your ${name} value>`;
}

/** A header value as it appears in a snippet: the recorded one, or the placeholder for a secret. */
export function snippetHeaderValue(name: string, value: string): string {
  return isRedacted(value) ? redactedPlaceholder(name) : value;
}
