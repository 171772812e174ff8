import type { HttpExchange } from '../../protocol';
import type { CheckResult, EvidenceExchange } from './types';

/** Enough of a body to see what the server said; the full exchange stays in the traffic log. */
export const EVIDENCE_BODY_CHARS = 400;

function trim(text: string | undefined, max = EVIDENCE_BODY_CHARS): string | undefined {
  if (text === undefined) return undefined;
  const flat = text.trim();
  return flat.length > max ? `${flat.slice(0, max)}… (${flat.length} chars)` : flat;
}

/** What came back: the body, or for a stream the data of its events. */
function responseText(exchange: HttpExchange): string | undefined {
  const body = exchange.response?.body?.text;
  if (body !== undefined && body.trim() !== '') return body;
  if (exchange.sse.length > 0) return exchange.sse.map((e) => e.data).join('\n');
  return body;
}

export function toEvidence(exchange: HttpExchange): EvidenceExchange {
  return {
    id: exchange.id,
    request: `${exchange.request.method} ${exchange.request.url}`,
    rpcMethod: exchange.rpcMethod,
    status: exchange.response?.status,
    body: trim(responseText(exchange)),
    error: exchange.error,
  };
}

/**
 * The exchanges that non-pass results cite, so `#N` in a report resolves inside it
 * (exchanges the log has already dropped are simply absent).
 */
export function citedExchanges(results: readonly CheckResult[], exchanges: readonly HttpExchange[]): EvidenceExchange[] {
  const cited = new Set(results.filter((r) => r.status !== 'pass').flatMap((r) => r.evidence));
  return exchanges.filter((e) => cited.has(e.id)).map(toEvidence);
}
